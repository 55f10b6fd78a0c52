import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../../components/layout/screen-placeholder';

export function OrderNotifyPage() {
  return <ScreenPlaceholder screen={SCREENS.reportOrderNotify} />;
}
