import { bigint, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * The orders each sale's customers placed with the company's own seller accounts, per Vietnam day
 * and sale (sale 0: orders that count for no sale), from crm_order_sales, ts_orders and
 * ts_invoices: kept by the writes that change them, in their transaction, so that the sales reports
 * read small tables. Orders and revenue count the orders not cancelled or returned; revenue is what
 * the buyers pay (the orders' totals, after discounts).
 */
export const crmSaleDaily = pgTable(
  'crm_sale_daily',
  {
    day: date('day').notNull(),
    saleId: integer('sale_id').notNull(),
    orders: integer('orders').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
    /** Customers with a counted order that day. */
    buyers: integer('buyers').notNull(),
    /** Orders cancelled or returned. */
    cancelled: integer('cancelled').notNull(),
    /** The invoices of the counted orders. */
    invoiced: bigint('invoiced', { mode: 'number' }).notNull(),
    /** What the buyers paid of the counted orders (at most each order's total). */
    collected: bigint('collected', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.saleId, table.day] })],
);

/**
 * The same per customer (customer 0: buyers who are no CRM customer): a sale's buying customers
 * over a period, and its figures by customer.
 */
export const crmSaleCustomerDaily = pgTable(
  'crm_sale_customer_daily',
  {
    day: date('day').notNull(),
    saleId: integer('sale_id').notNull(),
    customerId: integer('customer_id').notNull(),
    orders: integer('orders').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
    cancelled: integer('cancelled').notNull(),
  },
  (table) => [primaryKey({ columns: [table.saleId, table.day, table.customerId] })],
);
