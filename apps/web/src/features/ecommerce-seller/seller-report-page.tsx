import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../placeholder/screen-placeholder';

export function SellerReportPage() {
  return <ScreenPlaceholder screen={SCREENS.ecommerceSeller} />;
}
