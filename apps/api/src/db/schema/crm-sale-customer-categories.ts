import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A sale's own folders of customers (sale-customer-category). */
export const crmSaleCustomerCategories = pgTable(
  'crm_sale_customer_categories',
  {
    id: serial('id').primaryKey(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    color: varchar('color', { length: 20 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('crm_sale_customer_categories_name_key').on(
      table.saleId,
      sql`lower(${table.name})`,
    ),
  ],
);
