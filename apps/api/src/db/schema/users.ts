import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { departments } from './departments';
import { roles } from './roles';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 64 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    mobilePhone: varchar('mobile_phone', { length: 10 }),
    /** -1: must set a new password (new or reset by someone else); 1: normal. */
    status: smallint('status').notNull().default(-1),
    active: boolean('active').notNull().default(true),
    /**
     * Set when someone who manages the user deactivates them: such a user cannot sign in nor change
     * their password until they are activated again. An inactive user who is not disabled is one not
     * yet activated, whom changing the password activates.
     */
    disabled: boolean('disabled').notNull().default(false),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    /** Raised by a password change or a deactivation: every token of an older version is refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    index('users_department_idx').on(table.departmentId),
  ],
);
