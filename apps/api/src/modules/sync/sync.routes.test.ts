// The sync configuration calls: settings with a write-only secret, schedule, runs and their history.
import {
  ErrorCode,
  SYNC_MESSAGES,
  type SyncConnectionCheck,
  type SyncRun,
  type SyncRunPage,
  type SyncRunStarted,
  type SyncSourceView,
} from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThuocsiServer } from './sources/thuocsi/thuocsi-server.testing';
import { type TestApp, bearer, createTestApp, login, testKit } from '../../test/test-app';
import { readBody, sendJson, startLocalServer } from './source-kit/local-server.testing';
import { queryRows } from '../../lib/query-rows';

const kit = testKit(['ketoan', 'giamdoc', 'hanhchinh', 'marketing', 'sale1', 'kho']);

function call(method: 'GET' | 'PUT' | 'POST', url: string, username: string, payload?: unknown) {
  return kit.app.inject({
    method,
    url,
    headers: kit.as(username),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const thuocsiUpdate = (extra: Record<string, unknown> = {}) => ({
  mode: 'http',
  enabled: true,
  intervalMinutes: 30,
  settings: { source: 'thuocsi', thuocsi: { baseUrl: 'https://api.thuocsi.vn', pageSize: 200 } },
  secret: 'ts-api-key-0001-very-secret',
  ...extra,
});

function fieldsOf(body: string): string[] {
  return (JSON.parse(body) as { details: { fields: { field: string }[] } }).details.fields.map(
    (f) => f.field,
  );
}

describe('sync sources', () => {
  it('lists the three systems in demo mode, unscheduled, with no secret', async () => {
    const response = await call('GET', '/api/v1/sync/sources', 'ketoan');
    expect(response.statusCode).toBe(200);
    const sources = response.json<SyncSourceView[]>();
    expect(sources.map((s) => s.source).sort()).toEqual(['kiotviet', 'misa', 'thuocsi']);
    for (const source of sources) {
      expect(source).toMatchObject({
        mode: 'demo',
        enabled: false,
        hasSecret: false,
        nextRunAt: null,
      });
    }
    expect(sources.find((s) => s.source === 'kiotviet')?.settings).toEqual({
      source: 'kiotviet',
      kiotviet: expect.objectContaining({ tokenUrl: 'https://id.kiotviet.vn/connect/token' }),
    });
  });

  it('stores a secret encrypted and never sends it back, not even in the audit log', async () => {
    const response = await call('PUT', '/api/v1/sync/sources/thuocsi', 'ketoan', thuocsiUpdate());
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('very-secret');
    const view = response.json<SyncSourceView>();
    expect(view).toMatchObject({
      mode: 'http',
      enabled: true,
      intervalMinutes: 30,
      hasSecret: true,
    });
    expect(view.settings).toEqual({
      source: 'thuocsi',
      thuocsi: { baseUrl: 'https://api.thuocsi.vn', pageSize: 200 },
    });
    expect(Date.parse(view.nextRunAt ?? '') - Date.now()).toBeGreaterThan(29 * 60_000);

    const [stored] = await queryRows<{ secret: string }>(
      kit.app.ctx.db,
      sql`select secret_encrypted as secret from sync_jobs where source = 'thuocsi'`,
    );
    expect(stored?.secret).toMatch(/^v1\./);
    expect(stored?.secret).not.toContain('very-secret');
    const audit = await queryRows<{ row: string }>(
      kit.app.ctx.db,
      sql`select (before::text || after::text) as row from audit_log where entity = 'sync_job'`,
    );
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.every((a) => !a.row.includes('very-secret') && !a.row.includes('v1.'))).toBe(true);

    const listed = await call('GET', '/api/v1/sync/sources', 'giamdoc');
    expect(listed.body).not.toContain('very-secret');
  });

  it('keeps the secret when it is left out, and refuses the real API without one', async () => {
    const { secret: _secret, ...withoutSecret } = thuocsiUpdate();
    const kept = await call('PUT', '/api/v1/sync/sources/thuocsi', 'hanhchinh', withoutSecret);
    expect(kept.statusCode).toBe(200);
    expect(kept.json<SyncSourceView>().hasSecret).toBe(true);

    const removed = await call(
      'PUT',
      '/api/v1/sync/sources/thuocsi',
      'ketoan',
      thuocsiUpdate({ secret: null }),
    );
    expect(removed.statusCode).toBe(400);
    expect(fieldsOf(removed.body)).toEqual(['secret']);
    const after = await call('GET', '/api/v1/sync/sources/thuocsi', 'ketoan');
    expect(after.json<SyncSourceView>().hasSecret).toBe(true);

    const demo = await call(
      'PUT',
      '/api/v1/sync/sources/thuocsi',
      'ketoan',
      thuocsiUpdate({ secret: null, mode: 'demo', enabled: false }),
    );
    expect(demo.statusCode).toBe(200);
    expect(demo.json<SyncSourceView>()).toMatchObject({ hasSecret: false, nextRunAt: null });
  });

  it('refuses bad settings naming the field, and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ intervalMinutes: 1 }, 'intervalMinutes'],
      [
        { settings: { source: 'thuocsi', thuocsi: { baseUrl: 'ftp://x', pageSize: 200 } } },
        'settings.thuocsi.baseUrl',
      ],
      [
        { settings: { source: 'thuocsi', thuocsi: { baseUrl: 'https://a.vn', pageSize: 5000 } } },
        'settings.thuocsi.pageSize',
      ],
      [{ mode: 'ftp' }, 'mode'],
    ];
    const before = (
      await call('GET', '/api/v1/sync/sources/thuocsi', 'ketoan')
    ).json<SyncSourceView>();
    for (const [change, field] of cases) {
      const response = await call(
        'PUT',
        '/api/v1/sync/sources/thuocsi',
        'ketoan',
        thuocsiUpdate(change),
      );
      expect(response.statusCode, field).toBe(400);
      expect(fieldsOf(response.body)).toContain(field);
    }
    const mismatch = await call('PUT', '/api/v1/sync/sources/misa', 'ketoan', thuocsiUpdate());
    expect(mismatch.statusCode).toBe(400);
    expect(fieldsOf(mismatch.body)).toEqual(['settings.source']);
    const unknown = await call('PUT', '/api/v1/sync/sources/zalo', 'ketoan', thuocsiUpdate());
    expect(unknown.statusCode).toBe(400);
    const after = (
      await call('GET', '/api/v1/sync/sources/thuocsi', 'ketoan')
    ).json<SyncSourceView>();
    expect(after).toEqual(before);
  });

  it('refuses a sale, marketing and the warehouse', async () => {
    for (const username of ['sale1', 'marketing', 'kho']) {
      const response = await call('GET', '/api/v1/sync/sources', username);
      expect(response.statusCode, username).toBe(403);
      expect(response.json<{ code: string }>().code).toBe(ErrorCode.FORBIDDEN);
      const put = await call('PUT', '/api/v1/sync/sources/thuocsi', username, thuocsiUpdate());
      expect(put.statusCode, username).toBe(403);
    }
  });
});

