import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSession } from '../harness/e2eSession';
import { DEMO_PASSWORD, injectSession, pathOf, waitForPath } from './support/login';
import { presetStore } from './support/shell';

const spanish = (page: Page) => presetStore(page, 'locale', 'es');

async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^Usuario/).fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
}

/** Issue #13, sign-in: errors in the screen's language; issue #30 item 28: a wrong code asks for the password again. */
describe('sign-in in Spanish', () => {
  const session = useBrowserSession();

  it('says a wrong password in Spanish', async () => {
    const { page, errors } = session;
    errors.allow(/status of 400/);
    await spanish(page);
    await signIn(page, 'merchant@demo.test', 'not-the-password');
    await expect.poll(() => page.getByText('Usuario o contraseña incorrectos').isVisible()).toBe(true);
    expect(await page.getByText('Invalid username or password').count()).toBe(0);
    expect(pathOf(page)).toBe('/login');
  });

  it('refuses a code of spaces; a wrong code says so in Spanish and asks for the password again (spec 01 §4.2), then the right one signs in', async () => {
    const { page, errors } = session;
    errors.allow(/status of 400/);
    await spanish(page);
    await signIn(page, '2fa@demo.test');
    await waitForPath(page, '/two-factor-auth');
    const code = page.getByLabel(/^Código de verificación/);
    const verify = page.getByRole('button', { name: 'Verificar', exact: true });
    await code.fill('      ');
    await verify.click();
    await expect.poll(() => page.getByText('Este campo es obligatorio').isVisible()).toBe(true);
    await code.fill('000000');
    await verify.click();
    await expect.poll(() => page.getByText(/^Código incorrecto/).isVisible()).toBe(true);
    await waitForPath(page, '/login');
    expect(await page.getByText('Invalid code').count()).toBe(0);
    await page.getByLabel(/^Usuario/).fill('2fa@demo.test');
    await page.getByLabel(/^Contraseña/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
    await waitForPath(page, '/two-factor-auth');
    await code.fill('123456');
    await verify.click();
    await page.waitForURL((url) => url.pathname !== '/two-factor-auth', { waitUntil: 'commit' });
    expect(pathOf(page)).not.toBe('/login');
  });

  it('sends a logged-in user away from reset and recover password to the start, saying to log out first', async () => {
    const { page } = session;
    await spanish(page);
    await injectSession(session.context, session.apiUrl, 'super@demo.test');
    for (const path of ['/reset-password', '/recover-password?key=abc']) {
      await page.goto(path);
      await page.waitForURL((url) => !['/reset-password', '/recover-password'].includes(url.pathname), { waitUntil: 'commit' });
      await expect
        .poll(() => page.getByText('Ya iniciaste sesión. Cierra la sesión primero para abrir esa página.').isVisible())
        .toBe(true);
    }
  });
});
