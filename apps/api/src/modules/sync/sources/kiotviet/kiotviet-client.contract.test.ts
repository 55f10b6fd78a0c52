// The KiotViet HTTP client against a local server answering as KiotViet's public API does.
import { afterEach, describe, expect, it } from 'vitest';
import { type SourcePage } from '../../source-kit/source';
import { PermanentSourceError } from '../../source-kit/source-errors';
import { networkGuard } from '../../source-kit/network-guard';
import { readBody, sendJson, startLocalServer } from '../../source-kit/local-server.testing';
import { KiotvietHttpClient } from './kiotviet-client';
import { KIOTVIET_PAGE_SIZE, KvProductRecord } from './kiotviet-records';

const products = Array.from({ length: 230 }, (_, i) => ({
  id: 31_000_000 + i,
  code: `SP${String(i).padStart(5, '0')}`,
  name: `Sản phẩm ${i}`,
  fullName: `Sản phẩm ${i}`,
  categoryId: 1083489,
  categoryName: 'Thuốc không kê đơn',
  unit: 'Hộp',
  images: i % 10 === 0 ? [`https://cdn.kiotviet.vn/${i}.jpg`] : null,
  isActive: i % 7 !== 0,
  modifiedDate: `2026-01-${String(1 + (i % 28)).padStart(2, '0')}T08:00:00.0000000`,
  createdDate: '2025-06-01T08:00:00.0000000',
  retailerId: 500123,
}));
const removed = [31_999_001, 31_999_002];

interface Options {
  tokenUses?: number;
  throttleCalls?: number[];
  secret?: string;
}

async function startKiotviet(options: Options = {}) {
  const stats = {
    tokenRequests: 0,
    tokenForms: [] as URLSearchParams[],
    listCalls: 0,
    queries: [] as URLSearchParams[],
    retailers: [] as (string | undefined)[],
    callTimes: [] as number[],
  };
  const uses = new Map<string, number>();
  const server = await startLocalServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'POST' && url.pathname === '/connect/token') {
      const form = new URLSearchParams(await readBody(request));
      stats.tokenForms.push(form);
      if (
        form.get('grant_type') !== 'client_credentials' ||
        form.get('client_secret') !== (options.secret ?? 'secret-1')
      ) {
        sendJson(response, 400, { error: 'invalid_client' });
        return;
      }
      stats.tokenRequests += 1;
      const token = `kv-${stats.tokenRequests}`;
      uses.set(token, 0);
      sendJson(response, 200, { access_token: token, expires_in: 86400, token_type: 'Bearer' });
      return;
    }
    if (request.method !== 'GET' || url.pathname !== '/products') {
      sendJson(response, 404, { responseStatus: { errorCode: 'NotFound' } });
      return;
    }
    stats.listCalls += 1;
    stats.callTimes.push(Date.now());
    stats.queries.push(url.searchParams);
    stats.retailers.push(request.headers.retailer as string | undefined);
    if (options.throttleCalls?.includes(stats.listCalls)) {
      sendJson(
        response,
        429,
        { responseStatus: { errorCode: 'TooManyRequests' } },
        { 'retry-after': '1' },
      );
      return;
    }
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const used = uses.get(token);
    if (used === undefined || (options.tokenUses !== undefined && used >= options.tokenUses)) {
      sendJson(response, 401, {
        responseStatus: { errorCode: 'TokenException', message: 'Token expired' },
      });
      return;
    }
    uses.set(token, used + 1);
    const pageSize = Number(url.searchParams.get('pageSize'));
    if (pageSize > KIOTVIET_PAGE_SIZE) {
      sendJson(response, 400, { responseStatus: { message: 'pageSize tối đa 100' } });
      return;
    }
    const since = url.searchParams.get('lastModifiedFrom');
    const rows = products.filter((p) => !since || p.modifiedDate >= since);
    const currentItem = Number(url.searchParams.get('currentItem'));
    sendJson(response, 200, {
      total: rows.length,
      pageSize,
      data: rows.slice(currentItem, currentItem + pageSize),
      removeId: url.searchParams.get('includeRemoveIds') === 'true' ? removed : undefined,
      timestamp: '2026-01-30T10:00:00',
    });
  });
  return { ...server, stats };
}

