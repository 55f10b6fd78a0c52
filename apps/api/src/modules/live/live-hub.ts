// A process's sockets of the realtime channel (packages/shared live.ts). Each socket is signed in by
// its first message, sent what it missed since the id it names, then every event as it commits, in
// id order, exactly once, and only the topics its user may read (the screens' own rules, checked
// again with the token at every recheck: a revoked token or a disabled account closes the socket).
import {
  type CurrentUser,
  LIVE_CLOSE,
  LIVE_HELLO_TIMEOUT_MS,
  LIVE_HEARTBEAT_MS,
  LIVE_REPLAY_LIMIT,
  LIVE_TOPIC_SCREENS,
  LiveHello,
  type LiveServerMessage,
  LiveTopic,
} from '@backoffice/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import type { RawData } from 'ws';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { TokenService } from '../../lib/tokens';
import { assertAdmitted, refusalOf, screenAccess, signedInUser } from '../../plugins/access';
import {
  type LiveEventRow,
  lastLiveEventId,
  liveEventsAfter,
  pruneLiveEvents,
} from './live-events.repository';
import type { LiveWake } from './live-wake';

/** Rows read at once, when catching up or dispatching. */
const PAGE = 500;
/** A client this far behind in what it was sent is dropped; it comes back and catches up. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Default recheck of each socket's token and account. */
const RECHECK_MS = 30_000;
/** Default pace of the pruning of events no client can be replayed any more. */
const PRUNE_MS = 10 * 60_000;

type Phase = 'hello' | 'catching-up' | 'live' | 'closed';

interface Client {
  socket: WebSocket;
  phase: Phase;
  /** The token it signed in with ('' until its hello is accepted). */
  token: string;
  /** The topics the user may read, as of the last check. */
  topics: ReadonlySet<LiveTopic>;
  /** The last event id this client has been given (or knowingly passed over). */
  cursor: number;
  /**
   * Heartbeats since its last pong. A socket is dropped at the second unanswered one: the pong of
   * a ping has had a whole beat to come in, even when a long query held the process meanwhile.
   */
  unanswered: number;
}

/** Any signed-in user may hold a socket (one who must change the password first may not). */
const SOCKET_RULE = { roles: [], departments: [], allowInactive: true } as const;

/** The topics a user may read: those whose screen the user may open. */
function readableTopics(user: CurrentUser): Set<LiveTopic> {
  return new Set(
    LiveTopic.options.filter(
      (topic) => refusalOf(user, screenAccess([LIVE_TOPIC_SCREENS[topic]])) === null,
    ),
  );
}

/** The close code of a refusal (an unexpected error: the server's, and the client comes back). */
function closeCode(error: unknown): number {
  if (!(error instanceof AppError)) return LIVE_CLOSE.goingAway;
  return error.statusCode === 401 ? LIVE_CLOSE.unauthorized : LIVE_CLOSE.forbidden;
}

export interface LiveHubOptions {
  db: Database;
  tokens: TokenService;
  wake: LiveWake;
  log: FastifyBaseLogger;
  recheckMs?: number;
  heartbeatMs?: number;
  helloTimeoutMs?: number;
  pruneMs?: number;
}

export class LiveHub {
  private readonly clients = new Set<Client>();
  /** Every event up to this id has been dispatched to the live clients. */
  private dispatched = 0;
  private pumping: Promise<void> | null = null;
  private pumpAgain = false;
  private timers: NodeJS.Timeout[] = [];
  private closed = false;

  constructor(private readonly options: LiveHubOptions) {}

  async start(): Promise<void> {
    this.dispatched = await lastLiveEventId(this.options.db);
    await this.options.wake.start(() => {
      this.wakeUp();
    });
    const heartbeat = setInterval(() => {
      this.heartbeat();
    }, this.options.heartbeatMs ?? LIVE_HEARTBEAT_MS);
    const recheck = setInterval(() => {
      void this.recheck();
    }, this.options.recheckMs ?? RECHECK_MS);
    const prune = setInterval(() => {
      void this.prune();
    }, this.options.pruneMs ?? PRUNE_MS);
    heartbeat.unref();
    recheck.unref();
    prune.unref();
    this.timers = [heartbeat, recheck, prune];
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    await this.options.wake.close();
    for (const client of this.clients) this.drop(client, LIVE_CLOSE.goingAway, 'server closing');
    await this.pumping;
  }

  /** Takes a new socket: it must say hello first. */
  accept(socket: WebSocket): void {
    const client: Client = {
      socket,
      phase: 'hello',
      token: '',
      topics: new Set(),
      cursor: 0,
      unanswered: 0,
    };
    this.clients.add(client);
    const helloTimer = setTimeout(() => {
      // After the input already in: a process held up by a long query sees its timers first.
      setImmediate(() => {
        if (client.phase === 'hello') this.drop(client, LIVE_CLOSE.badHello, 'no hello');
      });
    }, this.options.helloTimeoutMs ?? LIVE_HELLO_TIMEOUT_MS);
    socket.on('pong', () => {
      client.unanswered = 0;
    });
    socket.on('close', () => {
      clearTimeout(helloTimer);
      client.phase = 'closed';
      this.clients.delete(client);
    });
    socket.on('error', () => {
      this.drop(client, LIVE_CLOSE.goingAway, 'socket error');
    });
    socket.on('message', (raw, isBinary) => {
      if (client.phase !== 'hello') return; // Nothing else is expected of a client.
      clearTimeout(helloTimer);
      let hello: LiveHello;
      try {
        if (isBinary) throw new Error('binary');
        hello = LiveHello.parse(JSON.parse(textOf(raw)));
      } catch {
        this.drop(client, LIVE_CLOSE.badHello, 'not a hello');
        return;
      }
      client.phase = 'catching-up';
      this.signIn(client, hello).catch((error: unknown) => {
        this.options.log.warn({ err: error }, 'a realtime client could not catch up');
        this.drop(client, LIVE_CLOSE.goingAway, 'could not catch up');
      });
    });
  }

