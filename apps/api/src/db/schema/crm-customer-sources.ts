import { pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';

/** How a customer came to the company: marketplace, referral, cold call, walk-in, ... */
export const crmCustomerSources = pgTable('crm_customer_sources', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  name: text('name').notNull(),
});
