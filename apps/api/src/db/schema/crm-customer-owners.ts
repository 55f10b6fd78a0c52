import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { crmCustomers } from './crm-customers';

/**
 * Who owned each customer, and from when until when: the history the sales reports attribute an
 * order by (the sale who owned its customer at the order's time). Written by a trigger on
 * crm_customers (custom migration) whenever the owner of a customer not deleted changes, so that
 * every path records it: created, approved, assigned, dug, released, recycled, deleted, restored.
 * A deleted customer has no owner until it is restored. The open row (until null) is the owner now.
 */
export const crmCustomerOwners = pgTable(
  'crm_customer_owners',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => crmCustomers.id, { onDelete: 'cascade' }),
    /** The sale. Not a foreign key: history stays. */
    saleId: integer('sale_id').notNull(),
    ownedFrom: timestamp('owned_from', { withTimezone: true }).notNull(),
    /** Null while the sale still owns it. */
    ownedUntil: timestamp('owned_until', { withTimezone: true }),
  },
  (table) => [
    // The owner of a customer at a time: its row that starts last at or before it.
    index('crm_customer_owners_customer_idx').on(table.customerId, table.ownedFrom),
    // A sale's customers over a period.
    index('crm_customer_owners_sale_idx').on(table.saleId, table.ownedFrom),
    uniqueIndex('crm_customer_owners_open_key')
      .on(table.customerId)
      .where(sql`${table.ownedUntil} is null`),
    check(
      'crm_customer_owners_order_check',
      sql`${table.ownedUntil} is null or ${table.ownedUntil} >= ${table.ownedFrom}`,
    ),
  ],
);
