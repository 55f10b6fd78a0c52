import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** Sellers of the thuocsi marketplace; idf is thuocsi's seller id. */
export const thuocsiSellers = pgTable(
  'thuocsi_sellers',
  {
    id: serial('id').primaryKey(),
    idf: integer('idf').notNull().unique(),
    code: varchar('code', { length: 64 }).notNull().unique(),
    name: text('name').notNull(),
    /** Lower comes first; reports keep only sellers up to SELLER_PRIORITY_CUTOFF. */
    priority: integer('priority').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('thuocsi_sellers_status_check', sql`${table.status} in ('ACTIVE', 'INACTIVE')`),
    index('thuocsi_sellers_status_priority_idx').on(table.status, table.priority),
  ],
);
