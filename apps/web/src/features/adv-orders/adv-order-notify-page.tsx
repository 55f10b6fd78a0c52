import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../../components/layout/screen-placeholder';

export function AdvOrderNotifyPage() {
  return <ScreenPlaceholder screen={SCREENS.advOrderNotify} />;
}
