import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../placeholder/screen-placeholder';

export function UserListPage() {
  return <ScreenPlaceholder screen={SCREENS.hrmUser} />;
}
