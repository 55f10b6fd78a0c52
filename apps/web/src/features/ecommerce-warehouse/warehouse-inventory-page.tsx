import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../placeholder/screen-placeholder';

export function WarehouseInventoryPage() {
  return <ScreenPlaceholder screen={SCREENS.ecommerceWarehouseInventory} />;
}
