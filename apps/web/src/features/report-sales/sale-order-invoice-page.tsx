import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../../components/layout/screen-placeholder';

export function SaleOrderInvoicePage() {
  return <ScreenPlaceholder screen={SCREENS.reportSaleOrderInvoice} />;
}
