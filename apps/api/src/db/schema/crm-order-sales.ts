import { bigint, date, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { crmCustomers } from './crm-customers';

/**
 * Which CRM customer each marketplace order is of (its buyer matched by phone or code) and which
 * sale it counts for: the one who owned that customer at the order's time (crm_customer_owners).
 * Written once, when the order is first synced: a later change of owner leaves it as it is, and an
 * order synced late still goes to the owner at its own time. No customer or no owner then: null.
 */
export const crmOrderSales = pgTable(
  'crm_order_sales',
  {
    /** ts_orders.id. Not a foreign key, so that a bulk load may empty the orders alone. */
    orderId: bigint('order_id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id').references(() => crmCustomers.id, {
      onDelete: 'set null',
    }),
    /** The sale who owned the customer when the order was placed; null: no sale's. */
    saleId: integer('sale_id'),
    /** The order's Vietnam day, as ts_orders has it. */
    orderDate: date('order_date').notNull(),
    attributedAt: timestamp('attributed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A sale's orders of a period; those of no sale under null.
    index('crm_order_sales_sale_idx').on(table.saleId, table.orderDate),
    index('crm_order_sales_customer_idx').on(table.customerId, table.orderDate),
  ],
);
