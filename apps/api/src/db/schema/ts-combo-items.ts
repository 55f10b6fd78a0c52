import { integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

export const tsComboItems = pgTable(
  'ts_combo_items',
  {
    comboCode: varchar('combo_code', { length: 64 }).notNull(),
    productCode: varchar('product_code', { length: 64 }).notNull(),
    quantity: integer('quantity').notNull(),
    usualPrice: integer('usual_price').notNull(),
  },
  (table) => [primaryKey({ columns: [table.comboCode, table.productCode] })],
);
