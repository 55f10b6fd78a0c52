import { date, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';

export const tsInboundLines = pgTable(
  'ts_inbound_lines',
  {
    receiptCode: varchar('receipt_code', { length: 64 }).notNull(),
    lineNo: smallint('line_no').notNull(),
    productCode: varchar('product_code', { length: 64 }).notNull(),
    lot: varchar('lot', { length: 32 }).notNull(),
    expiryDate: date('expiry_date').notNull(),
    quantityExpected: integer('quantity_expected').notNull(),
    quantityReceived: integer('quantity_received').notNull(),
    unitCost: integer('unit_cost').notNull(),
  },
  (table) => [primaryKey({ columns: [table.receiptCode, table.lineNo] })],
);
