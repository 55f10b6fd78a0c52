import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** Goods expected into a warehouse from a supplier. Lines: ts_inbound_lines. */
export const tsInboundReceipts = pgTable(
  'ts_inbound_receipts',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 64 }).notNull().unique(),
    warehouseCode: varchar('warehouse_code', { length: 32 }).notNull(),
    sellerId: integer('seller_id').notNull(),
    supplier: text('supplier').notNull(),
    expectedDate: date('expected_date').notNull(),
    receivedDate: date('received_date'),
    status: varchar('status', { length: 16 }).notNull(),
    totalCost: bigint('total_cost', { mode: 'number' }).notNull(),
    sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'ts_inbound_receipts_status_check',
      sql`${table.status} in ('PENDING', 'PARTIAL', 'RECEIVED', 'CANCELLED')`,
    ),
    index('ts_inbound_receipts_wh_date_idx').on(table.warehouseCode, table.expectedDate),
  ],
);
