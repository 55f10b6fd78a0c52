import {
  bigint,
  date,
  index,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** MISA sales vouchers (chứng từ bán hàng); refId is MISA's refid. */
export const misaVouchers = pgTable(
  'misa_vouchers',
  {
    id: serial('id').primaryKey(),
    refId: uuid('ref_id').notNull().unique(),
    voucherNo: varchar('voucher_no', { length: 32 }).notNull(),
    voucherDate: date('voucher_date').notNull(),
    customerName: text('customer_name').notNull(),
    description: text('description').notNull(),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('misa_vouchers_date_idx').on(table.voucherDate),
    index('misa_vouchers_amount_idx').on(table.totalAmount),
  ],
);
