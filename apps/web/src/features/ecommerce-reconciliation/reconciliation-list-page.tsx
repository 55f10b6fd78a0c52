import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../placeholder/screen-placeholder';

export function ReconciliationListPage() {
  return <ScreenPlaceholder screen={SCREENS.ecommerceReconciliation} />;
}
