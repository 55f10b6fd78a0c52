import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Tax invoices issued for marketplace orders, and the MISA voucher that books each (one voucher books
 * one invoice). The mapping is ours: a sync never changes it.
 */
export const tsInvoices = pgTable(
  'ts_invoices',
  {
    id: serial('id').primaryKey(),
    /** Series + number, unique across the marketplace: "1C25TAA-0000123". */
    code: varchar('code', { length: 64 }).notNull().unique(),
    series: varchar('series', { length: 16 }).notNull(),
    invoiceNo: varchar('invoice_no', { length: 16 }).notNull(),
    invoiceDate: date('invoice_date').notNull(),
    orderCode: varchar('order_code', { length: 64 }).notNull(),
    sellerId: integer('seller_id').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerTaxCode: varchar('buyer_tax_code', { length: 16 }),
    amountBeforeVat: bigint('amount_before_vat', { mode: 'number' }).notNull(),
    vatAmount: bigint('vat_amount', { mode: 'number' }).notNull(),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    misaVoucherId: integer('misa_voucher_id').unique(),
    mappedAt: timestamp('mapped_at', { withTimezone: true }),
    mappedBy: varchar('mapped_by', { length: 64 }),
    sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ts_invoices_date_idx').on(table.invoiceDate),
    index('ts_invoices_order_idx').on(table.orderCode),
  ],
);