describe('sync runs', () => {
  it('starts the product sync at once (202) and shows its progress until it succeeds', async () => {
    const response = await call('POST', '/api/v1/thuocsi/sync-data/product/sync-all', 'ketoan');
    expect(response.statusCode).toBe(202);
    const started = response.json<SyncRunStarted>();
    expect(started.started).toBe(true);
    expect(started.run).toMatchObject({
      source: 'thuocsi',
      trigger: 'api',
      full: true,
      entities: ['sellers', 'products', 'offers'],
      requestedBy: 'ketoan',
    });
    expect(['queued', 'running']).toContain(started.run.status);

    await kit.app.syncEngine.idle();
    const run = (
      await call('GET', `/api/v1/sync/runs/${started.run.id}`, 'hanhchinh')
    ).json<SyncRun>();
    expect(run.status).toBe('succeeded');
    expect(run.progress.map((p) => [p.entity, p.status])).toEqual([
      ['sellers', 'done'],
      ['products', 'done'],
      ['offers', 'done'],
    ]);
    expect(run.rowsRead).toBeGreaterThan(300);
    // The demo data were loaded through the same upserts: nothing to add or change.
    expect(run.inserted + run.updated).toBe(0);
    expect(run.progress[0]?.label).toBe('Nhà bán');
  });

  it('runs chosen entities of a source and lists the runs newest first', async () => {
    const response = await call('POST', '/api/v1/sync/sources/kiotviet/runs', 'ketoan', {
      entities: ['categories'],
      full: true,
    });
    expect(response.statusCode).toBe(202);
    await kit.app.syncEngine.idle();
    const page = (
      await call('GET', '/api/v1/sync/runs?source=kiotviet&pageSize=5', 'ketoan')
    ).json<SyncRunPage>();
    expect(page.items[0]).toMatchObject({
      source: 'kiotviet',
      status: 'succeeded',
      entities: ['categories'],
    });
    const all = (await call('GET', '/api/v1/sync/runs', 'ketoan')).json<SyncRunPage>();
    const ids = all.items.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const sources = (await call('GET', '/api/v1/sync/sources', 'ketoan')).json<SyncSourceView[]>();
    expect(sources.find((s) => s.source === 'kiotviet')?.lastRun?.id).toBe(page.items[0]?.id);
  });

  it('refuses a body that is not an empty object on the product sync, and unknown fields of a run', async () => {
    for (const payload of [[], { page: 1 }, 'text']) {
      const response = await call(
        'POST',
        '/api/v1/thuocsi/sync-data/product/sync-all',
        'ketoan',
        payload,
      );
      expect([400, 415], JSON.stringify(payload)).toContain(response.statusCode);
    }
    const unknown = await call('POST', '/api/v1/sync/sources/misa/runs', 'ketoan', {
      everything: true,
    });
    expect(unknown.statusCode).toBe(400);
    const runs = (await call('GET', '/api/v1/sync/runs?source=misa', 'ketoan')).json<SyncRunPage>();
    expect(runs.total).toBe(0);
  });

  it('refuses an entity the source does not have, and bad run ids', async () => {
    const bad = await call('POST', '/api/v1/sync/sources/misa/runs', 'ketoan', {
      entities: ['orders'],
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['entities']);
    expect((await call('GET', '/api/v1/sync/runs/99999', 'ketoan')).statusCode).toBe(404);
    const notANumber = await call('GET', '/api/v1/sync/runs/abc', 'ketoan');
    expect(notANumber.statusCode).toBe(400);
    expect(fieldsOf(notANumber.body)).toEqual(['id']);
    expect((await call('GET', '/api/v1/sync/runs?status=done', 'ketoan')).statusCode).toBe(400);
  });

  it('refuses to start a run for a sale', async () => {
    const response = await call('POST', '/api/v1/thuocsi/sync-data/product/sync-all', 'sale1');
    expect(response.statusCode).toBe(403);
  });
});

describe('the real API of a source', () => {
  it('tests the connection and syncs through the HTTP client with the stored secret', async () => {
    const server = await startThuocsiServer({
      apiKey: 'local-key',
      records: {
        sellers: [
          {
            sellerId: 2010,
            code: 'THUANPHAT_HCM',
            name: 'Dược phẩm Thuận Phát - Kho HCM',
            priority: 1,
            status: 'ACTIVE',
            updatedTime: '2026-01-01T08:00:00+07:00',
          },
          {
            sellerId: 4999,
            code: 'MOI_THAMGIA',
            name: 'Nhà thuốc Mới Tham Gia',
            priority: 30,
            status: 'ACTIVE',
            updatedTime: '2026-01-02T08:00:00+07:00',
          },
        ],
      },
    });
    try {
      const settings = { source: 'thuocsi', thuocsi: { baseUrl: server.url, pageSize: 100 } };
      const saved = await call('PUT', '/api/v1/sync/sources/thuocsi', 'ketoan', {
        mode: 'http',
        enabled: false,
        intervalMinutes: 60,
        settings,
        secret: 'wrong-key',
      });
      expect(saved.statusCode).toBe(200);
      const refused = await call('POST', '/api/v1/sync/sources/thuocsi/test-connection', 'ketoan');
      expect(refused.json<SyncConnectionCheck>().ok).toBe(false);

      await call('PUT', '/api/v1/sync/sources/thuocsi', 'ketoan', {
        mode: 'http',
        enabled: false,
        intervalMinutes: 60,
        settings,
        secret: 'local-key',
      });
      const check = await call('POST', '/api/v1/sync/sources/thuocsi/test-connection', 'ketoan');
      expect(check.json<SyncConnectionCheck>()).toMatchObject({ ok: true });

      const started = await call('POST', '/api/v1/sync/sources/thuocsi/runs', 'ketoan', {
        entities: ['sellers'],
      });
      await kit.app.syncEngine.idle();
      const run = (
        await call('GET', `/api/v1/sync/runs/${started.json<SyncRunStarted>().run.id}`, 'ketoan')
      ).json<SyncRun>();
      expect(run).toMatchObject({ status: 'succeeded', rowsRead: 2, inserted: 1, updated: 0 });
      const [seller] = await queryRows<{ name: string }>(
        kit.app.ctx.db,
        sql`select name from thuocsi_sellers where idf = 4999`,
      );
      expect(seller?.name).toBe('Nhà thuốc Mới Tham Gia');
    } finally {
      await server.close();
    }
  });
});

describe('a stored secret belongs to its addresses', () => {
  const settingsWith = (baseUrl: string, pageSize = 100) => ({
    source: 'thuocsi',
    thuocsi: { baseUrl, pageSize },
  });
  const put = (body: Record<string, unknown>) =>
    call('PUT', '/api/v1/sync/sources/thuocsi', 'ketoan', {
      mode: 'http',
      enabled: false,
      intervalMinutes: 60,
      ...body,
    });
  const storedSecret = async (source: string) =>
    (
      await queryRows<{ secret: string | null }>(
        kit.app.ctx.db,
        sql`select secret_encrypted as secret from sync_jobs where source = ${source}`,
      )
    )[0]?.secret ?? null;

  it('clears the secret when only the address changes, so that it is sent nowhere', async () => {
    const key = 'ts-stored-key-7f3a9c';
    // Whatever arrives at the new address is recorded.
    const arrived: string[] = [];
    const other = await startLocalServer(async (request, response) => {
      arrived.push(
        `${request.method ?? ''} ${request.url ?? ''} ${JSON.stringify(request.headers)} ${await readBody(request)}`,
      );
      sendJson(response, 200, { accessToken: 'x', status: 'OK', data: [], total: 0 });
    });
    try {
      const saved = await put({ settings: settingsWith('https://api.thuocsi.vn'), secret: key });
      expect(saved.json<SyncSourceView>().hasSecret).toBe(true);

      const moved = await put({ settings: settingsWith(other.url) });
      expect(moved.statusCode).toBe(200);
      expect(moved.json<SyncSourceView>()).toMatchObject({
        hasSecret: false,
        settings: settingsWith(other.url),
      });
      expect(await storedSecret('thuocsi')).toBeNull();
      const view = await call('GET', '/api/v1/sync/sources/thuocsi', 'ketoan');
      expect(view.json<SyncSourceView>().hasSecret).toBe(false);

      const check = await call('POST', '/api/v1/sync/sources/thuocsi/test-connection', 'ketoan');
      expect(check.statusCode).toBe(200);
      expect(check.json<SyncConnectionCheck>()).toEqual({
        ok: false,
        message: `Không kết nối được: ${SYNC_MESSAGES.secretMissing}`,
      });
      const started = await call('POST', '/api/v1/sync/sources/thuocsi/runs', 'ketoan', {
        entities: ['sellers'],
      });
      expect(started.statusCode).toBe(202);
      await kit.app.syncEngine.idle();
      const run = (
        await call('GET', `/api/v1/sync/runs/${started.json<SyncRunStarted>().run.id}`, 'ketoan')
      ).json<SyncRun>();
      expect(run.status).toBe('failed');
      expect(run.errors.map((e) => e.message)).toEqual([SYNC_MESSAGES.secretMissing]);
      expect(arrived.filter((text) => text.includes(key))).toEqual([]);
      expect(arrived).toEqual([]);

      const [audit] = await queryRows<{ after: { hasSecret: boolean; secretCleared?: unknown } }>(
        kit.app.ctx.db,
        sql`select after from audit_log where entity = 'sync_job' and entity_id = 'thuocsi'
            order by id desc limit 1`,
      );
      expect(audit?.after).toMatchObject({
        hasSecret: false,
        secretCleared: { reason: 'url-changed', settings: ['baseUrl'] },
      });

      // Saving again in the real-API mode without a secret is refused until one is typed.
      const again = await put({ settings: settingsWith(other.url) });
      expect(again.statusCode).toBe(400);
      expect(fieldsOf(again.body)).toEqual(['secret']);
    } finally {
      await other.close();
    }
  });

  it('stores a new secret typed with the new address, and keeps it when only the schedule changes', async () => {
    const server = await startThuocsiServer({ apiKey: 'new-key-42', records: { sellers: [] } });
    try {
      await put({ settings: settingsWith('https://api.thuocsi.vn'), secret: 'old-key' });
      const moved = await put({ settings: settingsWith(server.url), secret: 'new-key-42' });
      expect(moved.json<SyncSourceView>().hasSecret).toBe(true);
      const check = await call('POST', '/api/v1/sync/sources/thuocsi/test-connection', 'ketoan');
      expect(check.json<SyncConnectionCheck>().ok).toBe(true);

      const sealed = await storedSecret('thuocsi');
      // A trailing slash is the same address; the schedule and page size are not addresses.
      const rescheduled = await put({
        settings: settingsWith(`${server.url}/`, 50),
        enabled: true,
        intervalMinutes: 15,
      });
      expect(rescheduled.statusCode).toBe(200);
      expect(rescheduled.json<SyncSourceView>()).toMatchObject({
        hasSecret: true,
        enabled: true,
        intervalMinutes: 15,
      });
      expect(await storedSecret('thuocsi')).toBe(sealed);
      const after = await call('POST', '/api/v1/sync/sources/thuocsi/test-connection', 'ketoan');
      expect(after.json<SyncConnectionCheck>().ok).toBe(true);
      expect(server.stats.tokenRequests).toBe(2);
    } finally {
      await put({ mode: 'demo', settings: settingsWith('https://api.thuocsi.vn'), secret: null });
      await server.close();
    }
  });

  it('binds the KiotViet secret to both its addresses and the MISA one to its address', async () => {
    const kiotviet = {
      baseUrl: 'https://public.kiotapi.com',
      tokenUrl: 'https://id.kiotviet.vn/connect/token',
      retailer: 'thuanphat',
      clientId: 'backoffice',
    };
    const putKiotviet = (settings: Record<string, string>, secret?: string) =>
      call('PUT', '/api/v1/sync/sources/kiotviet', 'ketoan', {
        mode: 'demo',
        enabled: false,
        intervalMinutes: 60,
        settings: { source: 'kiotviet', kiotviet: { ...kiotviet, ...settings } },
        ...(secret === undefined ? {} : { secret }),
      });
    expect((await putKiotviet({}, 'kv-secret')).json<SyncSourceView>().hasSecret).toBe(true);
    const renamed = await putKiotviet({ retailer: 'nhathuoc2', clientId: 'client-2' });
    expect(renamed.json<SyncSourceView>().hasSecret).toBe(true);
    const token = await putKiotviet({ tokenUrl: 'https://id.example.vn/connect/token' });
    expect(token.json<SyncSourceView>().hasSecret).toBe(false);
    await putKiotviet({}, 'kv-secret');
    const base = await putKiotviet({ baseUrl: 'https://public.example.vn' });
    expect(base.json<SyncSourceView>().hasSecret).toBe(false);

    const putMisa = (baseUrl: string, secret?: string) =>
      call('PUT', '/api/v1/sync/sources/misa', 'ketoan', {
        mode: 'demo',
        enabled: false,
        intervalMinutes: 60,
        settings: { source: 'misa', misa: { baseUrl, appId: 'app-2', orgCompanyCode: 'tp' } },
        ...(secret === undefined ? {} : { secret }),
      });
    expect(
      (await putMisa('https://actapp.misa.vn', 'misa-code')).json<SyncSourceView>().hasSecret,
    ).toBe(true);
    expect((await putMisa('https://actapp.misa.vn')).json<SyncSourceView>().hasSecret).toBe(true);
    expect((await putMisa('https://misa.example.vn')).json<SyncSourceView>().hasSecret).toBe(false);
  });
});

describe('the connectors with CONNECTOR_ALLOW_PRIVATE_NETWORK off', () => {
  let guarded: TestApp;
  let closeGuarded: () => Promise<void>;
  let token = '';
  beforeAll(async () => {
    ({ app: guarded, close: closeGuarded } = await createTestApp({
      config: { connectorAllowPrivateNetwork: false },
    }));
    token = await login(guarded, 'ketoan');
  });
  afterAll(async () => closeGuarded());

  it('refuses a local address on test connection and run, and the server receives nothing', async () => {
    const server = await startThuocsiServer({ apiKey: 'local-key', records: { sellers: [] } });
    const send = (method: 'PUT' | 'POST' | 'GET', url: string, payload?: unknown) =>
      guarded.inject({
        method,
        url,
        headers: bearer(token),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    try {
      const saved = await send('PUT', '/api/v1/sync/sources/thuocsi', {
        mode: 'http',
        enabled: false,
        intervalMinutes: 60,
        settings: { source: 'thuocsi', thuocsi: { baseUrl: server.url, pageSize: 100 } },
        secret: 'local-key',
      });
      expect(saved.statusCode).toBe(200);
      const refusal = 'Địa chỉ 127.0.0.1 là địa chỉ nội bộ, không được phép kết nối.';
      const check = await send('POST', '/api/v1/sync/sources/thuocsi/test-connection');
      expect(check.statusCode).toBe(200);
      expect(check.json<SyncConnectionCheck>()).toEqual({
        ok: false,
        message: `Không kết nối được: ${refusal}`,
      });
      const started = await send('POST', '/api/v1/sync/sources/thuocsi/runs', {
        entities: ['sellers'],
      });
      expect(started.statusCode).toBe(202);
      await guarded.syncEngine.idle();
      const run = (
        await send('GET', `/api/v1/sync/runs/${started.json<SyncRunStarted>().run.id}`)
      ).json<SyncRun>();
      expect(run.status).toBe('failed');
      expect(run.errors.map((e) => e.message)).toEqual([refusal]);
      expect(server.stats.tokenRequests).toBe(0);
      expect(server.stats.listCalls).toBe(0);
    } finally {
      await server.close();
    }
  });
});
