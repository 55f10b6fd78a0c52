import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../placeholder/screen-placeholder';

export function SalePerformancePage() {
  return <ScreenPlaceholder screen={SCREENS.reportSalePerformance} />;
}
