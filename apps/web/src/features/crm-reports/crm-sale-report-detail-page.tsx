import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../../components/layout/screen-placeholder';

export function CrmSaleReportDetailPage() {
  return <ScreenPlaceholder screen={SCREENS.crmReportSaleDetail} />;
}
