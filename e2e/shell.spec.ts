import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, submitSignIn as signIn } from './sign-in';

test('a user signs in, sees their name and screens, and signs out', async ({ page, request }) => {
  await signIn(page, 'giamdoc');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Xin chào, Trần Minh Đức' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Trần Minh Đức');
  await expect(page.getByRole('navigation', { name: 'Menu chức năng' })).toContainText(
    'Báo cáo nhà bán',
  );
  const token = await page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('backoffice-session') ?? '{}') as {
          state?: { token?: string };
        }
      ).state?.token,
  );
  expect(token).toBeTruthy();
  const signedOut = page.waitForResponse((r) => r.url().endsWith('/auth/logout'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await signedOut).status()).toBe(204);
  await page.goto('/hrm/leave');
  await expect(page).toHaveURL(/\/login$/);
  // A copy of the token kept elsewhere is of no use any more: the server revoked it.
  const stale = await request.get('/api/v1/crm/user', {
    headers: { authorization: `Bearer ${token ?? ''}` },
  });
  expect(stale.status()).toBe(401);
});

test("a wrong password shows 'Login Failed' with the server's message", async ({ page }) => {
  await signIn(page, 'sale1', 'sai-mat-khau');
  const notice = page.locator('.ant-notification-notice');
  await expect(notice).toContainText('Login Failed');
  await expect(notice).toContainText('Tên đăng nhập hoặc mật khẩu không đúng.');
  await expect(page).toHaveURL(/\/login$/);
});

test('a user with status -1 changes the password, lands on /login and signs in', async ({
  page,
}) => {
  await signIn(page, 'nhanvienmoi');
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(
    page.getByText('Bạn cần đặt mật khẩu mới trước khi sử dụng hệ thống.'),
  ).toBeVisible();
  await page.goto('/crm/customer');
  await expect(page).toHaveURL(/\/change-password$/);

  await page.getByLabel('Mật khẩu hiện tại').fill(DEMO_PASSWORD);
  await page.getByLabel('Mật khẩu mới', { exact: true }).fill('MatKhauMoi2026');
  await page.getByLabel('Nhập lại mật khẩu mới').fill('MatKhauMoi2026');
  await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('.ant-notification-notice')).toContainText(
    'Password changed successfully.',
  );

  await signIn(page, 'nhanvienmoi', 'MatKhauMoi2026');
  await expect(page.getByRole('heading', { name: 'Xin chào, Đỗ Minh Khoa' })).toBeVisible();
});

test('a SALE user opening a BOM-only screen is refused', async ({ page }) => {
  await signIn(page, 'sale2');
  await expect(page.getByRole('heading', { name: /Xin chào/ })).toBeVisible();
  await page.goto('/ecommerce/seller');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('.ant-notification-notice')).toContainText('không có quyền');
});

test('a 401 from the API returns to /login', async ({ page }) => {
  await signIn(page, 'giamdoc');
  await expect(page.getByRole('heading', { name: /Xin chào/ })).toBeVisible();
  // The token is revoked on the server (a password change), then a screen calls the API.
  const changed = await page.request.post('/auth/change-password', {
    data: { username: 'giamdoc', oldPassword: DEMO_PASSWORD, newPassword: 'GiamDoc2026x' },
  });
  expect(changed.status()).toBe(200);
  await page.goto('/ecommerce/seller');
  await expect(page).toHaveURL(/\/login$/);
});

test('at 375 px the top bar is hidden and the drawer opens with the name and Logout', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'ketoan');
  await expect(page.getByRole('heading', { name: 'Xin chào, Lê Thu Hà' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.getByRole('button', { name: 'Mở menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText('Dược phẩm Thuận Phát');
  await expect(drawer).toContainText('Lê Thu Hà');
  await drawer.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('deep links load after a hard refresh', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { name: /Xin chào/ })).toBeVisible();
  for (const [path, title] of [
    ['/crm/customer/42', 'Chi tiết khách hàng'],
    ['/ecommerce/product-analysis/PARA500', 'Chi tiết sản phẩm'],
    ['/config/sync', 'Đồng bộ dữ liệu'],
  ] as const) {
    await page.goto(path);
    await page.reload();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
});

test('the lists kept in the browser are forgotten at sign-out and fetched again at sign-in', async ({
  page,
}) => {
  const kept = () =>
    page.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem('backoffice-master-data') ?? '{}') as {
            state?: { users?: unknown[] };
          }
        ).state?.users?.length ?? 0,
    );
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/crm/user') asked.push(request.url());
  });

  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await signIn(page, 'sale1');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/crm/customer');
  // A search over thousands of customers takes a moment on a busy machine.
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
  await expect.poll(kept, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(asked).toHaveLength(1);

  // A page load within the kept lists' age asks for nothing again.
  await page.reload();
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
  expect(asked).toHaveLength(1);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await kept()).toBe(0);

  await signIn(page, 'sale1');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/crm/customer');
  // The list is asked for as the screen opens: wait for the screen as a user does, not 5 s.
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
  await expect.poll(kept, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(asked).toHaveLength(2);
});
