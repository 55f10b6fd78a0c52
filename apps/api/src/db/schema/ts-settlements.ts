import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** A marketplace payout to a seller for a period. Lines: ts_settlement_lines. */
export const tsSettlements = pgTable(
  'ts_settlements',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 64 }).notNull().unique(),
    sellerId: integer('seller_id').notNull(),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    status: varchar('status', { length: 16 }).notNull(),
    grossAmount: bigint('gross_amount', { mode: 'number' }).notNull(),
    feeAmount: bigint('fee_amount', { mode: 'number' }).notNull(),
    netAmount: bigint('net_amount', { mode: 'number' }).notNull(),
    lineCount: integer('line_count').notNull(),
    sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ts_settlements_seller_period_idx').on(table.sellerId, table.periodFrom)],
);
