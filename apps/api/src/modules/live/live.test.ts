// The realtime channel: an event reaches each signed-in socket once its transaction commits, in id
// order; a socket that comes back gets exactly what it missed; nobody gets a topic they may not
// read; a refused or revoked token closes the socket; and, on PostgreSQL, an event committed through
// one API process reaches the sockets of another.
import {
  AUTH_API,
  LIVE_CLOSE,
  LIVE_REPLAY_LIMIT,
  LIVE_SOCKET_PATH,
  MESSAGES,
  type LiveEventMessage,
  type LiveServerMessage,
} from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/query-rows';
import { type TestApp, bearer, login, startApp, testKit } from '../../test/test-app';
import type { TsOrderRecord } from '../sync/sources/thuocsi/thuocsi-records';
import { ingestThuocsi } from '../sync/sources/thuocsi/thuocsi-ingest';
import { orderRecord } from '../../test/order-records';
import {
  type QueuedLiveEvent,
  lastLiveEventId,
  pruneLiveEvents,
  queueLiveEvents,
} from './live-events.repository';
import { redisNames } from './live-wake';

const t = testKit(['sale1', 'ketoan', 'giamdoc'], {
  config: { live: { recheckMs: 100, heartbeatMs: 300, helloTimeoutMs: 300 } },
});

type ClientSocket = Awaited<ReturnType<TestApp['injectWS']>>;

interface LiveClient {
  socket: ClientSocket;
  messages: LiveServerMessage[];
  /** The events received, in order. */
  events: () => LiveEventMessage[];
  /** Waits for a message that passes `test` (at most a few seconds) and answers it. */
  until: <M extends LiveServerMessage>(
    test: (message: LiveServerMessage) => message is M,
  ) => Promise<M>;
  /** The close code, once closed. */
  closed: Promise<number>;
}

async function connect(app: TestApp, hello?: Record<string, unknown>): Promise<LiveClient> {
  const socket = await app.injectWS(LIVE_SOCKET_PATH);
  // A browser answers pings by itself; this in-memory client has to be told to.
  socket.on('ping', () => {
    socket.pong();
  });
  const messages: LiveServerMessage[] = [];
  const waiting = new Set<() => void>();
  socket.on('message', (data) => {
    messages.push(JSON.parse((data as Buffer).toString('utf8')) as LiveServerMessage);
    for (const check of waiting) check();
  });
  let closeCode: number | undefined;
  const closed = new Promise<number>((resolve) => {
    socket.on('close', (code) => {
      closeCode = code;
      resolve(code);
    });
  });
  const until = <M extends LiveServerMessage>(test: (message: LiveServerMessage) => message is M) =>
    new Promise<M>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(check);
        reject(
          new Error(
            `no such message among ${JSON.stringify(messages)} (closed: ${String(closeCode)})`,
          ),
        );
      }, 10_000);
      const check = () => {
        const found = messages.find(test);
        if (!found) return;
        clearTimeout(timer);
        waiting.delete(check);
        resolve(found);
      };
      waiting.add(check);
      check();
    });
  if (hello) socket.send(JSON.stringify(hello));
  return {
    socket,
    messages,
    events: () => messages.filter((m): m is LiveEventMessage => m.type === 'event'),
    until,
    closed,
  };
}

const isReady = (m: LiveServerMessage): m is Extract<LiveServerMessage, { type: 'ready' }> =>
  m.type === 'ready';
const isEvent =
  (id: number) =>
  (m: LiveServerMessage): m is LiveEventMessage =>
    m.type === 'event' && m.id === id;

/** A signed-in client, caught up. */
async function liveClient(user: string, after?: number) {
  const client = await connect(t.app, { type: 'hello', token: t.token(user), after });
  await client.until(isReady);
  return client;
}

/** Commits these events in one transaction; answers the id of the last. */
async function commit(...events: QueuedLiveEvent[]): Promise<number> {
  await t.app.ctx.db.transaction((tx) => queueLiveEvents(tx, events));
  return lastLiveEventId(t.app.ctx.db);
}

const note = (n: number): QueuedLiveEvent => ({
  topic: 'orders',
  kind: 'order.updated',
  data: { code: `NOTE-${String(n)}` },
});

