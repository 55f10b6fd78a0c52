import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../placeholder/screen-placeholder';

export function OrderNotifyPage() {
  return <ScreenPlaceholder screen={SCREENS.reportOrderNotify} />;
}
