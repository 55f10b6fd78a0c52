// Signing in as a demo user: one place for every journey. A user is signed in through the form once
// per test worker; later journeys of that user reuse the session (the token in the browser's storage
// and its cookie, nothing else the app keeps), and sign in through the form again if the session
// was signed out meanwhile. The sign-in journeys themselves use the form (submitSignIn).
import { type Browser, type BrowserContext, type Page, expect } from '@playwright/test';
import { DEMO_PASSWORD } from '../apps/api/src/test/test-constants';
import { SESSION_STORAGE_KEY } from '../apps/web/src/lib/session-keys';
import { TIME_ZONE } from '../packages/shared/src/calendar';

export { DEMO_PASSWORD };

interface Session {
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>;
  stored: string;
}

/** The sessions of this worker, by user (signed in with the demo password). */
const sessions = new Map<string, Session>();

/** Fills the sign-in form and sends it (a journey about a refused password stops there). */
export async function submitSignIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Tên đăng nhập').fill(username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}

const greeting = (page: Page) => page.getByRole('heading', { name: /Xin chào/ });

/** Signs in through the form, waits for the home page's greeting, and keeps the session. */
async function signInThroughForm(page: Page, username: string, password: string) {
  await submitSignIn(page, username, password);
  await expect(greeting(page)).toBeVisible({ timeout: 15_000 });
  if (password !== DEMO_PASSWORD) return;
  const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY);
  if (stored) sessions.set(username, { cookies: await page.context().cookies(), stored });
}

/**
 * Signs in and waits for the home page's greeting (a while, on a busy machine): the user's kept
 * session when there is one still valid, else the form.
 */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  const session = password === DEMO_PASSWORD ? sessions.get(username) : undefined;
  if (!session) {
    await signInThroughForm(page, username, password);
    return;
  }
  await page.context().addCookies(session.cookies);
  // Put back once per tab: a sign-out later in the journey stays signed out.
  await page.addInitScript(
    ({ key, value }) => {
      if (sessionStorage.getItem('e2e-session-restored')) return;
      sessionStorage.setItem('e2e-session-restored', '1');
      localStorage.setItem(key, value);
    },
    { key: SESSION_STORAGE_KEY, value: session.stored },
  );
  await page.goto('/');
  const form = page.getByLabel('Tên đăng nhập');
  await expect(greeting(page).or(form)).toBeVisible({ timeout: 15_000 });
  if (await form.isVisible()) {
    // Signed out meanwhile (a sign-out or a password change revokes the token): the form again.
    sessions.delete(username);
    await signInThroughForm(page, username, password);
  }
}

/** A browser of its own for a user, signed in, so that several users' sessions do not mix. */
export async function signedInPage(browser: Browser, username: string, width = 1440) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'vi-VN',
    timezoneId: TIME_ZONE,
  });
  const page = await context.newPage();
  await signIn(page, username);
  return page;
}
