import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../placeholder/screen-placeholder';

export function MappingItemPrivateSkuPage() {
  return <ScreenPlaceholder screen={SCREENS.configMappingItemPrivateSku} />;
}
