import {
  Department,
  Role,
  SYNC_MESSAGES,
  THUOCSI_WEBHOOK_MESSAGES,
  type SyncRun,
  type SyncSourceView,
} from '@backoffice/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../lib/api-client';
import { setNotificationInstance } from '../../lib/notify';
import { useSessionStore } from '../../lib/session-store';
import { renderAt, signIn, renderScreen, typeInto } from '../../test/render-app';
import { fail, fakeApi, ok, type FakeHandler } from '../../test/fake-api';
import { SyncConfigPage } from './sync-config-page';
import { WEBHOOK_SECRET_LABEL } from './components/sync-settings-form';

// Ant Design screens render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const shown: { kind: string; title: unknown }[] = [];
const capture = (kind: string) => (args: { title: unknown }) =>
  shown.push({ kind, title: args.title });

function run(overrides: Partial<SyncRun> = {}): SyncRun {
  return {
    id: 41,
    source: 'thuocsi',
    status: 'succeeded',
    trigger: 'schedule',
    full: false,
    entities: ['sellers', 'products'],
    currentEntity: null,
    requestedBy: null,
    createdAt: '2026-11-20T01:00:00.000Z',
    startedAt: '2026-11-20T01:00:01.000Z',
    finishedAt: '2026-11-20T01:00:31.000Z',
    resumes: 0,
    pages: 4,
    rowsRead: 120,
    inserted: 100,
    updated: 20,
    removed: 0,
    errorCount: 0,
    progress: [
      {
        entity: 'sellers',
        label: 'Nhà bán',
        status: 'done',
        pages: 1,
        rowsRead: 20,
        inserted: 20,
        updated: 0,
        removed: 0,
      },
      {
        entity: 'products',
        label: 'Sản phẩm',
        status: 'done',
        pages: 3,
        rowsRead: 100,
        inserted: 80,
        updated: 20,
        removed: 0,
      },
    ],
    errors: [],
    ...overrides,
  };
}

function source(overrides: Partial<SyncSourceView> = {}): SyncSourceView {
  return {
    source: 'thuocsi',
    label: 'Sàn thuocsi',
    mode: 'demo',
    enabled: true,
    intervalMinutes: 60,
    settings: { source: 'thuocsi', thuocsi: { baseUrl: 'https://api.thuocsi.vn', pageSize: 500 } },
    hasSecret: true,
    hasWebhookSecret: false,
    secretLabel: 'API token',
    entities: [
      { entity: 'sellers', label: 'Nhà bán' },
      { entity: 'products', label: 'Sản phẩm' },
    ],
    lastRun: run(),
    nextRunAt: '2026-11-20T02:00:00.000Z',
    updatedAt: '2026-11-19T08:00:00.000Z',
    updatedBy: 'admin',
    ...overrides,
  };
}

const kiotviet = source({
  source: 'kiotviet',
  label: 'KiotViet (bán lẻ)',
  settings: {
    source: 'kiotviet',
    kiotviet: {
      baseUrl: 'https://public.kiotapi.com',
      tokenUrl: 'https://id.kiotviet.vn/connect/token',
      retailer: 'nhathuoc',
      clientId: 'client-1',
    },
  },
  hasSecret: false,
  secretLabel: 'Client secret',
  lastRun: null,
  enabled: false,
  nextRunAt: null,
});
const misa = source({
  source: 'misa',
  label: 'MISA AMIS (kế toán)',
  settings: {
    source: 'misa',
    misa: { baseUrl: 'https://actapp.misa.vn', appId: 'app-1', orgCompanyCode: '' },
  },
  secretLabel: 'Access code',
  lastRun: null,
});

const runPage = (items: SyncRun[]) => ok({ items, total: items.length, page: 0, pageSize: 20 });

function setup(routes: Record<string, FakeHandler> = {}) {
  const fake = fakeApi({
    'GET /api/v1/sync/sources': () => ok([source(), kiotviet, misa]),
    'GET /api/v1/sync/runs': () => runPage([run()]),
    'GET /api/v1/sync/runs/:id': () => ok(run()),
    ...routes,
  });
  api.defaults.adapter = fake.adapter;
  return fake;
}

