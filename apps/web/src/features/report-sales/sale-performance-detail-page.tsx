import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../../components/layout/screen-placeholder';

export function SalePerformanceDetailPage() {
  return <ScreenPlaceholder screen={SCREENS.reportSalePerformanceDetail} />;
}
