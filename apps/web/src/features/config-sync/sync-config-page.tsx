import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../placeholder/screen-placeholder';

export function SyncConfigPage() {
  return <ScreenPlaceholder screen={SCREENS.configSync} />;
}
