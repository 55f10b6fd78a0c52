// The MISA client against a local server answering as the AMIS accounting open API (actopen) does.
import { afterEach, describe, expect, it } from 'vitest';
import { type SourcePage } from '../../source-kit/source';
import { PermanentSourceError } from '../../source-kit/source-errors';
import { networkGuard } from '../../source-kit/network-guard';
import { readBody, sendJson, startLocalServer } from '../../source-kit/local-server.testing';
import { MisaHttpClient } from './misa-client';
import { MISA_DATA_TYPE_INVENTORY_ITEM, MisaInventoryItemRecord } from './misa-records';

const items = Array.from({ length: 250 }, (_, i) => ({
  dictionary_type: 2,
  inventory_item_id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  inventory_item_code: `VT-${String(i).padStart(4, '0')}`,
  inventory_item_name: `Vật tư ${i}`,
  unit_name: 'Hộp',
  inactive: i % 25 === 0,
  modified_date: `2026-01-${String(1 + (i % 28)).padStart(2, '0')}T08:00:00+07:00`,
}));

interface Options {
  tokenUses?: number;
  throttleCalls?: number[];
}

async function startMisa(options: Options = {}) {
  const stats = {
    connects: 0,
    calls: 0,
    bodies: [] as Record<string, unknown>[],
    callTimes: [] as number[],
    saved: [] as unknown[],
  };
  const uses = new Map<string, number>();
  const envelope = (data: unknown) => ({
    Success: true,
    ErrorCode: null,
    ErrorMessage: null,
    Data: JSON.stringify(data),
  });
  const server = await startLocalServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
    if (url.pathname === '/api/oauth/actopen/connect') {
      if (body.app_id !== 'app-1' || body.access_code !== 'code-1') {
        sendJson(response, 200, {
          Success: false,
          ErrorCode: 'InvalidAppID',
          ErrorMessage: 'Sai app_id',
          Data: null,
        });
        return;
      }
      stats.connects += 1;
      const token = `misa-${stats.connects}`;
      uses.set(token, 0);
      sendJson(
        response,
        200,
        envelope({ access_token: token, expired_time: '2026-12-31T00:00:00' }),
      );
      return;
    }
    stats.calls += 1;
    stats.callTimes.push(Date.now());
    stats.bodies.push(body);
    if (options.throttleCalls?.includes(stats.calls)) {
      sendJson(
        response,
        429,
        { Success: false, ErrorCode: 'TooManyRequests' },
        { 'retry-after': '1' },
      );
      return;
    }
    const token = String(request.headers['x-misa-accesstoken'] ?? '');
    const used = uses.get(token);
    if (used === undefined || (options.tokenUses !== undefined && used >= options.tokenUses)) {
      sendJson(response, 200, {
        Success: false,
        ErrorCode: 'ExpiredToken',
        ErrorMessage: 'Token hết hạn',
        Data: null,
      });
      return;
    }
    uses.set(token, used + 1);
    if (url.pathname === '/apir/sync/actopen/get_dictionary') {
      const since = body.last_sync_time as string | null;
      const rows = items.filter((i) => !since || Date.parse(i.modified_date) >= Date.parse(since));
      const skip = Number(body.skip);
      sendJson(response, 200, envelope(rows.slice(skip, skip + Number(body.take))));
      return;
    }
    if (url.pathname === '/apir/sync/actopen/save') {
      stats.saved.push(...(body.voucher as unknown[]));
      sendJson(response, 200, envelope([{ Success: true }]));
      return;
    }
    sendJson(response, 404, { Success: false, ErrorCode: 'NotFound' });
  });
  return { ...server, stats };
}

const settings = (url: string) => ({ baseUrl: url, appId: 'app-1', orgCompanyCode: 'thuanphat' });
const fastRetry = { attempts: 4, baseDelayMs: 10, maxDelayMs: 5_000 };
// The local server is on 127.0.0.1: allowed as CONNECTOR_ALLOW_PRIVATE_NETWORK=true allows it.
const localNetwork = networkGuard(true);

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function readAll(client: MisaHttpClient, since: string | null = null) {
  const pages: SourcePage[] = [];
  let cursor: string | null = null;
  do {
    const page = await client.fetchPage({ entity: 'inventoryItems', cursor, since });
    pages.push(page);
    cursor = page.next;
  } while (cursor !== null);
  return pages;
}

