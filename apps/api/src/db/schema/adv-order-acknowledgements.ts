import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Accounting's acknowledgement of an advertising order (/adv/order-notify): who and when, once per
 * order; a second one of the same order finds it taken and changes nothing.
 */
export const advOrderAcknowledgements = pgTable('adv_order_acknowledgements', {
  /** The order (ts_orders.code; no foreign key, so that the orders may be bulk-loaded afresh). */
  orderCode: varchar('order_code', { length: 64 }).primaryKey(),
  acknowledgedById: integer('acknowledged_by_id').references(() => users.id),
  acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
});