const order = (source: TsOrderRecord['source'], status: TsOrderRecord['status'] = 'NEW') =>
  orderRecord('LIVE', {
    source,
    status,
    campaign: source === 'ADVERTISING' ? 'Facebook tháng 11' : null,
  });

const sync = (records: TsOrderRecord[]) =>
  t.app.ctx.db.transaction((tx) => ingestThuocsi(tx, 'orders', records));

describe('the realtime channel', () => {
  it('sends each synced order of the company’s sellers as its transaction commits, created then changed', async () => {
    const client = await liveClient('sale1');
    const record = order('MARKETPLACE');
    await sync([record]);
    const created = await client.until(
      (m): m is LiveEventMessage => m.type === 'event' && m.data.code === record.orderCode,
    );
    expect(created).toMatchObject({
      topic: 'orders',
      kind: 'order.created',
      data: {
        sellerId: 2010,
        status: 'NEW',
        totalAmount: 90_000,
        customerName: 'Nhà thuốc Thử Nghiệm',
      },
    });
    const later = new Date(Date.now() + 1000).toISOString();
    await sync([{ ...record, status: 'CONFIRMED', updatedTime: later }]);
    const changed = await client.until(isEvent(created.id + 1));
    expect(changed).toMatchObject({
      kind: 'order.updated',
      data: { code: record.orderCode, status: 'CONFIRMED' },
    });
    // Synced again unchanged: nothing to say.
    await sync([{ ...record, status: 'CONFIRMED', updatedTime: later }]);
    expect(await lastLiveEventId(t.app.ctx.db)).toBe(changed.id);
    client.socket.close();
  });

  it('numbers events in the order their transactions committed, and a rolled-back one has none', async () => {
    const client = await liveClient('sale1');
    const first = await commit(note(1), note(2));
    await t.app.ctx.db
      .transaction(async (tx) => {
        await queueLiveEvents(tx, [note(3)]);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const next = await commit(note(4));
    expect(next).toBe(first + 1);
    await client.until(isEvent(next));
    expect(client.events().map((e) => e.data.code)).toEqual(['NOTE-1', 'NOTE-2', 'NOTE-4']);
    client.socket.close();
  });

  it('gives a client that comes back exactly what it missed, then what commits, each once', async () => {
    const seen = await commit(note(10));
    for (let n = 11; n <= 15; n += 1) await commit(note(n));
    const client = await connect(t.app, { type: 'hello', token: t.token('ketoan'), after: seen });
    // Events committing while it catches up.
    for (let n = 16; n <= 25; n += 1) await commit(note(n));
    const last = await lastLiveEventId(t.app.ctx.db);
    await client.until(isEvent(last));
    await client.until(isReady);
    const ids = client.events().map((e) => e.id);
    expect(ids).toEqual(Array.from({ length: last - seen }, (_, i) => seen + 1 + i));
    expect(client.events().map((e) => e.data.code)).toEqual(
      Array.from({ length: 15 }, (_, i) => `NOTE-${String(11 + i)}`),
    );
    client.socket.close();
  });

  it('tells a client that missed more than it replays, or names an id never given, to reload', async () => {
    const before = await lastLiveEventId(t.app.ctx.db);
    const last = await commit(...Array.from({ length: LIVE_REPLAY_LIMIT + 1 }, (_, n) => note(n)));
    const behind = await connect(t.app, { type: 'hello', token: t.token('sale1'), after: before });
    expect(await behind.until(isReady)).toEqual({ type: 'ready', lastEventId: last });
    expect(behind.messages[0]).toEqual({ type: 'reset', lastEventId: last });
    expect(behind.events()).toEqual([]);
    const ahead = await connect(t.app, {
      type: 'hello',
      token: t.token('sale1'),
      after: last + 50,
    });
    await ahead.until(isReady);
    expect(ahead.messages[0]).toEqual({ type: 'reset', lastEventId: last });
    const next = await commit(note(1));
    expect((await ahead.until(isEvent(next))).data.code).toBe('NOTE-1');
    behind.socket.close();
    ahead.socket.close();
  });

  it('prunes the events too old to replay, and a client that missed them reloads', async () => {
    const before = await lastLiveEventId(t.app.ctx.db);
    await commit(...Array.from({ length: LIVE_REPLAY_LIMIT + 30 }, (_, n) => note(n)));
    // Young events stay, however many.
    await pruneLiveEvents(t.app.ctx.db);
    const [oldest] = await queryRows<{ first: string }>(
      t.app.ctx.db,
      sql`select min(id)::text as first from live_events`,
    );
    expect(Number(oldest?.first)).toBeLessThanOrEqual(before);
    // Past their time: all but the last that can be replayed go.
    await pruneLiveEvents(t.app.ctx.db, 0);
    const last = await lastLiveEventId(t.app.ctx.db);
    const [left] = await queryRows<{ first: string; count: number }>(
      t.app.ctx.db,
      sql`select min(id)::text as first, count(*)::int as count from live_events`,
    );
    expect(Number(left?.first)).toBe(last - LIVE_REPLAY_LIMIT + 1);
    expect(left?.count).toBeLessThanOrEqual(LIVE_REPLAY_LIMIT);
    // One whose last event went is told to reload; one within what is kept gets all of it.
    const gone = await connect(t.app, {
      type: 'hello',
      token: t.token('sale1'),
      after: last - LIVE_REPLAY_LIMIT - 1,
    });
    await gone.until(isReady);
    expect(gone.messages[0]).toEqual({ type: 'reset', lastEventId: last });
    const kept = await connect(t.app, { type: 'hello', token: t.token('sale1'), after: last - 5 });
    await kept.until(isReady);
    expect(kept.events().map((e) => e.id)).toEqual([1, 2, 3, 4, 5].map((n) => last - 5 + n));
    for (const client of [gone, kept]) client.socket.close();
  });

  it('sends each user only the topics whose screen they may open', async () => {
    const sale = await liveClient('sale1');
    const accountant = await liveClient('ketoan');
    const director = await liveClient('giamdoc');
    const plain = order('MARKETPLACE');
    const advertised = order('ADVERTISING');
    await sync([plain, advertised]);
    const last = await lastLiveEventId(t.app.ctx.db);
    const marker = await commit(note(99));
    expect(marker).toBe(last + 1);
    for (const client of [sale, accountant, director]) await client.until(isEvent(marker));
    const topics = (client: LiveClient) =>
      client.events().map((e) => `${e.topic} ${String(e.data.code)}`);
    const orders = [`orders ${plain.orderCode}`, `orders ${advertised.orderCode}`];
    const adv = `adv-orders ${advertised.orderCode}`;
    // A sale may read the order notices, not the advertising orders accounting acknowledges.
    expect(topics(sale).sort()).toEqual([...orders, 'orders NOTE-99'].sort());
    expect(topics(accountant).sort()).toEqual([...orders, adv, 'orders NOTE-99'].sort());
    // Nor may a director (BOM): that screen is accounting's and the administrators'.
    expect(topics(director).sort()).toEqual([...orders, 'orders NOTE-99'].sort());
    for (const client of [sale, accountant, director]) client.socket.close();
  });

  it('beats while idle, saying the last event id the client was given', async () => {
    const client = await liveClient('sale1');
    const last = await lastLiveEventId(t.app.ctx.db);
    const beat = await client.until(
      (m): m is Extract<LiveServerMessage, { type: 'heartbeat' }> => m.type === 'heartbeat',
    );
    expect(beat.lastEventId).toBe(last);
    client.socket.close();
  });

  it('drops a socket that answers no ping: the connection is gone though no one said so', async () => {
    const client = await liveClient('sale1');
    client.socket.removeAllListeners('ping');
    expect(await client.closed).toBe(1006);
  });

  it('answers a plain request of its address that it takes WebSockets only', async () => {
    const plain = await t.app.inject({ method: 'GET', url: LIVE_SOCKET_PATH });
    expect(plain.statusCode).toBe(426);
    expect(plain.headers.upgrade).toBe('websocket');
    expect(plain.json()).toEqual({ code: 'BAD_REQUEST', message: MESSAGES.liveSocketOnly });
  });

  it('closes a socket whose hello is missing, malformed or not signed in', async () => {
    const silent = await connect(t.app);
    expect(await silent.closed).toBe(LIVE_CLOSE.badHello);
    const notJson = await connect(t.app);
    notJson.socket.send('xin chào');
    expect(await notJson.closed).toBe(LIVE_CLOSE.badHello);
    const extra = await connect(t.app, { type: 'hello', token: t.token('sale1'), room: 'all' });
    expect(await extra.closed).toBe(LIVE_CLOSE.badHello);
    const forged = await connect(t.app, { type: 'hello', token: `${t.token('sale1')}x` });
    expect(await forged.closed).toBe(LIVE_CLOSE.unauthorized);
    expect(forged.messages).toEqual([]);
    const mustChange = await login(t.app, 'nhanvienmoi');
    const refused = await connect(t.app, { type: 'hello', token: mustChange });
    expect(await refused.closed).toBe(LIVE_CLOSE.forbidden);
  });

  it('closes the socket of a token signed out, and of an account disabled, at the next check', async () => {
    const token = await login(t.app, 'sale2');
    const client = await connect(t.app, { type: 'hello', token });
    await client.until(isReady);
    const out = await t.app.inject({
      method: 'POST',
      url: AUTH_API.logout,
      headers: bearer(token),
      payload: {},
    });
    expect(out.statusCode).toBe(204);
    expect(await client.closed).toBe(LIVE_CLOSE.unauthorized);

    const other = await liveClient('sale1');
    await queryRows(t.app.ctx.db, sql`update users set disabled = true where username = 'sale1'`);
    try {
      expect(await other.closed).toBe(LIVE_CLOSE.unauthorized);
    } finally {
      await queryRows(
        t.app.ctx.db,
        sql`update users set disabled = false where username = 'sale1'`,
      );
    }
  });
});

describe.runIf(process.env.DATABASE_URL)(
  'the realtime channel across API processes (PostgreSQL)',
  () => {
    it('delivers an event committed through one process to a client of another', async () => {
      const other = await startApp({ ...t.config, live: { heartbeatMs: 60_000 } });
      try {
        const token = await login(other, 'ketoan');
        const client = await connect(other, { type: 'hello', token });
        await client.until(isReady);
        const record = order('ADVERTISING');
        await sync([record]);
        const got = await client.until(
          (m): m is LiveEventMessage => m.type === 'event' && m.topic === 'adv-orders',
        );
        expect(got.data).toMatchObject({ code: record.orderCode, campaign: 'Facebook tháng 11' });
        expect(
          client
            .events()
            .map((e) => e.topic)
            .sort(),
        ).toEqual(['adv-orders', 'orders']);
        client.socket.close();
      } finally {
        await other.close();
      }
    });

    it.runIf(process.env.TEST_REDIS_URL)(
      'wakes the processes through Redis pub/sub, one of them relaying PostgreSQL’s notices',
      async () => {
        const redisUrl = process.env.TEST_REDIS_URL ?? '';
        const config = { ...t.config, redisUrl, live: { heartbeatMs: 60_000 } };
        const apps = [await startApp(config), await startApp(config)];
        const redis = new Redis(redisUrl);
        try {
          const clients = await Promise.all(
            apps.map(async (app) =>
              connect(app, { type: 'hello', token: await login(app, 'ketoan') }),
            ),
          );
          for (const client of clients) await client.until(isReady);
          // One relay for the database: the first process holds the lock.
          const { lock } = redisNames(
            t.config.database.kind === 'postgres' ? t.config.database.url : '',
          );
          expect(await redis.get(lock)).toEqual(expect.any(String));
          const record = order('ADVERTISING');
          await sync([record]);
          for (const client of clients) {
            const got = await client.until(
              (m): m is LiveEventMessage => m.type === 'event' && m.topic === 'adv-orders',
            );
            expect(got.data).toMatchObject({ code: record.orderCode });
            client.socket.close();
          }
        } finally {
          for (const app of apps) await app.close();
          redis.disconnect();
        }
      },
    );
  },
);
