import {
  bigserial,
  customType,
  index,
  jsonb,
  pgTable,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * The realtime channel's events (packages/shared live.ts), one row each, numbered in the order
 * their transactions committed: a client that saw id n is sent the rows after n. Written only by
 * the commit of a transaction that queued them (live_event_queue, drizzle/0046), never directly.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: varchar('topic', { length: 32 }).notNull(),
    kind: varchar('kind', { length: 32 }).notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('live_events_created_at_idx').on(table.createdAt)],
);

/**
 * Events a transaction in progress reports (modules/live/live-events.repository.ts queues them): its
 * commit moves them to live_events, numbered after every event committed before, and wakes the
 * processes that serve sockets (NOTIFY live_events). A rolled-back transaction reports nothing.
 */
export const liveEventQueue = pgTable('live_event_queue', {
  n: bigserial('n', { mode: 'number' }).primaryKey(),
  txid: xid8('txid').notNull(),
  topic: varchar('topic', { length: 32 }).notNull(),
  kind: varchar('kind', { length: 32 }).notNull(),
  data: jsonb('data').notNull(),
});
