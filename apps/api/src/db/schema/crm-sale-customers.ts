import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { crmCustomers } from './crm-customers';
import { crmSaleCustomerCategories } from './crm-sale-customer-categories';
import { users } from './users';

/** One sale's view of one customer: pipeline state, own category, action flags. */
export const crmSaleCustomers = pgTable(
  'crm_sale_customers',
  {
    saleId: integer('sale_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => crmCustomers.id, { onDelete: 'cascade' }),
    /** NEW, CONTACTED, INTERESTED, ORDERED, LOST; null until set. */
    state: varchar('state', { length: 12 }),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }),
    categoryId: integer('category_id').references(() => crmSaleCustomerCategories.id, {
      onDelete: 'set null',
    }),
    pinned: boolean('pinned').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    doNotCall: boolean('do_not_call').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.saleId, table.customerId] }),
    index('crm_sale_customers_customer_idx').on(table.customerId),
    index('crm_sale_customers_category_idx').on(table.categoryId),
    check(
      'crm_sale_customers_state_check',
      sql`${table.state} is null or ${table.state} in ('NEW', 'CONTACTED', 'INTERESTED', 'ORDERED', 'LOST')`,
    ),
  ],
);
