import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../placeholder/screen-placeholder';

export function ChatPage() {
  return <ScreenPlaceholder screen={SCREENS.wmsChat} />;
}
