import { pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Every tag ever put on a customer (customers keep their tags as a text array), for the tag picker. */
export const crmTags = pgTable('crm_tags', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 40 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
