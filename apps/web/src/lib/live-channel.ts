// The realtime channel of this tab (packages/shared live.ts): one WebSocket, opened while a screen
// follows it, signed in by its first message, resumed from the last event id seen after any drop
// (backoff with jitter), so that a follower gets every event after the id its list was read at,
// once. A follower whose list is older than what the channel still holds is told to read it again.
import {
  LIVE_API,
  LIVE_CLOSE,
  LIVE_HEARTBEAT_MS,
  type LiveEventMessage,
  LiveServerMessage,
  type LiveTopic,
} from '@backoffice/shared';
import { useEffect, useRef, useState } from 'react';
import { useSessionStore } from './session-store';

export type LiveStatus = 'connecting' | 'live' | 'offline';

export interface LiveState {
  status: LiveStatus;
  /** When the channel last caught up (after a connection, or a reconnection). */
  caughtUpAt: number | null;
  /** Reconnections tried since the last success. */
  retries: number;
}

export interface LiveFollower {
  topic: LiveTopic;
  /** Each event of the topic after the id the follower started from, in order, once. */
  onEvent: (event: LiveEventMessage) => void;
  /** More was missed than can be replayed: read the list again (and follow from its id). */
  onReset: () => void;
}

/** Reconnection delays: from 1 s, doubling, at most 30 s, each with up to half of it at random. */
const BACKOFF = { first: 1000, max: 30_000 };
/** Events kept to hand a follower that joins after them. */
const KEPT = 500;
/** The socket of a tab no screen follows any more closes after this. */
const CLOSE_GRACE_MS = 2000;

type Listener = (state: LiveState) => void;

interface Follow extends LiveFollower {
  /** The last event id this follower was given (or started from). */
  cursor: number;
}

/** The channel: one per tab (`liveChannel`); tests make their own with a fake socket. */
export class LiveChannel {
  private socket: WebSocket | null = null;
  private follows = new Set<Follow>();
  private listeners = new Set<Listener>();
  private kept: LiveEventMessage[] = [];
  /** The last event id received (the resume point); null before the first connection. */
  private lastId: number | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private watchdog: ReturnType<typeof setTimeout> | null = null;
  private closeTimer: ReturnType<typeof setTimeout> | null = null;
  private state: LiveState = { status: 'offline', caughtUpAt: null, retries: 0 };

  constructor(
    private readonly open: (url: string) => WebSocket = (url) => new WebSocket(url),
    private readonly token: () => string | null = () => useSessionStore.getState().token,
  ) {}

