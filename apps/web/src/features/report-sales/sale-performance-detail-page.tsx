import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../placeholder/screen-placeholder';

export function SalePerformanceDetailPage() {
  return <ScreenPlaceholder screen={SCREENS.reportSalePerformanceDetail} />;
}
