import { bigint, customType, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * The version of the data a family of reports reads (`name`: 'sales' for the sales reports): one
 * more at the commit of every transaction that changed any table they read, so that an answer
 * computed at a version is the answer for as long as the version stands (lib/answer-cache.ts).
 * Kept by triggers (drizzle/0045), whatever path writes.
 */
export const reportVersions = pgTable('report_versions', {
  name: varchar('name', { length: 40 }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * The families whose data a transaction in progress changed, one row per transaction and family:
 * its commit adds one to their versions and takes the row away (drizzle/0045).
 */
export const reportVersionMarks = pgTable(
  'report_version_marks',
  {
    txid: xid8('txid').notNull(),
    name: varchar('name', { length: 40 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.txid, table.name] })],
);