  get current(): LiveState {
    return this.state;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /**
   * Follows a topic from `after` (the id a list was read at). Events the channel already has after
   * it are given at once; the socket opens if it was not. Returns the way to stop.
   */
  follow(follower: LiveFollower, after: number): () => void {
    const follow: Follow = { ...follower, cursor: after };
    this.follows.add(follow);
    if (this.lastId !== null && after < this.lastId) {
      const oldest = this.kept[0]?.id;
      if (oldest === undefined || oldest > after + 1) {
        // What it missed is no longer here (or never was): its list is read again.
        follow.cursor = this.lastId;
        follower.onReset();
      } else {
        for (const event of this.kept) this.hand(follow, event);
      }
    }
    // Not connected yet: resume from the newest point a follower knows (the others are past it).
    if (!this.socket && (this.lastId === null || after > this.lastId)) this.lastId = after;
    if (this.closeTimer) clearTimeout(this.closeTimer);
    this.closeTimer = null;
    this.connect();
    return () => {
      this.follows.delete(follow);
      if (this.follows.size > 0) return;
      // Kept a moment: a screen that reads its list again follows again at once.
      this.closeTimer = setTimeout(() => {
        this.closeTimer = null;
        if (this.follows.size === 0) this.close();
      }, CLOSE_GRACE_MS);
    };
  }

  private hand(follow: Follow, event: LiveEventMessage): void {
    if (event.id <= follow.cursor) return;
    follow.cursor = event.id;
    if (event.topic === follow.topic) follow.onEvent(event);
  }

  private setState(next: Partial<LiveState>): void {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener(this.state);
  }

  private connect(): void {
    if (this.socket || this.retryTimer) return;
    const token = this.token();
    if (!token) {
      this.setState({ status: 'offline' });
      return;
    }
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const socket = this.open(`${scheme}://${window.location.host}${LIVE_API.socket}`);
    this.socket = socket;
    this.setState({ status: 'connecting' });
    socket.onopen = () => {
      socket.send(
        JSON.stringify({
          type: 'hello',
          token,
          ...(this.lastId !== null && { after: this.lastId }),
        }),
      );
      this.armWatchdog();
    };
    socket.onmessage = (message) => {
      this.armWatchdog();
      const parsed = LiveServerMessage.safeParse(JSON.parse(String(message.data)));
      if (!parsed.success) return;
      this.receive(parsed.data);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.disarmWatchdog();
      if (this.follows.size === 0) {
        this.setState({ status: 'offline', retries: 0 });
        return;
      }
      // Refused: signed out, or a password to change. The next sign-in's screens follow again.
      const refused = event.code === LIVE_CLOSE.unauthorized || event.code === LIVE_CLOSE.forbidden;
      if (refused && this.token() === token) {
        this.setState({ status: 'offline' });
        return;
      }
      this.retry();
    };
  }

  private receive(message: LiveServerMessage): void {
    switch (message.type) {
      case 'event': {
        if (this.lastId !== null && message.id <= this.lastId) return;
        this.lastId = message.id;
        this.kept.push(message);
        if (this.kept.length > KEPT) this.kept.splice(0, this.kept.length - KEPT);
        for (const follow of this.follows) this.hand(follow, message);
        return;
      }
      case 'reset': {
        this.lastId = message.lastEventId;
        this.kept = [];
        for (const follow of this.follows) {
          follow.cursor = message.lastEventId;
          follow.onReset();
        }
        return;
      }
      case 'ready':
        this.setState({ status: 'live', caughtUpAt: Date.now(), retries: 0 });
        return;
      case 'heartbeat':
        return;
    }
  }

  private retry(): void {
    const retries = this.state.retries + 1;
    const base = Math.min(BACKOFF.first * 2 ** (retries - 1), BACKOFF.max);
    const delay = base + Math.random() * base * 0.5;
    this.setState({ status: 'offline', retries });
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, delay);
  }

  /** Nothing heard for two heartbeats: the connection is gone though no one said so. */
  private armWatchdog(): void {
    this.disarmWatchdog();
    this.watchdog = setTimeout(() => {
      this.socket?.close();
    }, LIVE_HEARTBEAT_MS * 2);
  }

  private disarmWatchdog(): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = null;
  }

  /** Tries again now (the user asked, or the browser is back online). */
  reconnect(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    if (this.follows.size > 0) this.connect();
  }

  /** Closes the socket now (signing out; a screen's follow closes it by itself when it goes). */
  close(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.disarmWatchdog();
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    // What it kept was its user's to read: the next follower starts from its own list.
    this.lastId = null;
    this.kept = [];
    this.setState({ status: 'offline', retries: 0, caughtUpAt: null });
  }
}

export const liveChannel = new LiveChannel();

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    liveChannel.reconnect();
  });
}

/** The channel's state, for a screen's live indicator. */
export function useLiveState(channel: LiveChannel = liveChannel): LiveState {
  const [state, setState] = useState(channel.current);
  useEffect(() => channel.subscribe(setState), [channel]);
  return state;
}

/**
 * Follows a topic from `after` while the screen is shown and `after` is known (its list read);
 * the handlers may change between renders.
 */
export function useLiveFollow(
  follower: LiveFollower,
  after: number | null,
  channel: LiveChannel = liveChannel,
): void {
  const latest = useRef(follower);
  latest.current = follower;
  const { topic } = follower;
  useEffect(() => {
    if (after === null) return;
    return channel.follow(
      {
        topic,
        onEvent: (event) => {
          latest.current.onEvent(event);
        },
        onReset: () => {
          latest.current.onReset();
        },
      },
      after,
    );
  }, [channel, topic, after]);
}
