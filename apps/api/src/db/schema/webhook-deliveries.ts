import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The marketplace's webhook deliveries received, by their id: a delivery sent again (the
 * marketplace retries until it hears back) is recognised and changes nothing.
 */
export const webhookDeliveries = pgTable('webhook_deliveries', {
  source: varchar('source', { length: 16 }).notNull(),
  deliveryId: varchar('delivery_id', { length: 100 }).primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  /** The order it named. */
  orderCode: varchar('order_code', { length: 64 }),
  /** The sync run it started (or found running). */
  runId: integer('run_id'),
});
