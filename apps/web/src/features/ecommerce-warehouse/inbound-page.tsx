import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../placeholder/screen-placeholder';

export function InboundPage() {
  return <ScreenPlaceholder screen={SCREENS.ecommerceInbound} />;
}
