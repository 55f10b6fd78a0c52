import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../../components/layout/screen-placeholder';

export function SaleOrderInvoiceDetailPage() {
  return <ScreenPlaceholder screen={SCREENS.reportSaleOrderInvoiceDetail} />;
}
