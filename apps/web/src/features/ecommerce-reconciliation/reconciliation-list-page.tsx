import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../../components/layout/screen-placeholder';

export function ReconciliationListPage() {
  return <ScreenPlaceholder screen={SCREENS.ecommerceReconciliation} />;
}
