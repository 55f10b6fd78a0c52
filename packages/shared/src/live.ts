// The realtime channel: one WebSocket per browser tab (LIVE_API.socket). Every event is a row with
// an increasing id, written in the transaction of the change it reports; a client says the last id
// it saw and is sent exactly what came after, then each new event as it commits.
//
// The client speaks first, with its token in the message (never in the address):
//   → { type: 'hello', token, after? }   after: the last event id it saw (none: from now on)
//   ← { type: 'ready', lastEventId }     every event up to lastEventId was sent before this
//   ← { type: 'event', id, topic, kind, data, at }
//   ← { type: 'reset', lastEventId }     more was missed than is replayed: reload the lists
//   ← { type: 'heartbeat', lastEventId } now and then, so that a silent connection is seen dead
// The server closes with a LIVE_CLOSE code when the token is refused or revoked.
import { z } from 'zod';

export const LIVE_API = { socket: '/api/v1/live/socket' } as const;
export const LIVE_SOCKET_PATH = LIVE_API.socket;

/** What an event is about; each topic is readable by those who may open its screen. */
export const LiveTopic = z.enum(['orders', 'adv-orders']);
export type LiveTopic = z.infer<typeof LiveTopic>;

/** The screens (SCREENS keys) whose readers receive a topic's events. */
export const LIVE_TOPIC_SCREENS = {
  orders: 'reportOrderNotify',
  'adv-orders': 'advOrderNotify',
} as const satisfies Record<LiveTopic, string>;

export const LiveEventKind = z.enum(['order.created', 'order.updated', 'order.acknowledged']);
export type LiveEventKind = z.infer<typeof LiveEventKind>;

/** At most this many missed events are replayed to a client; past it, it reloads its lists. */
export const LIVE_REPLAY_LIMIT = 1000;
/** The server's heartbeat; a client that hears nothing for twice as long reconnects. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** A hello must come this soon after the socket opens. */
export const LIVE_HELLO_TIMEOUT_MS = 10_000;

/** Close codes (the 4000s are the application's). */
export const LIVE_CLOSE = {
  /** No valid hello in time, or a message that is not one. */
  badHello: 4400,
  /** The token is not valid, was revoked (sign-out, password change) or the account disabled. */
  unauthorized: 4401,
  /** The account must change its password first. */
  forbidden: 4403,
  /** The server is shutting down: reconnect. */
  goingAway: 1001,
} as const;

export const LiveHello = z.strictObject({
  type: z.literal('hello'),
  token: z.string().min(1).max(4096),
  after: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
});
export type LiveHello = z.infer<typeof LiveHello>;

export const LiveEventMessage = z.object({
  type: z.literal('event'),
  id: z.number().int(),
  topic: LiveTopic,
  kind: LiveEventKind,
  data: z.record(z.string(), z.unknown()),
  /** When it was committed (ISO). */
  at: z.string(),
});
export type LiveEventMessage = z.infer<typeof LiveEventMessage>;

export const LiveServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), lastEventId: z.number().int() }),
  LiveEventMessage,
  z.object({ type: z.literal('reset'), lastEventId: z.number().int() }),
  z.object({ type: z.literal('heartbeat'), lastEventId: z.number().int() }),
]);
export type LiveServerMessage = z.infer<typeof LiveServerMessage>;
