import { bigint, date, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * Rollup of orders per day x seller x buyer (the marketplace's customer code), kept with
 * ts_seller_daily: the counted orders (not cancelled or returned), their revenue and quantity. A
 * period's buying customers are the distinct buyers of its days here: exact over any period, which
 * a sum of daily distinct counts is not; and a period's top customers are summed from it.
 */
export const tsBuyerDaily = pgTable(
  'ts_buyer_daily',
  {
    day: date('day').notNull(),
    sellerId: integer('seller_id').notNull(),
    customerCode: varchar('customer_code', { length: 32 }).notNull(),
    orders: integer('orders').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sellerId, table.day, table.customerCode] }),
    index('ts_buyer_daily_day_idx').on(table.day),
    // A buyer's last order before a day, with a seller or any: where ts_distinct_daily refreshes;
    // and a buyer's orders and revenue with a seller over a period, from the index alone.
    index('ts_buyer_daily_customer_idx').on(
      table.customerCode,
      table.sellerId,
      table.day,
      table.orders,
      table.revenue,
    ),
  ],
);
