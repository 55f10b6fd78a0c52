import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A seller's deal: one product at a deal price for a period, up to a quantity. */
export const tsDeals = pgTable(
  'ts_deals',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 64 }).notNull().unique(),
    sellerId: integer('seller_id').notNull(),
    name: text('name').notNull(),
    productCode: varchar('product_code', { length: 64 }).notNull(),
    dealPrice: integer('deal_price').notNull(),
    usualPrice: integer('usual_price').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    quantityLimit: integer('quantity_limit').notNull(),
    quantitySold: integer('quantity_sold').notNull(),
    sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ts_deals_seller_end_idx').on(table.sellerId, table.endAt),
    index('ts_deals_product_idx').on(table.productCode),
  ],
);
