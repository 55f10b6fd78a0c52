import { bigint, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * Rollup of orders per day x seller, kept with ts_sales_daily: counted orders and their buyers,
 * revenue and quantity (not cancelled or returned), and the cancelled or returned ones apart.
 * A covering index on the seller (migration 0032) lets a seller's rows be read from it alone.
 */
export const tsSellerDaily = pgTable(
  'ts_seller_daily',
  {
    day: date('day').notNull(),
    sellerId: integer('seller_id').notNull(),
    orders: integer('orders').notNull(),
    buyers: integer('buyers').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    cancelledOrders: integer('cancelled_orders').notNull(),
    advertisingOrders: integer('advertising_orders').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sellerId, table.day] })],
);
