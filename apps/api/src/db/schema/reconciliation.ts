import {
  bigint,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The marketplace's fee rules reconciliation expects: the commission and payment fee rates of a
 * seller (seller 0: every seller without rules of its own).
 */
export const reconciliationFeeRules = pgTable('reconciliation_fee_rules', {
  sellerId: integer('seller_id').primaryKey(),
  commissionRate: numeric('commission_rate', { precision: 6, scale: 4 }).notNull(),
  paymentFeeRate: numeric('payment_fee_rate', { precision: 6, scale: 4 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A settlement's lines as reconciliation sees them, one per order it pays (or our order it should
 * have paid and did not), and one per line of the whole shop: what the marketplace paid, what we
 * expect from our order and the fee rules, the difference, its status (MATCHED, MISSING_OURS,
 * MISSING_THEIRS, DIFFERS) and the reason the rules suggest; then a person's resolution. Written by
 * the matching (modules/reconciliation), which keeps a resolution unless the amounts under it change.
 */
export const reconciliationLines = pgTable(
  'reconciliation_lines',
  {
    settlementCode: varchar('settlement_code', { length: 64 }).notNull(),
    /** The order's code, or `#<line no>` for a line with no order. */
    lineKey: varchar('line_key', { length: 80 }).notNull(),
    orderCode: varchar('order_code', { length: 64 }),
    status: varchar('status', { length: 16 }).notNull(),
    theirOrderAmount: bigint('their_order_amount', { mode: 'number' }).notNull(),
    theirFees: bigint('their_fees', { mode: 'number' }).notNull(),
    theirOther: bigint('their_other', { mode: 'number' }).notNull(),
    theirNet: bigint('their_net', { mode: 'number' }).notNull(),
    ourAmount: bigint('our_amount', { mode: 'number' }),
    ourStatus: varchar('our_status', { length: 16 }),
    expectedNet: bigint('expected_net', { mode: 'number' }).notNull(),
    invoiceCode: varchar('invoice_code', { length: 64 }),
    invoiceAmount: bigint('invoice_amount', { mode: 'number' }),
    difference: bigint('difference', { mode: 'number' }).notNull(),
    suggestedReason: varchar('suggested_reason', { length: 16 }),
    resolutionReason: varchar('resolution_reason', { length: 16 }),
    resolutionNote: text('resolution_note'),
    resolvedById: integer('resolved_by_id').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** Why a resolution was taken back by the matching (its amounts changed), until resolved again. */
    reopenedNote: text('reopened_note'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.settlementCode, table.lineKey] }),
    index('reconciliation_lines_order_idx').on(table.orderCode),
  ],
);
