/**
 * Filter apply -> new rows (issue #34 §6): the app against the fake API over generated pay-ins
 * (scaleApi.ts, its own process), a fresh context with the session stored per load; the screen
 * opens, a filter gets its first choice, and the time from the click on Apply to the frame that
 * paints the changed rows is stamped inside the page.
 */
import type { Page } from 'playwright-core';
import { launchBrowser, newContext } from '../../tests/harness/browser';
import { SESSION_KEYS } from '../../src/providers/session';
import { ROOT } from '../lib/processes';
import { ROW_SELECTOR, firstRowsAt, watchFirstRows } from './firstRowsWatch';
import { startScaleApi } from './scale';
import { APP_CONFIG, servePreview } from './servePreview';
import { join } from 'node:path';

export interface FilterApplyCase {
  path: string;
  /** What the user changes in the open filters before Apply. */
  change: (page: Page) => Promise<void>;
}

/**
 * Picks, in the select filter named `filter`, the choice that starts with the value of the last
 * row's `column` cell (a currency code): a choice that has rows, whatever the day's data holds.
 */
export const pickLastRowsValue = (filter: string, column: string) => async (page: Page) => {
  const value = (await page.locator(`tbody tr td.column-${column}`).last().innerText()).trim();
  await page.getByRole('combobox', { name: filter, exact: true }).click();
  await page
    .getByRole('option', { name: new RegExp(`^${value}\\b`) })
    .first()
    .click();
  await page.keyboard.press('Escape');
};

/** Takes the first value out of the multiple select named `filter` (its first chip). */
export const dropFirstChip = (filter: string) => async (page: Page) => {
  const field = page.locator('.MuiFormControl-root', { has: page.getByRole('combobox', { name: filter, exact: true }) });
  await field.locator('.MuiChip-deleteIcon').first().click();
};

/**
 * Stamps `__appliedAt` when Apply is clicked and `__newRowsAt` in the frame that paints the new
 * page: rows or an item count other than the ones shown then.
 */
const WATCH_APPLY = `(() => {
  const firstRowText = () => [...document.querySelectorAll(${JSON.stringify(ROW_SELECTOR)})].map((row) => row.textContent).join('|')
    + (document.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? '');
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.textContent?.trim().toLowerCase() !== 'apply') return;
    window.__appliedAt = performance.now();
    const before = firstRowText();
    const stamp = () => requestAnimationFrame(() => {
      if (firstRowText() !== before && document.querySelectorAll(${JSON.stringify(ROW_SELECTOR)}).length > 0) window.__newRowsAt = performance.now();
      else stamp();
    });
    stamp();
  }, true);
})();`;

async function applyChange(page: Page, change: FilterApplyCase['change']): Promise<number> {
  const apply = page.getByRole('button', { name: 'Apply', exact: true });
  const filterButton = page.getByRole('button', { name: /Filter$/ }).first();
  await filterButton.waitFor();
  // A screen whose filters fold away opens them with its Filter button (spec 01 §2.7).
  if (!(await apply.isVisible())) await filterButton.click();
  await change(page);
  await apply.click();
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
    const times = await page.evaluate(() => {
      const w = window as Window & { __appliedAt?: number; __newRowsAt?: number };
      return w.__newRowsAt !== undefined && w.__appliedAt !== undefined ? w.__newRowsAt - w.__appliedAt : undefined;
    });
    if (times !== undefined) return times;
  }
  throw new Error(`${page.url()}: the rows did not change within 30 s of Apply`);
}

/** `runs` applies of each case (NaN for one whose rows never changed) against `transactions` generated pay-ins, as super@demo.test. */
export async function measureFilterApply(
  cases: readonly FilterApplyCase[],
  transactions: number,
  runs: number,
): Promise<Map<string, number[]>> {
  const api = await startScaleApi(transactions);
  const app = await servePreview({ configFile: APP_CONFIG, outDir: join(ROOT, 'dist'), apiOrigin: api.origin });
  const browser = await launchBrowser();
  const results = new Map<string, number[]>(cases.map((c) => [c.path, []]));
  try {
    const { token, user } = await api.login('super@demo.test');
    const session = `localStorage.setItem(${JSON.stringify(SESSION_KEYS.token)}, ${JSON.stringify(token)});
      localStorage.setItem(${JSON.stringify(SESSION_KEYS.profile)}, ${JSON.stringify(JSON.stringify(user))});`;
    for (let run = 0; run < runs; run++) {
      for (const { path, change } of cases) {
        const context = await newContext(browser, app.baseUrl);
        await context.addInitScript(session + watchFirstRows(1) + WATCH_APPLY);
        const page = await context.newPage();
        await page.goto(path);
        await firstRowsAt(page);
        // A run that fails is told in the table, not the end of the bench's other figures.
        const time = await applyChange(page, change).catch((error: Error) => {
          console.log(`filter apply: ${error.message}`);
          return Number.NaN;
        });
        results.get(path)!.push(time);
        await context.close();
      }
    }
    return results;
  } finally {
    await browser.close();
    await app.close();
    await api.close();
  }
}
