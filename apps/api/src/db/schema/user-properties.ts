import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Typed rows of a user: VOIP24H, PHONE, PHONE_NUMBER, COMPUTER, MEMBER (DISCIPLE or JUDAS). */
export const userProperties = pgTable(
  'user_properties',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 16 }).notNull(),
    subtype: varchar('subtype', { length: 16 }),
    value: text('value').notNull(),
    /** For MEMBER rows: the team member (DISCIPLE) or the handed-over user (JUDAS). */
    refUserId: integer('ref_user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_properties_user_idx').on(table.userId, table.code),
    index('user_properties_ref_user_idx').on(table.refUserId),
  ],
);
