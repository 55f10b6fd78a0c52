import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../placeholder/screen-placeholder';

export function SellerDetailPage() {
  return <ScreenPlaceholder screen={SCREENS.ecommerceSellerDetail} />;
}
