import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Marketplace orders. The buyer is kept as the marketplace gives it (code, phone, name, province),
 * so the CRM matches it to its customer by phone or code; source says how the order came.
 */
export const tsOrders = pgTable(
  'ts_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: varchar('code', { length: 64 }).notNull().unique(),
    sellerId: integer('seller_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The day of createdAt in Asia/Ho_Chi_Minh: the day the rollups count it on. */
    orderDate: date('order_date').notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    /** MARKETPLACE, ADVERTISING (campaign set) or RETAIL. */
    source: varchar('source', { length: 16 }).notNull(),
    campaign: varchar('campaign', { length: 64 }),
    customerCode: varchar('customer_code', { length: 32 }).notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: varchar('customer_phone', { length: 10 }).notNull(),
    province: text('province').notNull(),
    /** What the buyer pays, VND: the lines less discountAmount. */
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    discountAmount: bigint('discount_amount', { mode: 'number' }).notNull(),
    paymentMethod: varchar('payment_method', { length: 16 }).notNull(),
    paymentStatus: varchar('payment_status', { length: 16 }).notNull(),
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    lineCount: integer('line_count').notNull(),
    /** Sum of the lines' quantities. */
    quantity: integer('quantity').notNull().default(0),
    sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'ts_orders_status_check',
      sql`${table.status} in ('NEW', 'CONFIRMED', 'DELIVERING', 'COMPLETED', 'CANCELLED', 'RETURNED')`,
    ),
    check(
      'ts_orders_source_check',
      sql`${table.source} in ('MARKETPLACE', 'ADVERTISING', 'RETAIL')`,
    ),
    // A seller's orders of some days (where the rollups of a day refresh), latest first by time:
    // the orders behind a seller's figure, a page read off the index's end (order_date follows
    // created_at, so the index is in created_at's order within a seller).
    index('ts_orders_seller_date_idx').on(
      table.sellerId,
      table.orderDate,
      table.createdAt,
      table.code,
    ),
    // Every seller's: the same for the orders behind a figure of all the sellers.
    index('ts_orders_date_idx').on(table.orderDate, table.createdAt, table.code),
    index('ts_orders_customer_phone_idx').on(table.customerPhone),
    // A buyer's orders, latest last: the latest one names the buyer in one probe.
    index('ts_orders_customer_code_idx').on(table.customerCode, table.createdAt, table.code),
    // The advertising orders, latest first (a few in a hundred): the orders to acknowledge.
    index('ts_orders_advertising_idx')
      .on(table.createdAt, table.code)
      .where(sql`${table.source} = 'ADVERTISING'`),
  ],
);
