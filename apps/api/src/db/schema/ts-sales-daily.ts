import { bigint, date, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * Rollup of order lines per day x seller x product (orders not cancelled or returned), kept current
 * in the transaction of every write of orders: reports read this, never the raw lines.
 */
export const tsSalesDaily = pgTable(
  'ts_sales_daily',
  {
    day: date('day').notNull(),
    sellerId: integer('seller_id').notNull(),
    productCode: varchar('product_code', { length: 64 }).notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
    orders: integer('orders').notNull(),
    buyers: integer('buyers').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.sellerId, table.productCode] }),
    index('ts_sales_daily_product_idx').on(table.productCode, table.day),
    index('ts_sales_daily_seller_idx').on(table.sellerId, table.day),
  ],
);
