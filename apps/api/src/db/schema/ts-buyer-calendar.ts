import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * ts_buyer_daily summed per calendar month and per calendar year (`unit` 'month' or 'year', `start`
 * its first day) x seller x buyer: the counted orders and their revenue (a day below 0 counted as
 * 0, so that a month's revenue bounds that of any of its days). A seller's top buyers over a long
 * period are found from it without summing every buyer-day: whoever bought R or more over a period
 * that meets n months (or years) bought R / n or more in one of them, so only the buyers above
 * that bar in one of them are summed exactly.
 */
export const tsBuyerCalendar = pgTable(
  'ts_buyer_calendar',
  {
    sellerId: integer('seller_id').notNull(),
    unit: varchar('unit', { length: 8 }).notNull(),
    start: date('start').notNull(),
    customerCode: varchar('customer_code', { length: 32 }).notNull(),
    orders: integer('orders').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sellerId, table.unit, table.start, table.customerCode] }),
    check('ts_buyer_calendar_unit_check', sql`${table.unit} in ('month', 'year')`),
    // A seller's buyers of a month or year by revenue: the top ones, and those above a bar.
    index('ts_buyer_calendar_revenue_idx').on(
      table.sellerId,
      table.unit,
      table.start,
      table.revenue,
    ),
  ],
);
