import { bigint, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';

/**
 * A settlement's lines as the marketplace gives them (packages/shared settlements.ts): each of a
 * type, with what it adds to the payout (fees and refunds negative) and the order it belongs to,
 * where it has one (a shop-wide fee has none). Matched later against our orders and invoices.
 */
export const tsSettlementLines = pgTable(
  'ts_settlement_lines',
  {
    settlementCode: varchar('settlement_code', { length: 64 }).notNull(),
    lineNo: integer('line_no').notNull(),
    lineType: varchar('line_type', { length: 24 }).notNull(),
    orderCode: varchar('order_code', { length: 64 }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    description: text('description'),
  },
  (table) => [
    primaryKey({ columns: [table.settlementCode, table.lineNo] }),
    index('ts_settlement_lines_order_idx').on(table.orderCode),
  ],
);
