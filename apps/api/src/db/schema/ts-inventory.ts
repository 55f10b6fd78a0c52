import {
  date,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';

/** Stock by warehouse, seller, product and lot, with its expiry. */
export const tsInventory = pgTable(
  'ts_inventory',
  {
    id: serial('id').primaryKey(),
    warehouseCode: varchar('warehouse_code', { length: 32 }).notNull(),
    sellerId: integer('seller_id').notNull(),
    productCode: varchar('product_code', { length: 64 }).notNull(),
    lot: varchar('lot', { length: 32 }).notNull(),
    expiryDate: date('expiry_date').notNull(),
    quantityOnHand: integer('quantity_on_hand').notNull(),
    quantityReserved: integer('quantity_reserved').notNull(),
    unitCost: integer('unit_cost').notNull(),
    sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('ts_inventory_lot_key').on(
      table.warehouseCode,
      table.sellerId,
      table.productCode,
      table.lot,
    ),
    index('ts_inventory_product_idx').on(table.productCode, table.expiryDate),
  ],
);
