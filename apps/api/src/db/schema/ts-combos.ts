import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A seller's combo: several products sold together at one price. Items: ts_combo_items. */
export const tsCombos = pgTable(
  'ts_combos',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 64 }).notNull().unique(),
    sellerId: integer('seller_id').notNull(),
    name: text('name').notNull(),
    comboPrice: integer('combo_price').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    quantityLimit: integer('quantity_limit').notNull(),
    quantitySold: integer('quantity_sold').notNull(),
    sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ts_combos_seller_end_idx').on(table.sellerId, table.endAt)],
);
