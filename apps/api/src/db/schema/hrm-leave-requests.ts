import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A leave request: from a date's morning or afternoon to a date's morning or afternoon. `halfDays`
 * is the working half days it takes (Monday to Friday), counted when it is made.
 */
export const hrmLeaveRequests = pgTable(
  'hrm_leave_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** annual, sick, unpaid, maternity, other */
    type: varchar('type', { length: 16 }).notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    /** morning: the whole first day; afternoon: from noon. */
    fromPart: varchar('from_part', { length: 10 }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    /** morning: until noon; afternoon: the whole last day. */
    toPart: varchar('to_part', { length: 10 }).notNull(),
    halfDays: integer('half_days').notNull(),
    reason: text('reason').notNull(),
    /** pending, approved, rejected, cancelled: only a pending request changes, once. */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    approverId: integer('approver_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('hrm_leave_requests_user_idx').on(table.userId, table.fromDate),
    index('hrm_leave_requests_dates_idx').on(table.fromDate, table.toDate),
    index('hrm_leave_requests_status_idx').on(table.status),
    check('hrm_leave_requests_order_check', sql`${table.toDate} >= ${table.fromDate}`),
    check(
      'hrm_leave_requests_status_check',
      sql`${table.status} in ('pending', 'approved', 'rejected', 'cancelled')`,
    ),
  ],
);
