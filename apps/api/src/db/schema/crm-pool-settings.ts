import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The pool rules, one row (id 1) an administrator edits; also the daily job's last run. */
export const crmPoolSettings = pgTable(
  'crm_pool_settings',
  {
    id: smallint('id').primaryKey().default(1),
    maxOwnedPerSale: integer('max_owned_per_sale').notNull(),
    maxDigsPerDay: integer('max_digs_per_day').notNull(),
    recycleNoInteractionDays: integer('recycle_no_interaction_days').notNull(),
    recycleNoOrderDays: integer('recycle_no_order_days').notNull(),
    redigCooldownDays: integer('redig_cooldown_days').notNull(),
    recycleEnabled: boolean('recycle_enabled').notNull().default(true),
    /** The Vietnam day the daily recycling last ran: one run per day across every process. */
    lastRecycledOn: date('last_recycled_on', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedById: integer('updated_by_id').references(() => users.id),
  },
  (table) => [check('crm_pool_settings_single_row', sql`${table.id} = 1`)],
);
