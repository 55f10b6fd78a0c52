import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../../components/layout/screen-placeholder';

export function ChatPage() {
  return <ScreenPlaceholder screen={SCREENS.wmsChat} />;
}
