import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './sign-in';

test('the API reference renders at /docs with the sign-in call', async ({ page }) => {
  await page.goto('/docs');
  await expect(page.getByText('Back office API').first()).toBeVisible();
  await expect(page.getByText('/auth/login').first()).toBeVisible();
  await expect(page.getByText('/auth/change-password').first()).toBeVisible();
});

test('a demo user signs in from the browser and reads with the token; a wrong password is refused', async ({
  page,
}) => {
  await page.goto('/');
  const result = await page.evaluate(async (password) => {
    const post = (body: unknown) =>
      fetch('/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const ok = await post({ username: 'admin', password });
    const { token } = (await ok.json()) as { token: string };
    const users = await fetch('/api/v1/crm/user', {
      headers: { authorization: `Bearer ${token}` },
    });
    const anonymous = await fetch('/api/v1/crm/user');
    const wrong = await post({ username: 'admin', password: 'wrong-password' });
    return {
      loginStatus: ok.status,
      usersStatus: users.status,
      userNames: ((await users.json()) as { username: string }[]).map((u) => u.username),
      anonymousStatus: anonymous.status,
      wrongStatus: wrong.status,
      wrongMessage: ((await wrong.json()) as { message: string }).message,
    };
  }, DEMO_PASSWORD);
  expect(result.loginStatus).toBe(200);
  expect(result.usersStatus).toBe(200);
  expect(result.userNames).toContain('sale1');
  expect(result.anonymousStatus).toBe(401);
  expect(result.wrongStatus).toBe(401);
  expect(result.wrongMessage).toBe('Tên đăng nhập hoặc mật khẩu không đúng.');
});
