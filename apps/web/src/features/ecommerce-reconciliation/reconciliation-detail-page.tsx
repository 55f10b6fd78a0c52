import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../../components/layout/screen-placeholder';

export function ReconciliationDetailPage() {
  return <ScreenPlaceholder screen={SCREENS.ecommerceReconciliationDetail} />;
}
