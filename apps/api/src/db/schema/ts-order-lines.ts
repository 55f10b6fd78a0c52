import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  smallint,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';

/** Lines of marketplace orders; seller, day and status repeated from the order for the rollups. */
export const tsOrderLines = pgTable(
  'ts_order_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderCode: varchar('order_code', { length: 64 }).notNull(),
    lineNo: smallint('line_no').notNull(),
    sellerId: integer('seller_id').notNull(),
    orderDate: date('order_date').notNull(),
    productCode: varchar('product_code', { length: 64 }).notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    /** quantity x unitPrice, VND. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /**
     * The line's share of what the buyer pays (the order's total, after its discount), VND: the
     * revenue the reports count for the line's product (shareOfTotal; an order's lines sum to it).
     */
    netAmount: bigint('net_amount', { mode: 'number' }).notNull(),
    dealCode: varchar('deal_code', { length: 64 }),
  },
  (table) => [
    unique('ts_order_lines_order_line_key').on(table.orderCode, table.lineNo),
    index('ts_order_lines_product_idx').on(table.productCode, table.orderDate),
  ],
);
