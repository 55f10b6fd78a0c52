import { pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Per source and entity, the "modified since" mark the next incremental run reads from. */
export const syncCursors = pgTable(
  'sync_cursors',
  {
    source: varchar('source', { length: 16 }).notNull(),
    entity: varchar('entity', { length: 32 }).notNull(),
    watermark: text('watermark').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.source, table.entity] })],
);
