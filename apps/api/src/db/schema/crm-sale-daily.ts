import { bigint, date, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

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
  (table) => [
    primaryKey({ columns: [table.saleId, table.day, table.customerId] }),
    // A customer's last order with a sale (or any sale) before a day: where the distinct buyers refresh.
    index('crm_sale_customer_daily_customer_idx').on(table.customerId, table.saleId, table.day),
  ],
);

/**
 * crm_sale_daily of every sale together (sale 0 left out) per day: the revenue line of a reader of
 * every sale, kept with it.
 */
export const crmSaleAllDaily = pgTable('crm_sale_all_daily', {
  day: date('day').primaryKey(),
  orders: integer('orders').notNull(),
  revenue: bigint('revenue', { mode: 'number' }).notNull(),
});

/**
 * crm_sale_daily summed per calendar month (`month`: its first day) x sale, so that a long period
 * reads a row per whole month rather than per day.
 */
export const crmSaleMonthly = pgTable(
  'crm_sale_monthly',
  {
    month: date('month').notNull(),
    saleId: integer('sale_id').notNull(),
    orders: integer('orders').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
    cancelled: integer('cancelled').notNull(),
    invoiced: bigint('invoiced', { mode: 'number' }).notNull(),
    collected: bigint('collected', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.saleId, table.month] })],
);

/**
 * The distinct customers of each day of a sale by how long before they had last been seen there, as
 * ts_distinct_daily holds the marketplace's (../../lib/distinct-gaps): kind 'buyer', the buying
 * customers (sale 0: of no sale; sale -1: of every sale together), kept with
 * crm_sale_customer_daily; kind 'dug', the customers the sale dug from the pool, kept with the
 * pool's digs. Both in the writer's transaction.
 */
export const crmSaleDistinctDaily = pgTable(
  'crm_sale_distinct_daily',
  {
    kind: varchar('kind', { length: 8 }).notNull(),
    saleId: integer('sale_id').notNull(),
    day: date('day').notNull(),
    firsts: integer('firsts').notNull(),
    returns: integer('returns').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.saleId, table.day] })],
);

/** crm_sale_distinct_daily summed per calendar month, as ts_distinct_monthly is. */
export const crmSaleDistinctMonthly = pgTable(
  'crm_sale_distinct_monthly',
  {
    kind: varchar('kind', { length: 8 }).notNull(),
    saleId: integer('sale_id').notNull(),
    month: date('month').notNull(),
    firsts: integer('firsts').notNull(),
    returns: integer('returns').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.saleId, table.month] })],
);

/**
 * What each sale did with customers per Vietnam day: customers they created (not deleted),
 * interactions they logged, tasks they did. Kept by triggers on crm_customers, crm_interactions and
 * crm_tasks (statement-level, with the rows each statement changed), in the writer's transaction,
 * whatever path writes (drizzle/0041).
 */
export const crmSaleWorkDaily = pgTable(
  'crm_sale_work_daily',
  {
    saleId: integer('sale_id').notNull(),
    day: date('day').notNull(),
    newCustomers: integer('new_customers').notNull().default(0),
    interactions: integer('interactions').notNull().default(0),
    tasksDone: integer('tasks_done').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.saleId, table.day] })],
);

/** crm_sale_work_daily summed per calendar month (`month`: its first day), kept by the same triggers. */
export const crmSaleWorkMonthly = pgTable(
  'crm_sale_work_monthly',
  {
    saleId: integer('sale_id').notNull(),
    month: date('month').notNull(),
    newCustomers: integer('new_customers').notNull().default(0),
    interactions: integer('interactions').notNull().default(0),
    tasksDone: integer('tasks_done').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.saleId, table.month] })],
);
