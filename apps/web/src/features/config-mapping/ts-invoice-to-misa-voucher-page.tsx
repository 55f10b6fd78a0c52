import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../placeholder/screen-placeholder';

export function TsInvoiceToMisaVoucherPage() {
  return <ScreenPlaceholder screen={SCREENS.configTsInvoiceToMisaVoucher} />;
}
