import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../harness/e2eSession';
import { injectSession } from './support/login';
import { waitForRows } from './support/grid';
import { watchFirstRows } from '../../scripts/bench/firstRowsWatch';

/**
 * How the built app is served (README, Measured): hashed assets precompressed and cacheable for
 * good, the first load in few files, and the first page asked for once.
 */
describe('the built app as served', () => {
  const session = useBrowserSession();

  it('serves the help centre, about and data-processing documents the links point to (issue #13: no example.com)', async () => {
    for (const path of ['/docs/help-centre.html', '/docs/about.html', '/docs/data-processing-agreement.html']) {
      const reply = await fetch(`${session.baseUrl}${path}`);
      expect(reply.status, path).toBe(200);
      expect(reply.headers.get('content-type'), path).toContain('text/html');
      expect(await reply.text(), path).toMatch(/<h1>[^<]+<\/h1>/);
    }
    const { page } = session;
    await injectSession(session.context, session.apiUrl, 'super@demo.test');
    await page.goto('/transactions');
    await waitForRows(page);
    const help = page.getByRole('menuitem', { name: /Help center/ });
    expect(await help.getAttribute('href')).toBe('/docs/help-centre.html');
  });

  it('serves hashed scripts brotli-compressed and immutable', async () => {
    const html = await (await fetch(session.baseUrl)).text();
    const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
    expect(entry).toMatch(/^\/assets\/index-.+\.js$/);
    const reply = await fetch(`${session.baseUrl}${entry}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-encoding')).toBe('br');
    expect(reply.headers.get('cache-control')).toContain('immutable');
    expect(reply.headers.get('content-type')).toContain('javascript');
    // fetch decompresses: the same code either way.
    const code = await reply.text();
    const plain = await fetch(`${session.baseUrl}${entry}`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(code);
  });

  it("opens a list with eight script files, none of them the forms' rules, and one request for its first page", async () => {
    const { page } = session;
    await injectSession(session.context, session.apiUrl, 'super@demo.test');
    const firstPageCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/transactions/v2') firstPageCalls.push(request.url());
    });
    await page.goto('/transactions-v2');
    await waitForRows(page, 10);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => /\/assets\/.+\.js$/.test(name)),
    );
    // The entry in four parts and the bundler's runtime (one round of HTTP/1.1's six connections),
    // then the screen, what the screens share and what they share with the sign-in pages
    // (scripts/vite/firstLoadChunks.ts).
    expect(scripts.length).toBeLessThanOrEqual(8);
    // The forms' rules (zod and the write schemas) wait for a form: a list never loads them.
    expect(scripts.filter((name) => /\/assets\/forms-/.test(name))).toEqual([]);
    // The request sent while the app boots is the list's own: it is not asked again.
    expect(firstPageCalls).toHaveLength(1);
  });

  it("opens the sign-in page without the screens' code", async () => {
    const { page } = session;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => /\/assets\/.+\.js$/.test(name)),
    );
    expect(scripts.filter((name) => /\/assets\/(screens|pickers)-/.test(name))).toEqual([]);
  });

  it('loads the date pickers once the first rows are painted, not while the list renders them', async () => {
    const { page, context } = session;
    await injectSession(context, session.apiUrl, 'super@demo.test');
    await context.addInitScript(watchFirstRows(1));
    await page.goto('/claims');
    await waitForRows(page);
    // The date range's inputs are the pickers' own: they arrive after the rows.
    await page.getByRole('group', { name: 'Date range' }).getByRole('spinbutton', { name: 'Day' }).first().waitFor();
    const timing = await page.evaluate(() => {
      const pickers = performance.getEntriesByType('resource').find((entry) => /\/assets\/pickers-/.test(entry.name));
      return { rowsPainted: (window as Window & { __firstRowsAt?: number }).__firstRowsAt, pickersAsked: pickers?.startTime };
    });
    expect(timing.rowsPainted).toBeGreaterThan(0);
    expect(timing.pickersAsked).toBeGreaterThan(timing.rowsPainted!);
  });

  it("asks once for the claims dashboard's grid page: the grid reads what the boot fetched", async () => {
    const { page } = session;
    await injectSession(session.context, session.apiUrl, 'super@demo.test');
    const gridCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      // Only the grid asks this path (the period comparison asks /dashboard for its totals).
      if (url.pathname === '/api/v1/claims/report-grid') gridCalls.push(request.url());
    });
    await page.goto('/claims-dashboard');
    await waitForRows(page);
    // The charts under the grid have loaded too: nothing is still to ask.
    await expect.poll(() => page.getByText('Claims breakdown').count()).toBeGreaterThan(0);
    expect(gridCalls).toHaveLength(1);
  });
});
