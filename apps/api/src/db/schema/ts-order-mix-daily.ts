import { bigint, date, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';

/**
 * Rollup of orders per day x seller x status x province (the buyer's, as on the order), kept with
 * ts_seller_daily: every order, cancelled and returned included, the sum of their totals and of
 * their quantities. A period's orders by status (their shares) and its provinces (over the counted
 * statuses) are summed from it, and so are the count and sum of the orders behind those figures.
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
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.sellerId, table.day, table.status, table.province] })],
);
