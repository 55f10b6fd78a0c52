// What the built-in demo sources of the sync serve: the demo master data as KiotViet and MISA give
// it, and the generated marketplace (orders, invoices, vouchers) made when first asked for.
import type { DemoFeeds } from '../modules/sync/sources/registry';
import type { EcommerceDemoData } from './dataset';
import { LiveDemoOrders } from './live-orders';
import {
  DEMO_CATEGORIES,
  DEMO_INVENTORY_ITEMS,
  DEMO_PRODUCTS,
  inventoryItemGuid,
} from './master-data';

const KIOTVIET_MODIFIED = '2025-01-15T08:00:00.0000000';
const MISA_MODIFIED = '2025-01-10T08:00:00+07:00';

/**
 * The feeds of the three demo sources, over a dataset made on first use; with `live`, the
 * marketplace goes on from `sinceMs` with `perMinute` new orders a minute of the company's sellers.
 */
export function demoFeeds(
  dataset: () => EcommerceDemoData,
  live: { perMinute: number; sinceMs: number } = { perMinute: 0, sinceMs: 0 },
): DemoFeeds {
  let orders: LiveDemoOrders | null = null;
  return {
    thuocsi: () => {
      if (live.perMinute <= 0) return dataset();
      orders ??= new LiveDemoOrders(dataset(), live.perMinute, live.sinceMs);
      return orders;
    },
    kiotviet: () => ({
      categories: DEMO_CATEGORIES.map((c) => ({
        categoryId: c.id,
        parentId: c.parentId,
        categoryName: c.name,
        retailerId: 500_123,
        modifiedDate: KIOTVIET_MODIFIED,
      })),
      products: DEMO_PRODUCTS.filter((p) => !p.deleted).map((p) => ({
        id: p.idf,
        code: p.code,
        name: p.name,
        fullName: p.name,
        categoryId: p.categoryId,
        unit: p.unit,
        images: p.image ? [p.image] : null,
        isActive: p.active,
        modifiedDate: KIOTVIET_MODIFIED,
      })),
      removedIds: DEMO_PRODUCTS.filter((p) => p.deleted).map((p) => String(p.idf)),
    }),
    misa: () => {
      const data = dataset();
      return {
        items: DEMO_INVENTORY_ITEMS.map((item) => ({
          dictionary_type: 2,
          inventory_item_id: inventoryItemGuid(item.inventoryItemCode),
          inventory_item_code: item.inventoryItemCode,
          inventory_item_name: item.inventoryItemName,
          unit_name: item.unit,
          inactive: item.inactive,
          modified_date: MISA_MODIFIED,
        })),
        orderCount: data.orderCount,
        vouchersOfOrder: (index) => data.vouchersOf(data.order(index), index),
      };
    },
  };
}
