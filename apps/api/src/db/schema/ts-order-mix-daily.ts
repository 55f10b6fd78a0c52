import { bigint, date, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';

/**
 * Rollup of orders per day x seller x status x province (the buyer's, as on the order), kept with
 * ts_seller_daily: every order, cancelled and returned included, and the sum of their totals. A
 * period's orders by status (their shares) and its provinces (over the counted statuses) are summed
 * from it.
 */
export const tsOrderMixDaily = pgTable(
  'ts_order_mix_daily',
  {
    day: date('day').notNull(),
    sellerId: integer('seller_id').notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    province: text('province').notNull(),
    orders: integer('orders').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.sellerId, table.day, table.status, table.province] })],
);
