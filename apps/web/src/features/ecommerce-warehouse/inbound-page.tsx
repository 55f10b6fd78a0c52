import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../../components/layout/screen-placeholder';

export function InboundPage() {
  return <ScreenPlaceholder screen={SCREENS.ecommerceInbound} />;
}
