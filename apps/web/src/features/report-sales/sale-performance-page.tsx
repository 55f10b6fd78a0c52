import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../../components/layout/screen-placeholder';

export function SalePerformancePage() {
  return <ScreenPlaceholder screen={SCREENS.reportSalePerformance} />;
}
