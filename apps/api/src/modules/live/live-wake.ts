// What wakes a process's realtime hub when events commit: PostgreSQL's NOTIFY live_events (sent at
// the commit of the events' transaction, drizzle/0046), heard on a connection of its own, so that an
// event committed through any API process reaches the sockets of every other; on PGlite the same
// notification within the one process.
import pg from 'pg';
import type { DatabaseHandle, DatabaseTarget } from '../../db/client';

export const LIVE_CHANNEL = 'live_events';

export interface LiveWake {
  /** Calls `wake` at each notification, and once after every (re)connection. */
  start(wake: () => void): Promise<void>;
  close(): Promise<void>;
}

/** The wake of this database: its own listening connection on PostgreSQL, the client on PGlite. */
export function liveWakeOf(handle: DatabaseHandle, target: DatabaseTarget): LiveWake {
  if (handle.kind === 'pglite') {
    let unlisten: (() => Promise<void>) | null = null;
    return {
      async start(wake) {
        unlisten = await handle.client.listen(LIVE_CHANNEL, wake);
        wake();
      },
      async close() {
        await unlisten?.().catch(() => undefined);
      },
    };
  }
  if (target.kind !== 'postgres') throw new Error('A PostgreSQL handle needs its address.');
  return postgresWake(target.url);
}

/** Retries of a lost listening connection: 0.5 s, doubling, at most 15 s. */
const RETRY_MS = { first: 500, max: 15_000 };

function postgresWake(url: string): LiveWake {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let delay = RETRY_MS.first;

  const connect = async (wake: () => void): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: 'backoffice-live' });
    next.on('notification', () => {
      wake();
    });
    const lost = () => {
      if (client !== next || closed) return;
      client = null;
      next.end().catch(() => undefined);
      retry = setTimeout(() => {
        retry = null;
        void connect(wake);
      }, delay);
      delay = Math.min(delay * 2, RETRY_MS.max);
    };
    next.on('error', lost);
    next.on('end', lost);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch {
      // Tried again after a while; the events wait in their table meanwhile.
      lost();
      return;
    }
    delay = RETRY_MS.first;
    // What committed while no connection listened is read now.
    wake();
  };

  return {
    async start(wake) {
      await connect(wake);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
