import { date, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/** Price history of offers: one row per seller, product and day the price took effect. */
export const tsOfferPrices = pgTable(
  'ts_offer_prices',
  {
    sellerId: integer('seller_id').notNull(),
    productCode: varchar('product_code', { length: 64 }).notNull(),
    effectiveFrom: date('effective_from').notNull(),
    price: integer('price').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productCode, table.sellerId, table.effectiveFrom] }),
    index('ts_offer_prices_seller_idx').on(table.sellerId, table.effectiveFrom),
  ],
);
