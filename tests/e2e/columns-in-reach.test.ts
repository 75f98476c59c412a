import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useOwnAppSession } from '../harness/e2eSession';
import { sessionWithDisclaimer } from './support/api';
import { declaredResources } from './support/declaredRoutes';
import { dataRows } from './support/grid';
import { pathOf } from './support/login';
import { settle } from './support/shell';

const WIDTH = 1366;
const HEIGHT = 768;
/** Who sees which screens: super sees most; a screen another role's rights choose is visited as that role. */
const ACCOUNTS = ['super@demo.test', 'viewer@demo.test', 'merchant@demo.test'] as const;

/** The header cells a finance person looks for first, by the column's source (`column-<source>`). */
const KEY_COLUMNS: Record<string, RegExp> = {
  id: /^column-(id|\w+I[dD])$/,
  amount: /^column-\w*([aA]mount|[bB]alance)\w*$/,
  status: /^column-\w*[sS]tatus\w*$/,
};

interface Reach {
  /** A key column's header or the first row's actions cell lying beyond the viewport's edges. */
  outside: string[];
  /** Key columns found, by kind. */
  found: string[];
  rows: number;
  tables: number;
}

/** Where the key headers and the first row's actions lie, measured without scrolling. */
const reachOf = (page: Page, patterns: Record<string, string>) =>
  page.evaluate(
    ({ patterns, width }) => {
      const result = { outside: [] as string[], found: [] as string[], rows: 0, tables: 0 };
      const inView = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.left >= 0 && box.right <= width + 1;
      };
      const tables = Array.from(document.querySelectorAll('main table.RaDataTable-table'));
      result.tables = tables.length;
      for (const table of tables) {
        for (const header of Array.from(table.querySelectorAll('thead th'))) {
          const column = Array.from(header.classList).find((name) => name.startsWith('column-')) ?? '';
          for (const [kind, pattern] of Object.entries(patterns)) {
            if (!new RegExp(pattern).test(column)) continue;
            result.found.push(`${kind}:${column}`);
            if (!inView(header)) result.outside.push(`${column} header`);
          }
        }
        const rows = table.querySelectorAll('tbody tr.RaDataTable-row');
        result.rows += rows.length;
        const actions = rows[0]?.querySelector('td.row-actions');
        if (actions && !inView(actions)) result.outside.push('first row actions');
      }
      return result;
    },
    { patterns, width: WIDTH },
  ) as Promise<Reach>;

const patterns = Object.fromEntries(Object.entries(KEY_COLUMNS).map(([kind, pattern]) => [kind, pattern.source]));

/**
 * Issue #33 parts 1 and 2 at a laptop's 1366 x 768: on every declared list screen (resources/
 * index.ts, each as the first account that may open it), the id, amount and status headers the
 * default columns show and the first row's actions are inside the viewport without scrolling
 * sideways, and the first row opens from the keyboard (Enter) into its details.
 */
describe('every column in reach, every row opens', () => {
  const session = useOwnAppSession();
  const pending = new Set<string>();
  const problems: string[] = [];
  const checked: string[] = [];

  for (const [turn, account] of ACCOUNTS.entries()) {
    it(`as ${account}`, async () => {
      const { page, context } = session;
      if (turn === 0) for (const definition of await declaredResources()) if (definition.list) pending.add(definition.name);
      await sessionWithDisclaimer(session.apiUrl, context, account);
      await page.setViewportSize({ width: WIDTH, height: HEIGHT });
      const definitions = (await declaredResources()).filter((definition) => pending.has(definition.name));
      for (const definition of definitions) {
        const path = `/${definition.name}`;
        await page.goto(`${path}${definition.menu?.query ? `?${definition.menu.query}` : ''}`);
        await settle(page);
        if (pathOf(page) !== path) continue;
        const reach = await reachOf(page, patterns);
        // A page without a grid (a settings form), or this account's empty one: another may fill it.
        if (reach.tables === 0 || reach.rows === 0) continue;
        pending.delete(definition.name);
        checked.push(`${path} (${account}): ${reach.found.join(' ')}`);
        for (const where of reach.outside) problems.push(`${path}: ${where} is beyond ${WIDTH} px`);
        const scrolled = await page.evaluate(() => window.scrollX);
        if (scrolled !== 0) problems.push(`${path}: the page scrolled sideways`);

        const row = dataRows(page).first();
        await row.focus();
        await page.keyboard.press('Enter');
        const details = page.getByRole('dialog');
        try {
          await details.first().waitFor({ timeout: 10_000 });
        } catch {
          problems.push(`${path}: Enter on the first row opened nothing`);
          continue;
        }
        await page.keyboard.press('Escape');
        await details.first().waitFor({ state: 'hidden' });
      }
      if (turn === ACCOUNTS.length - 1) {
        console.log(checked.join('\n'));
        // Pages without a grid of their own are no list screens.
        const grids = (await declaredResources()).filter((definition) => pending.has(definition.name)).map((definition) => definition.name);
        expect(problems).toEqual([]);
        expect(checked.length).toBeGreaterThan(20);
        console.log(`no grid with rows: ${grids.join(', ')}`);
      }
    }, 600_000);
  }
});
