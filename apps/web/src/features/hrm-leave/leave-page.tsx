import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../placeholder/screen-placeholder';

export function LeavePage() {
  return <ScreenPlaceholder screen={SCREENS.hrmLeave} />;
}
