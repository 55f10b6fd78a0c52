import { bigint, date, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';

/**
 * ts_order_mix_daily summed per calendar month (`month`: its first day) x seller x status x
 * province, kept with it: a seller's orders by status and its provinces over a long period are
 * summed from its whole months here and from the days of the months it meets in part only.
 * A covering index on the seller (migration 0032) lets a seller's rows be read from it alone.
 */
export const tsOrderMixMonthly = pgTable(
  'ts_order_mix_monthly',
  {
    month: date('month').notNull(),
    sellerId: integer('seller_id').notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    province: text('province').notNull(),
    orders: integer('orders').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.sellerId, table.month, table.status, table.province] })],
);
