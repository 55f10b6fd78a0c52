// Orders arriving live: the marketplace's signed webhook makes a new order appear on the order
// notices without a reload, today's figures with it; a connection dropped and restored shows the
// orders committed in between; an accountant acknowledges two new advertising orders at once.
import { createHmac } from 'node:crypto';
import { type APIRequestContext, type Page, expect as baseExpect, test } from '@playwright/test';
import { TIME_ZONE } from '../packages/shared/src/calendar';
import { DEMO_PASSWORD, signIn } from './sign-in';

const expect = baseExpect.configure({ timeout: 15_000 });
const KEY = 'khoa-ky-webhook-hanh-trinh-2026';

test.use({ locale: 'vi-VN', timezoneId: TIME_ZONE, viewport: { width: 1440, height: 900 } });

let counter = 0;
/** This try's orders' codes: a journey run again makes new orders. */
let run = '';
const code = (n: number) => `TSO-E2E-${run}-${String(n)}`;
function order(code: string, campaign: string | null = null) {
  const at = new Date().toISOString();
  return {
    orderCode: code,
    sellerId: 2010,
    createdTime: at,
    status: 'NEW',
    source: campaign === null ? 'MARKETPLACE' : 'ADVERTISING',
    campaign,
    customer: {
      code: 'MP-E2E',
      name: 'Nhà thuốc Hành Trình',
      phone: '0912777888',
      province: 'Tỉnh Đồng Tháp',
    },
    discountAmount: 0,
    totalAmount: 1_250_000,
    payment: { method: 'COD', status: 'UNPAID', paidAmount: 0, paidTime: null },
    items: [
      { lineNo: 1, productCode: 'TSP10001', quantity: 5, unitPrice: 250_000, dealCode: null },
    ],
    updatedTime: at,
  };
}

/** Sets the webhook key as an administrator would (the thuocsi settings, kept as they are). */
async function setWebhookKey(request: APIRequestContext) {
  const login = await request.post('/auth/login', {
    data: { username: 'admin', password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const view = (await (await request.get('/api/v1/sync/sources/thuocsi', { headers })).json()) as {
    mode: string;
    enabled: boolean;
    intervalMinutes: number;
    settings: unknown;
  };
  const saved = await request.put('/api/v1/sync/sources/thuocsi', {
    headers,
    data: {
      mode: view.mode,
      enabled: view.enabled,
      intervalMinutes: view.intervalMinutes,
      settings: view.settings,
      webhookSecret: KEY,
    },
  });
  expect(saved.status()).toBe(200);
}

/** The marketplace says a new order was made. */
async function deliver(request: APIRequestContext, code: string, campaign: string | null = null) {
  counter += 1;
  const payload = JSON.stringify({ event: 'order.created', order: order(code, campaign) });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', KEY).update(`${timestamp}.${payload}`).digest('hex');
  const response = await request.post('/api/v1/thuocsi/webhook/order', {
    headers: {
      'content-type': 'application/json',
      'x-thuocsi-delivery': `e2e-${code}-${String(counter)}`,
      'x-thuocsi-timestamp': timestamp,
      'x-thuocsi-signature': `sha256=${signature}`,
    },
    data: payload,
  });
  expect(response.status()).toBe(202);
}

const todayCount = (page: Page) => page.getByRole('listitem').filter({ hasText: 'Đơn hôm nay' });

test('a signed webhook brings a new order to the order notices live, and a dropped connection catches up', async ({
  page,
  request,
}) => {
  run = Date.now().toString(36).toUpperCase();
  await setWebhookKey(request);
  // The socket goes through the test, which can cut it as a network would.
  let cut: (() => Promise<void>) | null = null;
  await page.routeWebSocket('**/api/v1/live/socket', (socket) => {
    const server = socket.connectToServer();
    cut = async () => {
      await socket.close({ code: 1001, reason: 'network' });
      await server.close();
    };
  });
  await signIn(page, 'ketoan');
  await page.goto('/report/order-notify');
  await expect(page.getByText(/Trực tiếp/)).toBeVisible();
  const before = Number(
    (await todayCount(page).textContent())
      ?.match(/Đơn hôm nay\s*([\d.]+)/)?.[1]
      ?.replaceAll('.', '') ?? 'NaN',
  );

  await deliver(request, code(1));
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: new RegExp(code(1)) })).toContainText('Vừa đến');
  await expect(table.getByRole('row', { name: new RegExp(code(1)) })).toContainText('1.250.000 ₫');
  await expect(todayCount(page)).toContainText(
    new RegExp(`Đơn hôm nay\\s*${(before + 1).toLocaleString('vi-VN')}`),
  );

  // The connection drops; two orders come meanwhile; it comes back and shows them.
  expect(cut).not.toBeNull();
  await (cut as unknown as () => Promise<void>)();
  await expect(page.getByText(/Mất kết nối/)).toBeVisible();
  await deliver(request, code(2));
  await deliver(request, code(3));
  await expect(page.getByText(/Trực tiếp/)).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(code(3)) })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(code(2)) })).toBeVisible();
  await expect(todayCount(page)).toContainText(
    new RegExp(`Đơn hôm nay\\s*${(before + 3).toLocaleString('vi-VN')}`),
  );
  // Each once, newest first.
  const rows = await table
    .getByRole('row')
    .filter({ hasText: `TSO-E2E-${run}-` })
    .allTextContents();
  const codes = rows.map((text) => new RegExp(`TSO-E2E-${run}-\\d`).exec(text)?.[0]);
  expect(codes).toEqual([code(3), code(2), code(1)]);
});

