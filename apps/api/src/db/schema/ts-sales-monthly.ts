import { bigint, date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * ts_sales_daily summed per calendar month (`month`: its first day) x seller x product, kept with
 * it. A seller's products over a long period are summed from its whole months here and from the
 * days of the months it meets in part only: a year is some 11 months and 30 days, not 365 days.
 * A covering index on the seller (migration 0032) lets a seller's rows be read from it alone.
 */
export const tsSalesMonthly = pgTable(
  'ts_sales_monthly',
  {
    month: date('month').notNull(),
    sellerId: integer('seller_id').notNull(),
    productCode: varchar('product_code', { length: 64 }).notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
    orders: integer('orders').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sellerId, table.month, table.productCode] })],
);
