import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../placeholder/screen-placeholder';

export function SaleOrderInvoiceDetailPage() {
  return <ScreenPlaceholder screen={SCREENS.reportSaleOrderInvoiceDetail} />;
}
