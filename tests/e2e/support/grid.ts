import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** Data rows of the shared grid (react-admin DataTable), not its header or loading skeleton. */
export const dataRows = (page: Page): Locator => page.locator('tbody tr.RaDataTable-row, tbody tr.RaDatagrid-row');

/** Waits for at least `min` data rows and returns how many there are. */
export async function waitForRows(page: Page, min = 1, timeout = 20_000): Promise<number> {
  await expect.poll(() => dataRows(page).count(), { timeout }).toBeGreaterThanOrEqual(min);
  return dataRows(page).count();
}

/**
 * Searches the grid as a user does (type, Enter) and waits until the list has taken the search
 * into its address, then for rows: the rows on show before that are the unsearched ones, and a
 * click on them lands while react-admin is still writing the search (dropping the drawer's `show`).
 */
export async function searchGrid(page: Page, text: string): Promise<number> {
  const box = page.getByRole('searchbox');
  await box.fill(text);
  await box.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('filter') ?? '').toContain(JSON.stringify(text));
  return waitForRows(page);
}

/** The status cell text of every data row on the page, e.g. ['Approved 21/11/2026 …', …]. */
export async function statusTexts(page: Page): Promise<string[]> {
  return dataRows(page).locator('td.column-status').allInnerTexts();
}

/**
 * Waits for the toolbar above the grid (search, Filter, Export), which renders right after the
 * grid's first frame: a check that a button is absent means nothing before it is in.
 */
export async function waitForToolbar(page: Page, timeout = 15_000): Promise<void> {
  const toolbar = page.locator('.RaList-actions');
  await expect.poll(() => toolbar.getByRole('button').or(toolbar.getByRole('searchbox')).count(), { timeout }).toBeGreaterThan(0);
}

/**
 * Opens the first row's drawer from the keyboard (focus, Enter), runs `look` while it is open,
 * and closes it with Escape; does nothing on a list without rows or without a drawer.
 */
export async function inFirstRowDrawer(page: Page, look: () => Promise<void>): Promise<void> {
  const row = dataRows(page).first();
  if ((await dataRows(page).count()) === 0 || (await row.getAttribute('tabindex')) === null) return;
  await row.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await drawer.waitFor();
  await look();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
}

/** Export in a format from the Export menu (CSV / Excel), as a user does. */
export async function chooseExport(page: Page, format: 'CSV' | 'Excel' = 'CSV'): Promise<void> {
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${format}`) }).click();
}

/** An exported CSV's text as rows of cells (the files start with a BOM; cells quoted where they hold a comma). */
export const csvLines = (text: string): string[][] =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1].replace(/^"|"$/g, '').replace(/""/g, '"')).slice(0, -1),
    );
