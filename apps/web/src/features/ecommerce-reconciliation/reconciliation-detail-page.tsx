import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../placeholder/screen-placeholder';

export function ReconciliationDetailPage() {
  return <ScreenPlaceholder screen={SCREENS.ecommerceReconciliationDetail} />;
}
