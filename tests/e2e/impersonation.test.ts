import { describe, expect, it } from 'vitest';
import { waitForToolbar } from './support/grid';
import { useBrowserSession } from '../harness/e2eSession';
import { pathOf, submitTwoFactorCode, waitForPath } from './support/login';

/** Spec 01 §2.4 impersonation, scoped to support agents (issue #12): their own 2FA, then the user's session. */
describe('/fake-login', () => {
  const session = useBrowserSession();

  const fill = async (username: string) => {
    const { page } = session;
    await page.goto('/fake-login?userKey=viewer@demo.test');
    await page.getByLabel(/^Username/).fill(username);
    await page.getByLabel(/^Password/).fill('demo123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
  };

  it("refuses a merchant's credentials as it refuses a wrong password", async () => {
    const { page, errors } = session;
    // The browser logs the refused login's 400 itself.
    errors.allow(/status of 400/);
    await fill('super@demo.test');
    await expect.poll(() => page.getByText('Invalid username or password').isVisible()).toBe(true);
    expect(pathOf(page)).toBe('/fake-login');
  });

  it('support@demo.test passes its own second factor, then works as the viewer, and the header says so', async () => {
    const { page } = session;
    await fill('support@demo.test');
    await submitTwoFactorCode(page);
    await page.waitForURL((url) => !['/two-factor-auth', '/fake-login'].includes(url.pathname), { waitUntil: 'commit' });
    await expect.poll(() => page.getByTestId('user-name').innerText(), { timeout: 15_000 }).toBe('Tomás Ibarra, acting as Valentina Costa');
    // The viewer's permissions: no Export on its transactions.
    await page.goto('/payment-methods');
    await waitForPath(page, '/payment-methods');
    await waitForToolbar(page);
    expect(await page.getByRole('button', { name: /export/i }).count()).toBe(0);
  });
});
