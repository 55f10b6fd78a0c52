import { bigint, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/** What the marketplace says it paid per order: matched later against our orders and invoices. */
export const tsSettlementLines = pgTable(
  'ts_settlement_lines',
  {
    settlementCode: varchar('settlement_code', { length: 64 }).notNull(),
    lineNo: integer('line_no').notNull(),
    orderCode: varchar('order_code', { length: 64 }).notNull(),
    orderAmount: bigint('order_amount', { mode: 'number' }).notNull(),
    feeAmount: bigint('fee_amount', { mode: 'number' }).notNull(),
    netAmount: bigint('net_amount', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.settlementCode, table.lineNo] }),
    index('ts_settlement_lines_order_idx').on(table.orderCode),
  ],
);
