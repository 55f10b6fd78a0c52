import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../placeholder/screen-placeholder';

export function CustomerDetailPage() {
  return <ScreenPlaceholder screen={SCREENS.crmCustomerDetail} />;
}