describe('MISA HTTP client', () => {
  it('connects with app id and access code, then reads the dictionary with skip/take to a short page', async () => {
    const server = await startMisa();
    close = server.close;
    const client = new MisaHttpClient(
      settings(server.url),
      'code-1',
      { retry: fastRetry, network: localNetwork },
      100,
    );
    const pages = await readAll(client);
    expect(pages).toHaveLength(3);
    const records = pages.flatMap((p) => p.records).map((r) => MisaInventoryItemRecord.parse(r));
    expect(records.map((r) => r.inventory_item_code)).toEqual(
      items.map((i) => i.inventory_item_code),
    );
    expect(server.stats.bodies.map((b) => [b.skip, b.take, b.data_type, b.app_id])).toEqual([
      [0, 100, MISA_DATA_TYPE_INVENTORY_ITEM, 'app-1'],
      [100, 100, MISA_DATA_TYPE_INVENTORY_ITEM, 'app-1'],
      [200, 100, MISA_DATA_TYPE_INVENTORY_ITEM, 'app-1'],
    ]);
    expect(server.stats.connects).toBe(1);
  });

  it('sends last_sync_time for what changed since the cursor', async () => {
    const server = await startMisa();
    close = server.close;
    const client = new MisaHttpClient(
      settings(server.url),
      'code-1',
      { retry: fastRetry, network: localNetwork },
      1000,
    );
    const since = '2026-01-20T00:00:00+07:00';
    const records = (await readAll(client, since)).flatMap((p) => p.records);
    expect(server.stats.bodies[0]?.last_sync_time).toBe(since);
    expect(records.length).toBe(
      items.filter((i) => Date.parse(i.modified_date) >= Date.parse(since)).length,
    );
  });

  it('connects again once when the token expired (ErrorCode ExpiredToken)', async () => {
    const server = await startMisa({ tokenUses: 2 });
    close = server.close;
    const client = new MisaHttpClient(
      settings(server.url),
      'code-1',
      { retry: fastRetry, network: localNetwork },
      100,
    );
    const records = (await readAll(client)).flatMap((p) => p.records);
    expect(records).toHaveLength(items.length);
    expect(server.stats.connects).toBe(2);
  });

  it('refuses a wrong access code as a permanent error', async () => {
    const server = await startMisa();
    close = server.close;
    const client = new MisaHttpClient(
      settings(server.url),
      'wrong',
      { retry: fastRetry, network: localNetwork },
      100,
    );
    await expect(
      client.fetchPage({ entity: 'inventoryItems', cursor: null, since: null }),
    ).rejects.toBeInstanceOf(PermanentSourceError);
    expect(server.stats.calls).toBe(0);
  });

  it('honours Retry-After on a 429', async () => {
    const server = await startMisa({ throttleCalls: [2] });
    close = server.close;
    const client = new MisaHttpClient(
      settings(server.url),
      'code-1',
      { retry: fastRetry, network: localNetwork },
      100,
    );
    const records = (await readAll(client)).flatMap((p) => p.records);
    expect(records).toHaveLength(items.length);
    const [, throttled, retried] = server.stats.callTimes;
    expect((retried ?? 0) - (throttled ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it('saves vouchers with the app id and company code', async () => {
    const server = await startMisa();
    close = server.close;
    const client = new MisaHttpClient(settings(server.url), 'code-1', {
      retry: fastRetry,
      network: localNetwork,
    });
    await client.saveVouchers([
      { voucher_type: 13, refno_finance: 'BH0001', total_amount: 100_000 },
    ]);
    expect(server.stats.saved).toEqual([
      { voucher_type: 13, refno_finance: 'BH0001', total_amount: 100_000 },
    ]);
    expect(server.stats.bodies.at(-1)).toMatchObject({
      app_id: 'app-1',
      org_company_code: 'thuanphat',
    });
  });
});
