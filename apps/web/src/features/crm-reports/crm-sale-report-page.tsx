import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../placeholder/screen-placeholder';

export function CrmSaleReportPage() {
  return <ScreenPlaceholder screen={SCREENS.crmReportSale} />;
}
