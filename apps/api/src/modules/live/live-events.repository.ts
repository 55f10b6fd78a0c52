// The realtime channel's events: queued by a write in its own transaction, numbered and published
// at its commit (drizzle/0046), read back in id order by every process that serves sockets.
import { LIVE_REPLAY_LIMIT, type LiveEventKind, type LiveTopic } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../lib/query-rows';

export interface QueuedLiveEvent {
  topic: LiveTopic;
  kind: LiveEventKind;
  data: Record<string, unknown>;
}

export interface LiveEventRow extends QueuedLiveEvent {
  id: number;
  /** When it was committed (ISO). */
  at: string;
}

/**
 * Queues events in the caller's transaction: they exist, numbered after every event committed
 * before, once it commits, and never if it rolls back.
 */
export async function queueLiveEvents(
  db: Pick<Database, 'execute'>,
  events: readonly QueuedLiveEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await db.execute(sql`
    insert into live_event_queue (txid, topic, kind, data)
    select pg_current_xact_id(), e.v ->> 'topic', e.v ->> 'kind', e.v -> 'data'
    from jsonb_array_elements(${JSON.stringify(events)}::jsonb) with ordinality as e (v, n)
    order by e.n`);
}

/** The last event's id (0: none yet). */
export async function lastLiveEventId(db: Pick<Database, 'execute'>): Promise<number> {
  const [row] = await queryRows<{ id: string | null }>(
    db,
    sql`select max(id)::text as id from live_events`,
  );
  return Number(row?.id ?? 0);
}

/** The events after `after`, in id order, at most `limit`. */
export async function liveEventsAfter(
  db: Pick<Database, 'execute'>,
  after: number,
  limit: number,
): Promise<LiveEventRow[]> {
  const rows = await queryRows<{
    id: string;
    topic: LiveTopic;
    kind: LiveEventKind;
    data: Record<string, unknown>;
    at: string;
  }>(
    db,
    sql`select e.id::text as id, e.topic, e.kind, e.data,
        to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
      from live_events e where e.id > ${after} order by e.id limit ${limit}`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** Events are kept at least this long, whatever their number. */
export const LIVE_KEEP_MS = 60 * 60 * 1000;

/**
 * Deletes the events no client can be replayed any more: those before the last LIVE_REPLAY_LIMIT
 * (a client further behind reloads its lists instead) that are older than `keepMs`. Returns how
 * many went.
 */
export async function pruneLiveEvents(
  db: Pick<Database, 'execute'>,
  keepMs: number = LIVE_KEEP_MS,
): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`with gone as (
        delete from live_events
        where id <= (select max(id) from live_events) - ${LIVE_REPLAY_LIMIT}
          and created_at < now() - ${Math.max(0, Math.trunc(keepMs))} * interval '1 millisecond'
        returning 1)
      select count(*)::int as n from gone`,
  );
  return rows[0]?.n ?? 0;
}