const settings = (url: string) => ({
  baseUrl: url,
  tokenUrl: `${url}/connect/token`,
  retailer: 'thuanphat',
  clientId: 'client-1',
});
const fastRetry = { attempts: 4, baseDelayMs: 10, maxDelayMs: 5_000 };
// The local server is on 127.0.0.1: allowed as CONNECTOR_ALLOW_PRIVATE_NETWORK=true allows it.
const localNetwork = networkGuard(true);

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function readAll(client: KiotvietHttpClient, since: string | null = null) {
  const pages: SourcePage[] = [];
  let cursor: string | null = null;
  do {
    const page = await client.fetchPage({ entity: 'products', cursor, since });
    pages.push(page);
    cursor = page.next;
  } while (cursor !== null);
  return pages;
}

describe('KiotViet HTTP client', () => {
  it('takes a client-credentials token, then pages with pageSize 100 and currentItem to the end', async () => {
    const server = await startKiotviet();
    close = server.close;
    const client = new KiotvietHttpClient(settings(server.url), 'secret-1', {
      retry: fastRetry,
      network: localNetwork,
    });
    const pages = await readAll(client);
    expect(pages).toHaveLength(3);
    expect(pages.flatMap((p) => p.records).map((r) => KvProductRecord.parse(r).id)).toEqual(
      products.map((p) => p.id),
    );
    expect(server.stats.queries.map((q) => [q.get('pageSize'), q.get('currentItem')])).toEqual([
      ['100', '0'],
      ['100', '100'],
      ['100', '200'],
    ]);
    expect(server.stats.retailers).toEqual(['thuanphat', 'thuanphat', 'thuanphat']);
    const form = server.stats.tokenForms[0];
    expect(form?.get('scopes')).toBe('PublicApi.Access');
    expect(form?.get('client_id')).toBe('client-1');
    expect(server.stats.tokenRequests).toBe(1);
  });

  it('asks for removed ids and changes since lastModifiedFrom, and hands the removed ids on once', async () => {
    const server = await startKiotviet();
    close = server.close;
    const client = new KiotvietHttpClient(settings(server.url), 'secret-1', {
      retry: fastRetry,
      network: localNetwork,
    });
    const since = '2026-01-20T00:00:00';
    const pages = await readAll(client, since);
    expect(server.stats.queries.every((q) => q.get('lastModifiedFrom') === since)).toBe(true);
    expect(server.stats.queries.every((q) => q.get('includeRemoveIds') === 'true')).toBe(true);
    expect(pages.flatMap((p) => p.records)).toHaveLength(
      products.filter((p) => p.modifiedDate >= since).length,
    );
    expect(pages.flatMap((p) => p.removedIds ?? [])).toEqual(removed.map(String));
  });

  it('takes a new token once when the current one expired', async () => {
    const server = await startKiotviet({ tokenUses: 1 });
    close = server.close;
    const client = new KiotvietHttpClient(settings(server.url), 'secret-1', {
      retry: fastRetry,
      network: localNetwork,
    });
    const records = (await readAll(client)).flatMap((p) => p.records);
    expect(records).toHaveLength(products.length);
    expect(server.stats.tokenRequests).toBe(3);
  });

  it('stops with a permanent error when the client secret is refused', async () => {
    const server = await startKiotviet({ secret: 'other' });
    close = server.close;
    const client = new KiotvietHttpClient(settings(server.url), 'secret-1', {
      retry: fastRetry,
      network: localNetwork,
    });
    await expect(
      client.fetchPage({ entity: 'products', cursor: null, since: null }),
    ).rejects.toBeInstanceOf(PermanentSourceError);
  });

  it('honours Retry-After on a 429', async () => {
    const server = await startKiotviet({ throttleCalls: [1] });
    close = server.close;
    const client = new KiotvietHttpClient(settings(server.url), 'secret-1', {
      retry: fastRetry,
      network: localNetwork,
    });
    const records = (await readAll(client)).flatMap((p) => p.records);
    expect(records).toHaveLength(products.length);
    const [first, second] = server.stats.callTimes;
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(950);
  });
});