async function openScreen(path = '/config/sync') {
  signIn({ role: Role.HUMAN, department: Department.ACCOUNT, fullName: 'Lê Thu Hà' });
  const view = renderScreen(<SyncConfigPage />, path);
  await screen.findByRole('heading', { name: 'Đồng bộ dữ liệu' });
  return view;
}

const form = (name: string) => screen.findByRole('form', { name: `Cấu hình ${name}` });

beforeEach(() => {
  shown.length = 0;
  setNotificationInstance({
    error: capture('error'),
    success: capture('success'),
    info: capture('info'),
  } as never);
  useSessionStore.getState().logout();
});
afterEach(() => {
  api.defaults.adapter = undefined;
});

describe('the sync configuration screen', { timeout: 150_000 }, () => {
  it('shows each source as a tab, the first with its settings, schedule, last run and a secret never filled in', async () => {
    setup();
    await openScreen();
    expect(await screen.findByRole('tab', { name: /Sàn thuocsi/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /KiotViet/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /MISA AMIS/ })).toBeInTheDocument();
    const settings = await form('Sàn thuocsi');
    expect(within(settings).getByLabelText('Địa chỉ API')).toHaveValue('https://api.thuocsi.vn');
    expect(within(settings).getByLabelText('Chu kỳ chạy tự động (phút)')).toHaveValue('60');
    expect(within(settings).getByText('Mỗi 1 giờ')).toBeInTheDocument();
    expect(screen.getByText('Lần chạy #41')).toBeInTheDocument();
    // A stored secret is never filled in: 'Đã lưu' and an empty field.
    const secret = within(settings).getByLabelText('API token');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).toHaveAttribute('placeholder', expect.stringContaining('Đã lưu'));
    expect(within(settings).getByText('Đã lưu')).toBeInTheDocument();
  });

  it('saves without the secret when it was not typed, so the stored one is kept', async () => {
    const fake = setup({
      'PUT /api/v1/sync/sources/:source': ({ body }) =>
        ok(source({ intervalMinutes: (body as { intervalMinutes: number }).intervalMinutes })),
    });
    await openScreen();
    const settings = await form('Sàn thuocsi');
    const user = userEvent.setup();
    const interval = within(settings).getByLabelText('Chu kỳ chạy tự động (phút)');
    await user.clear(interval);
    await typeInto(user, interval, '30');
    await user.click(within(settings).getByRole('button', { name: /Lưu cấu hình/ }));
    await waitFor(() => {
      expect(fake.calls('PUT', '/api/v1/sync/sources/thuocsi')).toHaveLength(1);
    });
    const body = fake.calls('PUT', '/api/v1/sync/sources/thuocsi')[0]?.body;
    expect(body).toEqual({
      mode: 'demo',
      enabled: true,
      intervalMinutes: 30,
      settings: {
        source: 'thuocsi',
        thuocsi: { baseUrl: 'https://api.thuocsi.vn', pageSize: 500 },
      },
    });
    expect(body).not.toHaveProperty('secret');
    await waitFor(() => {
      expect(shown).toContainEqual({ kind: 'success', title: SYNC_MESSAGES.settingsSaved });
    });
  });

  it('sends a typed secret to replace the stored one, and clears the field after saving', async () => {
    const fake = setup({
      'PUT /api/v1/sync/sources/:source': () =>
        ok(source({ updatedAt: '2026-11-21T00:00:00.000Z' })),
    });
    await openScreen();
    const user = userEvent.setup();
    await typeInto(
      user,
      within(await form('Sàn thuocsi')).getByLabelText('API token'),
      'tok-moi-123',
    );
    await user.click(screen.getByRole('button', { name: /Lưu cấu hình/ }));
    await waitFor(() => {
      expect(fake.calls('PUT', '/api/v1/sync/sources/thuocsi')[0]?.body).toMatchObject({
        secret: 'tok-moi-123',
      });
    });
    await waitFor(async () => {
      expect(within(await form('Sàn thuocsi')).getByLabelText('API token')).toHaveValue('');
    });
  });

  it('takes the order webhook’s signing key for thuocsi only, write-only, checked before it is sent', async () => {
    const fake = setup({
      'PUT /api/v1/sync/sources/:source': () => ok(source({ hasWebhookSecret: true })),
    });
    await openScreen();
    const user = userEvent.setup();
    const thuocsi = await form('Sàn thuocsi');
    const key = within(thuocsi).getByLabelText(WEBHOOK_SECRET_LABEL);
    expect(key).toHaveAttribute('type', 'password');
    await typeInto(user, key, 'ngan');
    await user.click(screen.getByRole('button', { name: /Lưu cấu hình/ }));
    expect(
      await within(thuocsi).findByText(THUOCSI_WEBHOOK_MESSAGES.secretShort),
    ).toBeInTheDocument();
    expect(fake.calls('PUT', '/api/v1/sync/sources/thuocsi')).toHaveLength(0);
    await user.clear(key);
    await typeInto(user, key, 'khoa-ky-webhook-2026-dai');
    await user.click(screen.getByRole('button', { name: /Lưu cấu hình/ }));
    await waitFor(() => {
      expect(fake.calls('PUT', '/api/v1/sync/sources/thuocsi')[0]?.body).toMatchObject({
        webhookSecret: 'khoa-ky-webhook-2026-dai',
      });
    });
    expect(fake.calls('PUT', '/api/v1/sync/sources/thuocsi')[0]?.body).not.toHaveProperty('secret');
  });

  it('sends null to remove the stored secret', async () => {
    const fake = setup({
      'PUT /api/v1/sync/sources/:source': () => ok(source({ hasSecret: false })),
    });
    await openScreen();
    const user = userEvent.setup();
    const settings = await form('Sàn thuocsi');
    await user.click(within(settings).getByRole('button', { name: /Xóa mã đã lưu/ }));
    expect(within(settings).getByText('Mã đã lưu sẽ bị xóa khi lưu cấu hình.')).toBeInTheDocument();
    await user.click(within(settings).getByRole('button', { name: /Lưu cấu hình/ }));
    await waitFor(() => {
      expect(fake.calls('PUT', '/api/v1/sync/sources/thuocsi')[0]?.body).toMatchObject({
        secret: null,
      });
    });
  });

  it('warns that a new address clears the stored secret unless it is typed again, then shows the answer', async () => {
    let current = source({ mode: 'http' });
    const fake = setup({
      'GET /api/v1/sync/sources': () => ok([current, kiotviet, misa]),
      'PUT /api/v1/sync/sources/:source': ({ body }) => {
        // As the API does: the address changed and no secret came with it, so none is kept.
        const sent = body as { settings: SyncSourceView['settings'] };
        current = source({
          mode: 'http',
          settings: sent.settings,
          hasSecret: false,
          updatedAt: '2026-11-21T00:00:00.000Z',
        });
        return ok(current);
      },
    });
    await openScreen();
    const settings = await form('Sàn thuocsi');
    const user = userEvent.setup();
    const warning = SYNC_MESSAGES.secretClearedOnUrlChange;
    // Another setting than an address: the secret stays.
    const pageSize = within(settings).getByLabelText('Số dòng mỗi trang');
    await user.clear(pageSize);
    await typeInto(user, pageSize, '200');
    expect(within(settings).queryByText(warning)).not.toBeInTheDocument();

    const url = within(settings).getByLabelText('Địa chỉ API');
    await user.clear(url);
    await typeInto(user, url, 'https://api.khac.example.vn');
    expect(await within(settings).findByText(warning)).toBeInTheDocument();
    const secret = within(settings).getByLabelText('API token');
    await typeInto(user, secret, 'tok-moi');
    expect(within(settings).queryByText(warning)).not.toBeInTheDocument();
    await user.clear(secret);
    expect(await within(settings).findByText(warning)).toBeInTheDocument();

    await user.click(within(settings).getByRole('button', { name: /Lưu cấu hình/ }));
    await waitFor(() => {
      expect(fake.calls('PUT', '/api/v1/sync/sources/thuocsi')).toHaveLength(1);
    });
    const body = fake.calls('PUT', '/api/v1/sync/sources/thuocsi')[0]?.body;
    expect(body).toMatchObject({
      settings: {
        source: 'thuocsi',
        thuocsi: { baseUrl: 'https://api.khac.example.vn', pageSize: 200 },
      },
    });
    expect(body).not.toHaveProperty('secret');
    // The answer says no secret is stored any more: no 'Đã lưu', and the warning is gone.
    const saved = await form('Sàn thuocsi');
    // Neither the connection's secret nor the webhook key is stored.
    expect(await within(saved).findAllByText('Chưa có mã')).toHaveLength(2);
    expect(within(saved).queryByText('Đã lưu')).not.toBeInTheDocument();
    expect(within(saved).queryByText(warning)).not.toBeInTheDocument();
    expect(within(saved).getByLabelText('API token')).toHaveAttribute(
      'placeholder',
      'Nhập API token',
    );
  });

  it('refuses the real-API mode without a secret, and a bad URL, naming the field; nothing is sent', async () => {
    const fake = setup();
    await openScreen('/config/sync?source=kiotviet');
    const settings = await form('KiotViet (bán lẻ)');
    const user = userEvent.setup();
    await user.click(within(settings).getByText('Kết nối thật (API)'));
    const url = within(settings).getByLabelText('Địa chỉ API');
    await user.clear(url);
    await typeInto(user, url, 'khong-phai-url');
    await user.click(within(settings).getByRole('button', { name: /Lưu cấu hình/ }));
    expect(await within(settings).findByText(SYNC_MESSAGES.secretRequired)).toBeInTheDocument();
    expect(
      within(settings).getByText('Địa chỉ API phải là URL http(s) hợp lệ.'),
    ).toBeInTheDocument();
    expect(fake.calls('PUT', /sources/)).toHaveLength(0);
  });

  it('runs now, then follows the run every 1.5 s until it ends', async () => {
    const queued = run({
      id: 42,
      status: 'queued',
      trigger: 'manual',
      requestedBy: 'ketoan',
      startedAt: null,
      finishedAt: null,
      progress: [],
      rowsRead: 0,
      inserted: 0,
      updated: 0,
    });
    const running = run({
      id: 42,
      status: 'running',
      trigger: 'manual',
      finishedAt: null,
      currentEntity: 'products',
      rowsRead: 40,
      progress: [
        {
          entity: 'sellers',
          label: 'Nhà bán',
          status: 'done',
          pages: 1,
          rowsRead: 20,
          inserted: 20,
          updated: 0,
          removed: 0,
        },
        {
          entity: 'products',
          label: 'Sản phẩm',
          status: 'running',
          pages: 1,
          rowsRead: 20,
          inserted: 20,
          updated: 0,
          removed: 0,
        },
      ],
    });
    const finished = run({ id: 42, trigger: 'manual', rowsRead: 321, inserted: 300, updated: 21 });
    // The run goes on until the test has watched it being polled while it runs.
    let done = false;
    let sourcesRead = 0;
    const fake = setup({
      'GET /api/v1/sync/sources': () => {
        sourcesRead += 1;
        return ok([source(), kiotviet, misa]);
      },
      'POST /api/v1/sync/sources/:source/runs': () => ({
        status: 202,
        data: { run: queued, started: true, message: SYNC_MESSAGES.runStarted },
      }),
      'GET /api/v1/sync/runs/42': () => ok(done ? finished : running),
    });
    await openScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Chạy ngay/ }));
    await waitFor(() => {
      expect(fake.calls('POST', '/api/v1/sync/sources/thuocsi/runs')[0]?.body).toEqual({});
    });
    expect(shown).toContainEqual({ kind: 'success', title: SYNC_MESSAGES.runStarted });
    const progress = await screen.findByRole('region', { name: 'Lần chạy #42' });
    expect(await within(progress).findByText(/Đang đọc: Sản phẩm/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Đang chạy/ })).toBeInTheDocument();
    // Read again while it runs...
    const pollsWhileRunning = fake.calls('GET', '/api/v1/sync/runs/42').length;
    await waitFor(
      () => {
        expect(fake.calls('GET', '/api/v1/sync/runs/42').length).toBeGreaterThan(pollsWhileRunning);
      },
      { timeout: 10_000 },
    );
    const readsBeforeEnd = sourcesRead;
    done = true;
    // ...until it ends.
    expect(await within(progress).findByText('Thành công')).toBeInTheDocument();
    expect(within(progress).getByText('321')).toBeInTheDocument();
    // Ended: no more polling; the sources (last run, next run) are read again.
    await waitFor(() => {
      expect(sourcesRead).toBeGreaterThan(readsBeforeEnd);
    });
    const pollsAtEnd = fake.calls('GET', '/api/v1/sync/runs/42').length;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(fake.calls('GET', '/api/v1/sync/runs/42').length).toBe(pollsAtEnd);
    expect(screen.getByRole('button', { name: /Chạy ngay/ })).toBeEnabled();
  });

  it('asks for a full run when "read again from the start" is ticked', async () => {
    const fake = setup({
      'POST /api/v1/sync/sources/:source/runs': () => ({
        status: 202,
        data: {
          run: run({ id: 43, full: true }),
          started: true,
          message: SYNC_MESSAGES.runStarted,
        },
      }),
    });
    await openScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Đọc lại toàn bộ từ đầu' }));
    await user.click(screen.getByRole('button', { name: /Chạy ngay/ }));
    await waitFor(() => {
      expect(fake.calls('POST', '/api/v1/sync/sources/thuocsi/runs')[0]?.body).toEqual({
        full: true,
      });
    });
  });

  it('follows the run already under way when one is, and says so', async () => {
    const active = run({ id: 44, status: 'running', finishedAt: null, currentEntity: 'sellers' });
    setup({
      'POST /api/v1/sync/sources/:source/runs': () => ({
        status: 202,
        data: { run: active, started: false, message: SYNC_MESSAGES.runAlreadyActive },
      }),
      'GET /api/v1/sync/runs/44': () => ok(active),
    });
    await openScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Chạy ngay/ }));
    expect(await screen.findByRole('region', { name: 'Lần chạy #44' })).toBeInTheDocument();
    expect(shown).toContainEqual({ kind: 'info', title: SYNC_MESSAGES.runAlreadyActive });
  });

  it('lists the run history with its counts and errors, and filters it by status', async () => {
    const failed = run({
      id: 40,
      status: 'failed',
      errorCount: 2,
      errors: [
        {
          at: '2026-11-19T01:00:00.000Z',
          entity: 'products',
          message: 'HTTP 429: quá nhiều yêu cầu',
          retried: true,
        },
        {
          at: '2026-11-19T01:01:00.000Z',
          entity: 'products',
          message: 'Hết thời gian chờ máy chủ',
          retried: false,
        },
      ],
    });
    const fake = setup({
      'GET /api/v1/sync/runs': ({ params }) =>
        runPage(params.status === 'failed' ? [failed] : [run(), failed]),
    });
    await openScreen();
    expect(await screen.findByText('#40')).toBeInTheDocument();
    expect(screen.getByText('Hết thời gian chờ máy chủ')).toBeInTheDocument();
    expect(fake.calls('GET', '/api/v1/sync/runs').at(-1)?.params).toMatchObject({
      source: 'thuocsi',
      page: 0,
      pageSize: 20,
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Lọc theo trạng thái' }));
    await user.click(await screen.findByTitle('Lỗi'));
    await waitFor(() => {
      expect(fake.calls('GET', '/api/v1/sync/runs').at(-1)?.params).toMatchObject({
        status: 'failed',
      });
    });
  });

  it('says when a source has never run and has no history', async () => {
    setup({ 'GET /api/v1/sync/runs': () => runPage([]) });
    await openScreen('/config/sync?source=kiotviet');
    expect(await screen.findByText('Chưa chạy lần nào')).toBeInTheDocument();
    expect(await screen.findByText('Chưa có lần chạy nào')).toBeInTheDocument();
  });

  it('shows a load error with a retry', async () => {
    let attempts = 0;
    setup({
      'GET /api/v1/sync/sources': () => {
        attempts += 1;
        return attempts === 1 ? fail(400, 'Máy chủ đang bận') : ok([source(), kiotviet, misa]);
      },
    });
    await openScreen();
    expect(await screen.findByText('Không tải được cấu hình đồng bộ')).toBeInTheDocument();
    expect(screen.getByText('Máy chủ đang bận')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('tab', { name: /Sàn thuocsi/ })).toBeInTheDocument();
  });

  it('is refused to a SALE user', async () => {
    setup();
    signIn({ role: Role.HUMAN, department: Department.SALE });
    const { router } = renderAt('/config/sync');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
  });
});
