import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../../components/layout/screen-placeholder';

export function CrmSaleReportPage() {
  return <ScreenPlaceholder screen={SCREENS.crmReportSale} />;
}
