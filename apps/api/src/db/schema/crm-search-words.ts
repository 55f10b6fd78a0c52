import { index, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Every word (without digits) of the customers' search text, kept by the customers' trigger: a
 * word typed with a small typo is matched against this short list, then searched as corrected.
 */
export const crmSearchWords = pgTable(
  'crm_search_words',
  {
    word: varchar('word', { length: 64 }).primaryKey(),
  },
  (table) => [index('crm_search_words_trgm_idx').using('gin', table.word.op('gin_trgm_ops'))],
);
