import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Runs of a sync job. The position within the current entity (cursor) and the counts are written in
 * the transaction of each page's upserts, so a run taken up again after a crash resumes there.
 */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: serial('id').primaryKey(),
    source: varchar('source', { length: 16 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    trigger: varchar('trigger', { length: 16 }).notNull(),
    full: boolean('full').notNull(),
    entities: text('entities').array().notNull(),
    /** Index in entities of the entity being read. */
    entityIndex: integer('entity_index').notNull().default(0),
    /** Where to continue within that entity (the connector's own cursor), null at its start. */
    cursor: text('cursor'),
    /** The entity's "modified since" watermark this run reads from. */
    since: text('since'),
    /** The highest modification time seen within the current entity. */
    watermark: text('watermark'),
    requestedBy: varchar('requested_by', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /** Which process runs it (host:pid), for the log. */
    owner: text('owner'),
    resumes: integer('resumes').notNull().default(0),
    /** SyncEntityProgress[] */
    progress: jsonb('progress')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** SyncRunError[], the last 20 */
    errors: jsonb('errors')
      .notNull()
      .default(sql`'[]'::jsonb`),
    errorCount: integer('error_count').notNull().default(0),
  },
  (table) => [
    check(
      'sync_runs_status_check',
      sql`${table.status} in ('queued', 'running', 'succeeded', 'failed')`,
    ),
    index('sync_runs_source_created_idx').on(table.source, table.createdAt),
    // At most one queued or running run per source: a second "run now" gets the first one.
    uniqueIndex('sync_runs_one_active_per_source')
      .on(table.source)
      .where(sql`${table.status} in ('queued', 'running')`),
  ],
);
