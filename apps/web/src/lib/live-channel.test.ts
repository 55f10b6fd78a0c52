import type { LiveEventMessage, LiveServerMessage } from '@backoffice/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveChannel } from './live-channel';

class FakeSocket {
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  sent: Record<string, unknown>[] = [];
  constructor(readonly url: string) {}
  send(text: string) {
    this.sent.push(JSON.parse(text) as Record<string, unknown>);
  }
  close() {
    this.onclose?.({ code: 1000 });
  }
  push(message: LiveServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const event = (id: number, topic: 'orders' | 'adv-orders' = 'orders'): LiveServerMessage => ({
  type: 'event',
  id,
  topic,
  kind: 'order.created',
  data: { code: `TSO-${String(id)}` },
  at: '2026-11-28T03:00:00.000Z',
});

describe('the realtime channel of a tab', () => {
  let sockets: FakeSocket[];
  let token: string | null;
  let channel: LiveChannel;
  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    token = 'token-a';
    channel = new LiveChannel(
      (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket as unknown as WebSocket;
      },
      () => token,
    );
  });
  afterEach(() => {
    channel.close();
    vi.useRealTimers();
  });

  const opened = (index: number) => {
    const socket = sockets[index];
    if (!socket) throw new Error(`no socket ${String(index)}`);
    socket.onopen?.();
    return socket;
  };

  it('resumes after a drop from the last event it got, each event handed once, in order', async () => {
    const got: number[] = [];
    channel.follow(
      { topic: 'orders', onEvent: (e) => got.push(e.id), onReset: () => undefined },
      40,
    );
    const first = opened(0);
    expect(first.sent).toEqual([{ type: 'hello', token: 'token-a', after: 40 }]);
    first.push({ type: 'ready', lastEventId: 40 });
    expect(channel.current.status).toBe('live');
    first.push(event(41));
    first.push(event(42, 'adv-orders'));
    first.push(event(43));
    first.onclose?.({ code: 1006 });
    expect(channel.current).toMatchObject({ status: 'offline', retries: 1 });
    // Backoff: one second and up to half as much again.
    await vi.advanceTimersByTimeAsync(1600);
    const second = opened(1);
    expect(second.sent).toEqual([{ type: 'hello', token: 'token-a', after: 43 }]);
    second.push(event(43));
    second.push(event(44));
    second.push({ type: 'ready', lastEventId: 44 });
    expect(got).toEqual([41, 43, 44]);
  });

  it('hands a follower that joins late what it missed, or tells it to read its list again', () => {
    channel.follow({ topic: 'orders', onEvent: () => undefined, onReset: () => undefined }, 40);
    const socket = opened(0);
    socket.push(event(41));
    socket.push(event(42));
    const late: LiveEventMessage[] = [];
    channel.follow({ topic: 'orders', onEvent: (e) => late.push(e), onReset: () => undefined }, 41);
    expect(late.map((e) => e.id)).toEqual([42]);
    const resets: string[] = [];
    channel.follow(
      { topic: 'orders', onEvent: () => undefined, onReset: () => resets.push('old') },
      12,
    );
    expect(resets).toEqual(['old']);
    socket.push({ type: 'reset', lastEventId: 90 });
    expect(resets).toEqual(['old', 'old']);
  });

  it('stays closed when its token is refused, and tries again with a new one', async () => {
    channel.follow({ topic: 'orders', onEvent: () => undefined, onReset: () => undefined }, 0);
    opened(0).onclose?.({ code: 4401 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(channel.current.status).toBe('offline');
    token = 'token-b';
    channel.reconnect();
    expect(opened(1).sent[0]).toMatchObject({ token: 'token-b' });
  });

  it('closes a connection it has heard nothing from for two heartbeats', async () => {
    channel.follow({ topic: 'orders', onEvent: () => undefined, onReset: () => undefined }, 0);
    const socket = opened(0);
    const close = vi.spyOn(socket, 'close');
    await vi.advanceTimersByTimeAsync(49_000);
    expect(close).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(close).toHaveBeenCalled();
  });
});
