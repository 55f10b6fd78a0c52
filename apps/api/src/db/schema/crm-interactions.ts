import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { crmCustomers } from './crm-customers';
import { users } from './users';

/** A comment, call, visit or message with a customer. */
export const crmInteractions = pgTable(
  'crm_interactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => crmCustomers.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    type: varchar('type', { length: 10 }).notNull(),
    content: text('content').notNull(),
    /** When it happened. */
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('crm_interactions_customer_idx').on(table.customerId, table.at.desc(), table.id.desc()),
    // With the customer: a sale's customers of a period read from the index alone.
    index('crm_interactions_author_idx').on(table.authorId, table.at, table.customerId),
    check(
      'crm_interactions_type_check',
      sql`${table.type} in ('COMMENT', 'CALL', 'VISIT', 'MESSAGE')`,
    ),
  ],
);
