// The thuocsi HTTP client against a local server answering as the seller API does.
import { afterEach, describe, expect, it } from 'vitest';
import { EcommerceDemoData } from '../../../../demo-data/dataset';
import { type SourcePage } from '../../source-kit/source';
import { PermanentSourceError } from '../../source-kit/source-errors';
import { networkGuard } from '../../source-kit/network-guard';
import { ThuocsiHttpClient } from './thuocsi-client';
import { startThuocsiServer } from './thuocsi-server.testing';
import { TsOrderRecord } from './thuocsi-records';

const data = new EcommerceDemoData({
  orderLines: 600,
  anchorMs: Date.UTC(2026, 0, 1) - 7 * 3_600_000,
});
const orders = Array.from({ length: data.orderCount }, (_, i) => data.order(i));
const fastRetry = { attempts: 4, baseDelayMs: 10, maxDelayMs: 5_000 };
// The local server is on 127.0.0.1: allowed as CONNECTOR_ALLOW_PRIVATE_NETWORK=true allows it.
const localNetwork = networkGuard(true);

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function readAll(client: ThuocsiHttpClient, entity: string, since: string | null = null) {
  const pages: SourcePage[] = [];
  let cursor: string | null = null;
  do {
    const page = await client.fetchPage({ entity, cursor, since });
    pages.push(page);
    cursor = page.next;
  } while (cursor !== null);
  return pages;
}

describe('thuocsi HTTP client', () => {
  it('reads every page to the end with a bearer token, in the documented record format', async () => {
    const server = await startThuocsiServer({ apiKey: 'key-1', records: { orders } });
    close = server.close;
    const client = new ThuocsiHttpClient({ baseUrl: server.url, pageSize: 50 }, 'key-1', {
      retry: fastRetry,
      network: localNetwork,
    });

    const pages = await readAll(client, 'orders');
    const records = pages.flatMap((p) => p.records);
    expect(pages.length).toBe(Math.ceil(orders.length / 50));
    expect(records).toHaveLength(orders.length);
    expect(records.map((r) => TsOrderRecord.parse(r).orderCode)).toEqual(
      orders.map((o) => o.orderCode),
    );
    expect(server.stats.queries.map((q) => q.get('offset'))).toEqual(
      pages.map((_, i) => String(i * 50)),
    );
    expect(server.stats.queries.every((q) => q.get('limit') === '50')).toBe(true);
    expect(server.stats.tokenRequests).toBe(1);
  });

  it('asks only for what changed since the cursor (updatedFrom)', async () => {
    const server = await startThuocsiServer({ apiKey: 'key-1', records: { orders } });
    close = server.close;
    const client = new ThuocsiHttpClient({ baseUrl: server.url, pageSize: 1000 }, 'key-1', {
      retry: fastRetry,
      network: localNetwork,
    });
    const since = orders[100]?.updatedTime ?? '';
    const records = (await readAll(client, 'orders', since)).flatMap((p) => p.records);
    expect(server.stats.queries[0]?.get('updatedFrom')).toBe(since);
    expect(records.length).toBe(
      orders.filter((o) => Date.parse(o.updatedTime) >= Date.parse(since)).length,
    );
    expect(records.length).toBeLessThan(orders.length);
  });

  it('fetches a new token once when the token expires, and carries on', async () => {
    const server = await startThuocsiServer({ apiKey: 'key-1', records: { orders }, tokenUses: 2 });
    close = server.close;
    const client = new ThuocsiHttpClient({ baseUrl: server.url, pageSize: 40 }, 'key-1', {
      retry: fastRetry,
      network: localNetwork,
    });
    const records = (await readAll(client, 'orders')).flatMap((p) => p.records);
    expect(records).toHaveLength(orders.length);
    // Every third call finds its token expired: one refresh each time, never two in a row.
    const pages = Math.ceil(orders.length / 40);
    expect(server.stats.tokenRequests).toBe(Math.ceil(pages / 2));
    expect(server.stats.listCalls).toBe(pages + server.stats.tokenRequests - 1);
  });

  it('gives up with a permanent error when a fresh token is refused too', async () => {
    const server = await startThuocsiServer({ apiKey: 'key-1', records: { orders }, tokenUses: 0 });
    close = server.close;
    const client = new ThuocsiHttpClient({ baseUrl: server.url, pageSize: 40 }, 'key-1', {
      retry: fastRetry,
      network: localNetwork,
    });
    await expect(
      client.fetchPage({ entity: 'orders', cursor: null, since: null }),
    ).rejects.toBeInstanceOf(PermanentSourceError);
    expect(server.stats.tokenRequests).toBe(2);
  });

  it('refuses a wrong API key without retrying it', async () => {
    const server = await startThuocsiServer({ apiKey: 'key-1', records: { orders } });
    close = server.close;
    const client = new ThuocsiHttpClient({ baseUrl: server.url, pageSize: 40 }, 'wrong', {
      retry: fastRetry,
      network: localNetwork,
    });
    await expect(client.fetchPage({ entity: 'orders', cursor: null, since: null })).rejects.toThrow(
      /401/,
    );
    expect(server.stats.listCalls).toBe(0);
  });

  it('waits as long as Retry-After says after a 429, then goes on', async () => {
    const server = await startThuocsiServer({
      apiKey: 'key-1',
      records: { orders },
      throttleCalls: [2],
      retryAfterSeconds: 1,
    });
    close = server.close;
    const retries: number[] = [];
    const client = new ThuocsiHttpClient({ baseUrl: server.url, pageSize: 100 }, 'key-1', {
      retry: fastRetry,
      network: localNetwork,
      onRetry: ({ delayMs }) => retries.push(delayMs),
    });
    const records = (await readAll(client, 'orders')).flatMap((p) => p.records);
    expect(records).toHaveLength(orders.length);
    expect(server.stats.throttled).toEqual([2]);
    expect(retries).toEqual([1000]);
    const [, throttledAt, retriedAt] = server.stats.callTimes;
    expect((retriedAt ?? 0) - (throttledAt ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it('retries a 503 with exponential backoff', async () => {
    const server = await startThuocsiServer({
      apiKey: 'key-1',
      records: { orders },
      failCalls: [1, 2],
    });
    close = server.close;
    const retries: number[] = [];
    const client = new ThuocsiHttpClient({ baseUrl: server.url, pageSize: 1000 }, 'key-1', {
      retry: fastRetry,
      network: localNetwork,
      onRetry: ({ delayMs }) => retries.push(delayMs),
    });
    const page = await client.fetchPage({ entity: 'orders', cursor: null, since: null });
    expect(page.records).toHaveLength(orders.length);
    expect(retries).toEqual([10, 20]);
  });
});
