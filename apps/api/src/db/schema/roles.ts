import { integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 16 }).notNull().unique(),
  level: integer('level').notNull().unique(),
  name: text('name').notNull(),
});
