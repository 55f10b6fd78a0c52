import { integer, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';

/** A seller's current offer of a product on the marketplace (price in VND). */
export const tsOffers = pgTable(
  'ts_offers',
  {
    id: serial('id').primaryKey(),
    /** thuocsi seller idf. */
    sellerId: integer('seller_id').notNull(),
    productCode: varchar('product_code', { length: 64 }).notNull(),
    price: integer('price').notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('ts_offers_seller_product_key').on(table.productCode, table.sellerId)],
);
