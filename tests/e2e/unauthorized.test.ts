import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../harness/e2eSession';
import { injectSession, pathOf, waitForPath } from './support/login';
import { waitForRows } from './support/grid';
import { SESSION_KEYS } from '../../src/providers/session';

/** Issue #2 §2: a 401 answer shows the 'unauthorized' message and logs the user out to /login. */
describe('an expired or invalid token', () => {
  const session = useBrowserSession();

  it('shows the unauthorized message on the next call and lands on /login', async () => {
    const { page, errors } = session;
    // The browser logs every 401 response as a console error; here it is the point of the test.
    errors.allow(/status of 401/);
    await injectSession(session.context, session.apiUrl, 'super@demo.test');
    await page.goto('/transactions-v2');
    await waitForRows(page);

    await page.evaluate(`localStorage.setItem(${JSON.stringify(SESSION_KEYS.token)}, 'expired-or-forged-token')`);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) apiCalls.push(pathname);
    });
    await page.reload();

    await waitForPath(page, '/login');
    await expect
      .poll(() => page.getByText('Your session has expired or is not valid. Please log in again.').first().isVisible())
      .toBe(true);
    expect(pathOf(page)).toBe('/login');
    await expect.poll(() => page.evaluate(`localStorage.getItem(${JSON.stringify(SESSION_KEYS.token)})`)).toBeNull();
    // Straight to /login: the screen being left does not bounce the user through access-denied.
    expect(visited).not.toContain('/access-denied');
    // One logout, and the screen being left sends nothing after it (it could only get 401s).
    expect(apiCalls.filter((path) => path === '/api/v1/logout')).toHaveLength(1);
    expect(apiCalls.slice(apiCalls.indexOf('/api/v1/logout') + 1).filter((path) => path !== '/api/v1/config/has-recaptcha')).toEqual([]);
    // One message: when it goes, no 'Please login to continue' from each screen left behind follows.
    const toasts = page.locator('.MuiSnackbar-root');
    await expect.poll(() => toasts.count(), { timeout: 15_000 }).toBe(0);
    await page.waitForTimeout(1500);
    expect(await toasts.allInnerTexts()).toEqual([]);
  });
});
