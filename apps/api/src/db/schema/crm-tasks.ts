import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { crmCustomers } from './crm-customers';
import { users } from './users';

/** Something a sale has to do for a customer. */
export const crmTasks = pgTable(
  'crm_tasks',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => crmCustomers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    assigneeId: integer('assignee_id')
      .notNull()
      .references(() => users.id),
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** LOW, MEDIUM, HIGH */
    priority: varchar('priority', { length: 8 }).notNull().default('MEDIUM'),
    /** TODO, DONE, CANCELLED */
    status: varchar('status', { length: 10 }).notNull().default('TODO'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('crm_tasks_customer_idx').on(table.customerId, table.status, table.dueAt),
    index('crm_tasks_assignee_idx').on(table.assigneeId, table.status, table.dueAt),
    // The tasks each sale finished in a period (the sales reports' tasks done).
    index('crm_tasks_done_idx')
      .on(table.assigneeId, table.doneAt)
      .where(sql`${table.status} = 'DONE'`),
    check('crm_tasks_priority_check', sql`${table.priority} in ('LOW', 'MEDIUM', 'HIGH')`),
    check('crm_tasks_status_check', sql`${table.status} in ('TODO', 'DONE', 'CANCELLED')`),
  ],
);
