import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../placeholder/screen-placeholder';

export function ProductAnalysisPage() {
  return <ScreenPlaceholder screen={SCREENS.ecommerceProductAnalysis} />;
}
