import { integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';

export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 16 }).notNull().unique(),
  bit: integer('bit').notNull().unique(),
  name: text('name').notNull(),
});
