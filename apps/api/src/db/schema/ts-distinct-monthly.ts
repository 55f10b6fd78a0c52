import { date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * ts_distinct_daily summed per calendar month (`month`: its first day) x kind x seller, so that a
 * long period's distinct buyers and products read a row per whole month rather than per day:
 * `firsts` is the month's firsts, and `returns[k]` the sum over its days d of d's
 * returns[d - month + k]. A period from day a meets a whole month m with k = m - a + 1, so the month
 * counts firsts + returns[m - a + 1], as its days would one by one.
 */
export const tsDistinctMonthly = pgTable(
  'ts_distinct_monthly',
  {
    kind: varchar('kind', { length: 8 }).notNull(),
    sellerId: integer('seller_id').notNull(),
    month: date('month').notNull(),
    firsts: integer('firsts').notNull(),
    returns: integer('returns').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.sellerId, table.month] })],
);
