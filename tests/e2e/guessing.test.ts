import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startApp, type RunningApp } from '../harness/app';
import { useBrowserSession } from '../harness/e2eSession';
import { submitLogin } from './support/login';
import { switchLanguage } from './support/shell';

/**
 * Issues #12 and #31: past a few wrong passwords the fake API answers 429 with Retry-After, and
 * the login screen says how long to wait, in the screen's language; the lock is the account's,
 * so another account signs in from the same browser. Its own app, with a limit of two failures
 * in ten minutes, so the failures it counts cannot reach the other flows' logins.
 */
const toastTexts = (page: Page) => page.locator('.MuiSnackbar-root').allInnerTexts();

describe('guessing a password', () => {
  let app: RunningApp | undefined;
  const session = useBrowserSession(() => app);
  beforeAll(async () => {
    app = await startApp({ throttle: { perAccount: 2, perClient: 30, windowMs: 10 * 60_000 } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is slowed: the third try says how many minutes to wait, and so does the Spanish screen; another account still signs in', async () => {
    const { page, errors } = session;
    errors.allow(/status of (400|429)/);
    for (let i = 0; i < 2; i++) {
      await submitLogin(page, 'merchant@demo.test', 'not-the-password');
      await expect.poll(() => toastTexts(page)).toContain('Invalid username or password');
    }
    await submitLogin(page, 'merchant@demo.test', 'not-the-password');
    await expect.poll(async () => (await toastTexts(page)).join(' ')).toMatch(/Too many attempts\. Try again in (9|10) minutes\./);

    // Still refused with the right password: the wait is for the account, not the guess.
    await page.reload();
    await switchLanguage(page, 'Español');
    await page.getByLabel(/^Usuario/).fill('merchant@demo.test');
    await page.getByLabel(/^Contraseña/).fill('demo123');
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
    await expect
      .poll(async () => (await toastTexts(page)).join(' '))
      .toMatch(/Demasiados intentos\. Inténtalo de nuevo en (9|10) minutos\./);
    expect(new URL(page.url()).pathname).toBe('/login');

    // A colleague behind the same address is not locked out by it.
    await page.getByLabel(/^Usuario/).fill('viewer@demo.test');
    await page.getByLabel(/^Contraseña/).fill('demo123');
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).not.toBe('/login');
  });
});
