import { bigint, date, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * Running totals of ts_sales_daily per product (every seller): one row for each product and each
 * day from the first it sold to the last day any product sold (the table's last day), holding its
 * sales from its first day up to that day included. Every product's totals at the end of a day are
 * then the rows of that day (or of the table's last day, for a later day): one range of the key,
 * whatever the period's length, and a period's sales the totals at its last day less those at the
 * day before its first. A product without a row at a day had sold nothing by then. The owner
 * sellers' revenue is kept apart for their share.
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
  (table) => [primaryKey({ columns: [table.day, table.productCode] })],
);
