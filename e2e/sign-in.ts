// Signing in as a demo user, the way a user does: one place for every journey.
import { type Browser, type Page, expect } from '@playwright/test';
import { DEMO_PASSWORD } from '../apps/api/src/test/test-constants';

export { DEMO_PASSWORD };

/** Fills the sign-in form and sends it (a journey about a refused password stops there). */
export async function submitSignIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Tên đăng nhập').fill(username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}

/** Signs in and waits for the home page's greeting (a while, on a busy machine). */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await submitSignIn(page, username, password);
  await expect(page.getByRole('heading', { name: /Xin chào/ })).toBeVisible({ timeout: 15_000 });
}

/** A browser of its own for a user, signed in, so that several users' sessions do not mix. */
export async function signedInPage(browser: Browser, username: string, width = 1440) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
  });
  const page = await context.newPage();
  await signIn(page, username);
  return page;
}
