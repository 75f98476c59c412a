import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { SESSION_KEYS } from '../../../src/providers/session';

export const DEMO_PASSWORD = 'demo123';
export const TWO_FACTOR_CODE = '123456';

/** Path of the page's current URL, e.g. '/login'. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Waits until the SPA shows the given path (client-side navigations included). */
export async function waitForPath(page: Page, path: string | RegExp, timeout = 15_000): Promise<void> {
  await page.waitForURL((url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)), {
    timeout,
    waitUntil: 'commit',
  });
}

/** The login screen as a user fills it (spec 01 §2.4); the fake API has the bot check off. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  // Regexes: the password field's show/hide toggle is labelled '…password' too.
  await page.getByLabel(/^Username/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The sandbox disclaimer blocks the app for accounts that have not accepted it yet. */
export async function acceptDisclaimer(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Sandbox environment' });
  await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
  const ok = dialog.getByRole('button', { name: 'OK' });
  expect(await ok.isDisabled()).toBe(true);
  await dialog.getByRole('checkbox').check();
  await ok.click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The second step for an account with 2FA (spec 01 §2.4). */
export async function submitTwoFactorCode(page: Page, code = TWO_FACTOR_CODE): Promise<void> {
  await waitForPath(page, '/two-factor-auth');
  await page.getByLabel(/^Verification code/).fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

/** Logs in through the UI and waits until the app has left the login page. */
export async function loginAs(page: Page, email: string): Promise<void> {
  await submitLogin(page, email);
  await page.waitForURL((url) => url.pathname !== '/login', { waitUntil: 'commit' });
}

/**
 * A session without the login screen, for flows that test something else: the fake API's
 * login, then token and profile put where the app keeps them, before any page script runs.
 */
export async function injectSession(context: BrowserContext, apiUrl: string, email: string): Promise<void> {
  const reply = await fetch(`${apiUrl}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD, token: '', backOfficeType: 'SHOP' }),
  });
  if (!reply.ok) throw new Error(`login of ${email} failed: ${reply.status} ${await reply.text()}`);
  const { token, user } = (await reply.json()) as { token: string; user: unknown };
  // A string, not a function: under tsx/Vitest a function's helpers do not exist in the page (docs/stack.md).
  await context.addInitScript(`if (!sessionStorage.getItem('e2e.seeded')) {
    sessionStorage.setItem('e2e.seeded', '1');
    localStorage.setItem(${JSON.stringify(SESSION_KEYS.token)}, ${JSON.stringify(token)});
    localStorage.setItem(${JSON.stringify(SESSION_KEYS.profile)}, ${JSON.stringify(JSON.stringify(user))});
  }`);
}
