import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, watchErrors } from '../harness/browser';
import { useOwnAppSession } from '../harness/e2eSession';
import { sessionWithDisclaimer } from './support/api';
import { declaredResources } from './support/declaredRoutes';
import { waitForRows } from './support/grid';
import { pathOf } from './support/login';

/** Who opens which screen: the first account whose page shows rows. */
const ACCOUNTS = ['super@demo.test', 'merchant@demo.test', 'viewer@demo.test', 'staff@demo.test', 'treasurer@demo.test'] as const;

/** Notes when the app first puts anything into its root, on the page's own clock. */
const WATCH_FIRST_RENDER = `new MutationObserver((_, observer) => {
  const root = document.getElementById('root');
  if (!root || root.childElementCount === 0) return;
  window.__firstRenderAt = performance.now();
  observer.disconnect();
}).observe(document, { childList: true, subtree: true });`;

interface Visit {
  rows: number;
  /** The list's grid calls (its declared API path), with when each one's answer was in. */
  calls: { url: string; answeredAt: number }[];
  firstRenderAt: number;
}

async function visit(page: Page, path: string, apiPath: string): Promise<Visit | undefined> {
  await page.goto(path);
  const rows = await waitForRows(page, 1, 10_000).catch(() => 0);
  if (rows === 0 || pathOf(page) !== path) return undefined;
  return page.evaluate((wanted) => {
    const calls = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname === `/api/v1${wanted}`)
      .map((entry) => ({ url: entry.name, answeredAt: entry.responseEnd }));
    const rowCount = document.querySelectorAll('tbody tr.RaDataTable-row').length;
    return { rows: rowCount, calls, firstRenderAt: (window as Window & { __firstRenderAt?: number }).__firstRenderAt ?? NaN };
  }, apiPath);
}

/**
 * Issue #34: every list that declares its first page has it fetched while the app boots, so the
 * rows come with the app's first render: on a direct visit its grid call is answered before the
 * app puts anything on screen, and the list does not ask for it again (the declaration and the
 * list compute the same request). A loop over resources/index.ts, each as the first account
 * whose page shows rows.
 */
describe('the first page, fetched at boot', () => {
  const session = useOwnAppSession();

  it('every list declaring it asks for its first page once, answered before the first render', async () => {
    const browser = session.context.browser()!;
    const declared = (await declaredResources()).filter((definition) => definition.list && definition.firstPage);
    const checked: string[] = [];
    const problems: string[] = [];
    for (const definition of declared) {
      const path = `/${definition.name}`;
      let seen: Visit | undefined;
      for (const account of ACCOUNTS) {
        // A fresh profile holding the account's session: the boot is what is under test.
        const context = await newContext(browser, session.baseUrl);
        await sessionWithDisclaimer(session.apiUrl, context, account);
        await context.addInitScript(WATCH_FIRST_RENDER);
        const page = await context.newPage();
        const errors = watchErrors(page);
        seen = await visit(page, path, definition.apiPath);
        await context.close();
        errors.assertClean();
        if (seen) {
          checked.push(`${path} (${account})`);
          break;
        }
      }
      if (!seen) continue;
      if (seen.calls.length !== 1) problems.push(`${path}: ${seen.calls.length} grid calls: ${seen.calls.map((c) => c.url).join(' ')}`);
      else if (!(seen.calls[0].answeredAt < seen.firstRenderAt))
        problems.push(
          `${path}: answered at ${seen.calls[0].answeredAt.toFixed(0)} ms, after the first render at ${seen.firstRenderAt.toFixed(0)} ms`,
        );
    }
    console.log(`first page at boot: ${checked.join(', ')}`);
    expect(problems).toEqual([]);
    expect(checked.length).toBeGreaterThanOrEqual(4);
  }, 300_000);
});
