import { bigint, date, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * Running totals of ts_sales_daily per product (every seller): one row for each day the product
 * sold, holding its sales from the first day up to that day included. The sales of any period are
 * then the row at its last day less the row before its first day: two index probes per product,
 * whatever the period's length. The owner sellers' revenue is kept apart for their share.
 */
export const tsProductRunning = pgTable(
  'ts_product_running',
  {
    productCode: varchar('product_code', { length: 64 }).notNull(),
    day: date('day').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
    ownerRevenue: bigint('owner_revenue', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.productCode, table.day] })],
);
