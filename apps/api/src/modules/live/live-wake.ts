// What wakes a process's realtime hub when events commit: PostgreSQL's NOTIFY live_events (sent at
// the commit of the events' transaction, drizzle/0046), heard on a connection of its own, so that an
// event committed through any API process reaches the sockets of every other; on PGlite the same
// notification within the one process. With Redis (REDIS_URL), the processes hear it by Redis
// pub/sub instead: one of them at a time (the relay, holding a lock that expires when it dies)
// listens to PostgreSQL and publishes each notification, and every process subscribes.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { DatabaseHandle, DatabaseTarget } from '../../db/client';

export const LIVE_CHANNEL = 'live_events';

export interface LiveWake {
  /** Calls `wake` at each notification, and once after every (re)connection. */
  start(wake: () => void): Promise<void>;
  close(): Promise<void>;
}

/**
 * The wake of this database: Redis pub/sub when given one, else its own listening connection on
 * PostgreSQL; the client itself on PGlite (one process: Redis has nothing to fan out).
 */
export function liveWakeOf(
  handle: DatabaseHandle,
  target: DatabaseTarget,
  redisUrl?: string,
): LiveWake {
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
  return redisUrl ? redisWake(redisUrl, target.url) : postgresWake(target.url);
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

/** The relay's lock lasts this long unless renewed; it is renewed three times as often. */
const RELAY_LOCK_MS = 15_000;
const RELAY_RENEW_MS = 5_000;
/** Renews the lock if this process holds it (1), else says it does not (0). */
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
/** Gives the lock back if this process holds it. */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('del', KEYS[1]) else return 0 end`;

/** The Redis names of a database's channel and relay lock (processes of one database share them). */
export function redisNames(databaseUrl: string): { channel: string; lock: string } {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
  const prefix = `backoffice:${url.host}/${name}:live`;
  return { channel: `${prefix}:events`, lock: `${prefix}:relay` };
}

function redisWake(redisUrl: string, databaseUrl: string): LiveWake {
  const { channel, lock } = redisNames(databaseUrl);
  const me = randomUUID();
  const options = { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false };
  const subscriber = new Redis(redisUrl, { ...options, maxRetriesPerRequest: null });
  const publisher = new Redis(redisUrl, options);
  // Neither connection's errors stop the process: they reconnect by themselves.
  subscriber.on('error', () => undefined);
  publisher.on('error', () => undefined);
  let relay: LiveWake | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  const isClosed = () => closed;

  const publish = () => {
    publisher.publish(channel, '1').catch(() => undefined);
  };

  /** Keeps the lock (or takes it when free): its holder listens to PostgreSQL and publishes. */
  const contend = async () => {
    if (closed) return;
    try {
      if (relay) {
        const held = await publisher.eval(RENEW, 1, lock, me, String(RELAY_LOCK_MS));
        if (held === 1) return;
        const lost = relay;
        relay = null;
        await lost.close();
        return;
      }
      const taken = await publisher.set(lock, me, 'PX', RELAY_LOCK_MS, 'NX');
      // (Closed meanwhile: the lock lapses by itself.)
      if (taken !== 'OK' || isClosed()) return;
      relay = postgresWake(databaseUrl);
      // Its first wake (once it listens) publishes: what committed with no relay is read now.
      await relay.start(publish);
    } catch {
      // Redis is away: tried again at the next round; the events wait in their table.
    }
  };

  return {
    async start(wake) {
      subscriber.on('message', () => {
        wake();
      });
      // After every (re)connection: what committed meanwhile is read.
      subscriber.on('ready', () => {
        wake();
      });
      await subscriber.connect();
      await subscriber.subscribe(channel);
      await publisher.connect();
      await contend();
      timer = setInterval(() => {
        void contend();
      }, RELAY_RENEW_MS);
      timer.unref();
      wake();
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      if (relay) {
        await relay.close();
        relay = null;
        await publisher.eval(RELEASE, 1, lock, me).catch(() => undefined);
      }
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
