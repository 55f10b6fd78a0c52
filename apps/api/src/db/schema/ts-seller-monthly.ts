import { bigint, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * ts_seller_daily summed per calendar month (`month`: its first day) x seller, kept with it: the
 * counted orders and their revenue. Many sellers' sums over a long period are read from their
 * whole months here and from the days of the months it meets in part only.
 */
export const tsSellerMonthly = pgTable(
  'ts_seller_monthly',
  {
    month: date('month').notNull(),
    sellerId: integer('seller_id').notNull(),
    orders: integer('orders').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.sellerId, table.month] })],
);
