import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../placeholder/screen-placeholder';

export function SaleOrderInvoicePage() {
  return <ScreenPlaceholder screen={SCREENS.reportSaleOrderInvoice} />;
}
