import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../placeholder/screen-placeholder';

export function ProductBySellerPricePage() {
  return <ScreenPlaceholder screen={SCREENS.ecommerceProductBySellerPrice} />;
}
