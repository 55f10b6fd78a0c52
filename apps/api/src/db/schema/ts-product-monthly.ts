import { bigint, date, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * ts_sales_daily summed per calendar month (`month`: its first day) x product over every seller,
 * kept with it: a product's sales over the whole months of a long period are a few rows here, and
 * the owner sellers' revenue is kept apart for their share.
 */
export const tsProductMonthly = pgTable(
  'ts_product_monthly',
  {
    month: date('month').notNull(),
    productCode: varchar('product_code', { length: 64 }).notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
    ownerRevenue: bigint('owner_revenue', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.month, table.productCode] })],
);
