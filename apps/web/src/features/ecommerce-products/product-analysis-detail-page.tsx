import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../placeholder/screen-placeholder';

export function ProductAnalysisDetailPage() {
  return <ScreenPlaceholder screen={SCREENS.ecommerceProductAnalysisDetail} />;
}
