import { pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';

/** Kinds of customer: pharmacy, drugstore, clinic, hospital, distributor, ... */
export const customerTypes = pgTable('customer_types', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  name: text('name').notNull(),
});
