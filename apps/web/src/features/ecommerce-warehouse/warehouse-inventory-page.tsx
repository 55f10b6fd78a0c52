import { SCREENS } from '@backoffice/shared';
import { ScreenPlaceholder } from '../../components/layout/screen-placeholder';

export function WarehouseInventoryPage() {
  return <ScreenPlaceholder screen={SCREENS.ecommerceWarehouseInventory} />;
}
