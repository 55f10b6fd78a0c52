import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../placeholder/screen-placeholder';

export function CrmSaleReportDetailPage() {
  return <ScreenPlaceholder screen={SCREENS.crmReportSaleDetail} />;
}
