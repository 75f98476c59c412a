import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../harness/e2eSession';
import { injectSession } from './support/login';
import { dataRows } from './support/grid';

/**
 * Parts of a list screen render right after the first frame (the toolbar, the menu items, the
 * pagination, the header's switches) or load on their own (the date pickers, permission-gated
 * row actions): each keeps its place meanwhile, so neither the grid a user starts reading nor
 * what sits under it (the claims dashboard's charts) moves. The browser's own layout-shift
 * entries catch what a position check would not (a column narrowing, a header button wrapping).
 */
describe('a list screen as it loads', () => {
  const session = useBrowserSession();

  const cases = [
    ['/transactions-v2', 1366],
    ['/claims', 800],
    ['/claims', 1366],
    ['/claims-dashboard', 800],
    ['/claims-dashboard', 1366],
    ['/notifications', 1366],
    ['/shops', 1366],
    ['/shops', 375],
  ] as const;
  for (const [route, width] of cases) {
    it(`moves nothing once the grid has painted: ${route} at ${width} px`, async () => {
      const { page } = session;
      // Below 600 px a list is react-admin's SimpleList: its list stands where the table would.
      const grid = width < 600 ? '.RaList-main ul' : '.RaDataTable-root table';
      const rows = width < 600 ? page.locator('.RaList-main ul > li') : dataRows(page);
      await page.setViewportSize({ width, height: 800 });
      await injectSession(session.context, session.apiUrl, 'super@demo.test');
      // Noted by the page itself in the frame the first rows appear in.
      await session.context.addInitScript(`window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
      new MutationObserver((_, observer) => {
        const table = document.querySelector(${JSON.stringify(grid)});
        if (!table || table.querySelectorAll('tbody tr, li').length === 0) return;
        observer.disconnect();
        window.__firstGridTop = table.getBoundingClientRect().top;
      }).observe(document, { childList: true, subtree: true });`);
      await page.goto(route);
      await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(0);
      // The deferred parts are in: the toolbar (search box, filter or apply button), and no stand-in is left.
      await expect
        .poll(() =>
          page
            .getByRole('searchbox')
            .or(page.getByRole('button', { name: /Filter$/ }))
            .or(page.getByRole('button', { name: 'Apply' }))
            .count(),
        )
        .toBeGreaterThan(0);
      await expect.poll(() => page.locator('.MuiSkeleton-root').count()).toBe(0);
      const tops = await page.evaluate(
        (selector) => [
          (window as Window & { __firstGridTop?: number }).__firstGridTop,
          document.querySelector(selector)?.getBoundingClientRect().top,
        ],
        grid,
      );
      expect(tops[0]).toBeDefined();
      expect(tops[1]).toBe(tops[0]);
      // Whatever renders late (the charts, the row actions) has had time to.
      await page.waitForTimeout(1000);
      const shifts = await page.evaluate(() => (window as Window & { __shifts?: number[] }).__shifts ?? []);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.0005);
    });
  }
});
