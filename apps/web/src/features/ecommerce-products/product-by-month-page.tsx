import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../placeholder/screen-placeholder';

export function ProductByMonthPage() {
  return <ScreenPlaceholder screen={SCREENS.ecommerceProductByMonth} />;
}
