import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../placeholder/screen-placeholder';

export function SellerSummaryPage() {
  return <ScreenPlaceholder screen={SCREENS.ecommerceSellerSummary} />;
}
