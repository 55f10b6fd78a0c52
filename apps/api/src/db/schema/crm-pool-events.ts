import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { crmCustomers } from './crm-customers';

/**
 * What happened to a customer between the sales and the pool: created, approved, dug, released,
 * recycled (with why), deleted. The daily dig cap counts DIG rows of a sale.
 */
export const crmPoolEvents = pgTable(
  'crm_pool_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => crmCustomers.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 10 }).notNull(),
    /** The sale concerned: who dug, who lost it, who received it. Not a foreign key: history stays. */
    saleId: integer('sale_id'),
    /** Who did it; null for the daily job. */
    actorId: integer('actor_id'),
    /** For RECYCLE: NO_INTERACTION or NO_ORDER. */
    reason: varchar('reason', { length: 16 }),
    detail: jsonb('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('crm_pool_events_sale_idx').on(table.saleId, table.type, table.at),
    index('crm_pool_events_customer_idx').on(table.customerId, table.at),
    index('crm_pool_events_at_idx').on(table.at),
    // The customers each sale dug over a period, read from the index alone.
    index('crm_pool_events_dig_idx')
      .on(table.saleId, table.at, table.customerId)
      .where(sql`${table.type} = 'DIG'`),
    check(
      'crm_pool_events_type_check',
      sql`${table.type} in ('CREATE', 'APPROVE', 'REJECT', 'DIG', 'RELEASE', 'RECYCLE', 'DELETE')`,
    ),
  ],
);
