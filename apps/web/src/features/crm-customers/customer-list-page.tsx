import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../placeholder/screen-placeholder';

export function CustomerListPage() {
  return <ScreenPlaceholder screen={SCREENS.crmCustomer} />;
}