  /** What a token's user may read now; throws when the token or the account is refused. */
  private async topicsOf(token: string): Promise<Set<LiveTopic>> {
    const user = await signedInUser(this.options.db, this.options.tokens, token);
    assertAdmitted(user, SOCKET_RULE);
    return readableTopics(user);
  }

  /** Signs the client in, sends what it missed, and makes it live. */
  private async signIn(client: Client, hello: LiveHello): Promise<void> {
    try {
      client.topics = await this.topicsOf(hello.token);
      client.token = hello.token;
    } catch (error) {
      this.drop(client, closeCode(error), 'refused');
      return;
    }
    const { db } = this.options;
    if (hello.after === undefined) {
      client.cursor = Math.max(this.dispatched, await lastLiveEventId(db));
    } else {
      client.cursor = hello.after;
      const last = await lastLiveEventId(db);
      const missed = await liveEventsAfter(db, hello.after, 1);
      const first = missed[0]?.id;
      // Ahead of the database (another database since), or more missed than is replayed, or
      // events no longer kept: the lists are read again, from now on.
      const gone = first !== undefined && first > hello.after + 1;
      if (hello.after > last || last - hello.after > LIVE_REPLAY_LIMIT || gone) {
        client.cursor = last;
        this.send(client, { type: 'reset', lastEventId: last });
      }
    }
    for (;;) {
      if (!catchingUp(client)) return;
      const rows = await liveEventsAfter(db, client.cursor, PAGE);
      for (const row of rows) this.deliver(client, row, JSON.stringify(eventMessage(row)));
      if (!catchingUp(client)) return;
      // Live from here: the hub sends each event it dispatches after this client's cursor.
      if (rows.length < PAGE && client.cursor >= this.dispatched) {
        client.phase = 'live';
        this.send(client, { type: 'ready', lastEventId: client.cursor });
        return;
      }
    }
  }

  /** Sends one event to a client unless it was given it already, or may not read it. */
  private deliver(client: Client, row: LiveEventRow, text: string): void {
    if (row.id <= client.cursor) return;
    client.cursor = row.id;
    if (!client.topics.has(row.topic)) return;
    if (client.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      // Too slow to keep up: it comes back and catches up from its last id.
      this.drop(client, LIVE_CLOSE.goingAway, 'too far behind');
      return;
    }
    client.socket.send(text);
  }

  private send(client: Client, message: LiveServerMessage): void {
    if (client.phase === 'closed') return;
    client.socket.send(JSON.stringify(message));
  }

  private drop(client: Client, code: number, reason: string): void {
    if (client.phase === 'closed') return;
    client.phase = 'closed';
    this.clients.delete(client);
    client.socket.close(code, reason);
  }

  /** Deletes the events too old to be replayed (every process may: the second finds none). */
  private async prune(): Promise<void> {
    try {
      const gone = await pruneLiveEvents(this.options.db);
      if (gone > 0) this.options.log.info({ gone }, 'pruned old realtime events');
    } catch (error) {
      this.options.log.warn({ err: error }, 'could not prune the realtime events');
    }
  }

  /** Reads what committed since the last dispatch (once at a time; again if woken meanwhile). */
  private wakeUp(): void {
    if (this.closed) return;
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = this.pump()
      .catch((error: unknown) => {
        this.options.log.warn({ err: error }, 'could not read the realtime events');
      })
      .finally(() => {
        this.pumping = null;
        if (this.pumpAgain) {
          this.pumpAgain = false;
          this.wakeUp();
        }
      });
  }

  private async pump(): Promise<void> {
    for (;;) {
      const rows = await liveEventsAfter(this.options.db, this.dispatched, PAGE);
      for (const row of rows) {
        const text = JSON.stringify(eventMessage(row));
        for (const client of this.clients) {
          if (client.phase === 'live') this.deliver(client, row, text);
        }
        this.dispatched = row.id;
      }
      if (rows.length < PAGE) return;
    }
  }

  private heartbeat(): void {
    for (const client of this.clients) {
      if (client.unanswered >= 2) {
        client.phase = 'closed';
        this.clients.delete(client);
        client.socket.terminate();
        continue;
      }
      client.unanswered += 1;
      client.socket.ping();
      if (client.phase === 'live') {
        this.send(client, { type: 'heartbeat', lastEventId: client.cursor });
      }
    }
    // A notification lost with its connection is made up for here at the latest.
    this.wakeUp();
  }

  /** Checks every signed-in socket's token and account again, and what its user may read now. */
  private async recheck(): Promise<void> {
    for (const client of [...this.clients]) {
      // Signed in (a hello still being checked is not yet).
      if (client.token === '' || client.phase === 'closed') continue;
      try {
        client.topics = await this.topicsOf(client.token);
      } catch (error) {
        // The database not answering leaves the socket as it was until the next check.
        if (!(error instanceof AppError)) continue;
        this.drop(client, closeCode(error), 'revoked');
      }
    }
  }
}

/** Read through a call, as the socket's events change it while a catch-up awaits. */
const catchingUp = (client: Client) => client.phase === 'catching-up';

function textOf(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  if (Buffer.isBuffer(raw)) return raw.toString('utf8');
  return Buffer.from(new Uint8Array(raw)).toString('utf8');
}

function eventMessage(row: LiveEventRow): LiveServerMessage {
  return {
    type: 'event',
    id: row.id,
    topic: row.topic,
    kind: row.kind,
    data: row.data,
    at: row.at,
  };
}
