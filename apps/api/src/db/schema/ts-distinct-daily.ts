import { date, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * The distinct buyers (kind 'buyer') or products (kind 'product') of each day's counted orders of
 * a seller (seller_id 0: the sellers of ts_distinct_scope together), by how long before they had
 * last been seen there: `firsts` never before, `returns[k]` the number last seen k days or more
 * before. A period's distinct count is the sum over its days of firsts + returns[day - first day
 * + 1]: each one counted once, on its first day in the period, whatever the period's length.
 */
export const tsDistinctDaily = pgTable(
  'ts_distinct_daily',
  {
    kind: varchar('kind', { length: 8 }).notNull(),
    sellerId: integer('seller_id').notNull(),
    day: date('day').notNull(),
    firsts: integer('firsts').notNull(),
    returns: integer('returns').array().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.sellerId, table.day] }),
    // A day's rows, read as what that day's part of the reports is made of now (../../modules/ecommerce/rollups-at).
    index('ts_distinct_daily_day_idx').on(table.day),
  ],
);

/** The sellers counted together under a seller_id of ts_distinct_daily (0: those the reports keep). */
export const tsDistinctScope = pgTable('ts_distinct_scope', {
  scope: integer('scope').primaryKey(),
  sellerIds: integer('seller_ids').array().notNull(),
});
