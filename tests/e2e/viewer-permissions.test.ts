import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../harness/e2eSession';
import { loginAs, pathOf, waitForPath } from './support/login';
import { waitForRows, waitForToolbar } from './support/grid';

/** Issue #2 §8: a read-only role sees no export or add, and a /new route logs it out (spec 01 §2.2). */
describe('viewer@demo.test (VIEW and MENU only)', () => {
  const session = useBrowserSession();

  it('sees the transactions without Export or add buttons', async () => {
    const { page } = session;
    await loginAs(page, 'viewer@demo.test');
    await page.goto('/transactions-v2');
    await waitForRows(page);
    await waitForToolbar(page);
    expect(await page.getByRole('button', { name: /export/i }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /export/i }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(create|add|new)\b/i }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^(create|add|new)\b/i }).count()).toBe(0);
  });

  it('is sent to /logout and then /login when it opens a /new route', async () => {
    const { page } = session;
    await loginAs(page, 'viewer@demo.test');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/transactions/new');
    await waitForPath(page, '/login');
    expect(visited).toContain('/logout');
    expect(visited.indexOf('/logout')).toBeLessThan(visited.lastIndexOf('/login'));
    expect(pathOf(page)).toBe('/login');
    await expect.poll(() => page.getByLabel(/^Username/).isVisible()).toBe(true);
  });
});
