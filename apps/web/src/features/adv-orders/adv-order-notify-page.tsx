import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../placeholder/screen-placeholder';

export function AdvOrderNotifyPage() {
  return <ScreenPlaceholder screen={SCREENS.advOrderNotify} />;
}
