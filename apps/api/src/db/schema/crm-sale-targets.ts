import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Each sale's revenue target of a month (month: its first day), set by their leader or GOD. */
export const crmSaleTargets = pgTable(
  'crm_sale_targets',
  {
    saleId: integer('sale_id')
      .notNull()
      .references(() => users.id),
    month: date('month').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    updatedById: integer('updated_by_id').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.saleId, table.month] }),
    check('crm_sale_targets_amount_check', sql`${table.amount} > 0`),
    check('crm_sale_targets_month_check', sql`extract(day from ${table.month}) = 1`),
  ],
);