test('an accountant acknowledges two new advertising orders at once, and they leave what waits', async ({
  page,
  request,
}) => {
  run = Date.now().toString(36).toUpperCase();
  await setWebhookKey(request);
  await signIn(page, 'ketoan');
  await page.goto('/adv/order-notify');
  await expect(page.getByText(/Trực tiếp/)).toBeVisible();
  const waiting = page.getByText(/^Chưa xác nhận \(\d+\)$/);
  await expect(waiting).toBeVisible();
  const before = Number(/\((\d+)\)/.exec((await waiting.textContent()) ?? '')?.[1] ?? 'NaN');
  const menuCount = page
    .getByRole('navigation', { name: 'Menu chức năng' })
    .getByTitle(/đơn chưa xác nhận/);

  await deliver(request, code(1), 'Facebook tháng 11');
  await deliver(request, code(2), 'Zalo tháng 11');
  const table = page.getByRole('table');
  for (const n of [1, 2]) {
    await expect(table.getByRole('row', { name: new RegExp(code(n)) })).toContainText('Vừa đến');
  }
  await expect(page.getByText(`Chưa xác nhận (${String(before + 2)})`)).toBeVisible();
  await expect(menuCount).toHaveAttribute('title', `${String(before + 2)} đơn chưa xác nhận`);
  await expect(page.getByRole('button', { name: 'Tắt chuông' })).toBeVisible();

  for (const n of [1, 2]) {
    await page.getByRole('checkbox', { name: `Chọn đơn ${code(n)}` }).check();
  }
  await page.getByRole('button', { name: 'Xác nhận 2 đơn đã chọn' }).click();
  await expect(page.getByText('Đã xác nhận 2 đơn.')).toBeVisible();
  for (const n of [1, 2]) {
    await expect(table.getByRole('row', { name: new RegExp(code(n)) })).toHaveCount(0);
  }
  await expect(page.getByText(`Chưa xác nhận (${String(before)})`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tắt chuông' })).toHaveCount(0);

  // Among the acknowledged: who did it.
  await page.getByText('Đã xác nhận', { exact: true }).click();
  for (const n of [1, 2]) {
    await expect(table.getByRole('row', { name: new RegExp(code(n)) })).toContainText('Lê Thu Hà');
  }
});
