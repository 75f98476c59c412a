import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSession } from '../harness/e2eSession';
import { loginAs } from './support/login';
import { dataRows, waitForRows, waitForToolbar, chooseExport, csvLines } from './support/grid';

/** The shop cell of every data row on the page. */
const shopTexts = (page: Page) => dataRows(page).locator('td.column-shopName').allInnerTexts();

/** Shows the optional Shop filter through the Filter panel, picks `shop` and applies. */
async function filterToShop(page: Page, shop: string): Promise<void> {
  await page.getByRole('button', { name: /Filter$/ }).click();
  await page.getByRole('group', { name: 'Choose filters' }).getByRole('checkbox', { name: 'Shop' }).check();
  await page.getByRole('button', { name: 'Done' }).click();
  const filters = page.getByRole('search', { name: 'Filters' });
  const input = filters.getByRole('combobox', { name: 'Shop' });
  await input.click();
  await input.fill(shop);
  await page.getByRole('option', { name: shop, exact: true }).click();
  await filters.getByRole('button', { name: 'Apply' }).click();
}

/** Spec 02 §2 "Claims": the grid of the last week, a filter, the detail drawer, the id search and the CSV export. */
describe('/claims', () => {
  const session = useBrowserSession();

  it('super@demo.test filters the claims, opens one, searches an id and exports them as a CSV file', async () => {
    const { page } = session;
    await loginAs(page, 'super@demo.test');
    await page.goto('/claims');
    await waitForRows(page);
    // The default range is the last week by claim date (spec 02 §9).
    const filters = page.getByRole('search', { name: 'Filters' });
    expect(await filters.getByRole('combobox', { name: /^Date type/ }).inputValue()).toBe('Claim date');

    const [shop] = await shopTexts(page);
    await filterToShop(page, shop);
    await expect.poll(() => new URL(page.url()).searchParams.get('filter') ?? '', { timeout: 10_000 }).toContain('shopId');
    await expect
      .poll(
        async () => {
          const shops = await shopTexts(page);
          return shops.length > 0 && shops.every((name) => name === shop);
        },
        { timeout: 15_000 },
      )
      .toBe(true);

    await dataRows(page).first().locator('td.column-claimDate').click();
    const drawer = page.getByRole('dialog', { name: 'Claim details' });
    await drawer.getByText('Claim ID', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('show')).toMatch(/^\d+$/);
    await expect.poll(() => drawer.getByText(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/).count()).toBe(1);
    expect(await drawer.getByText(shop, { exact: true }).count()).toBeGreaterThan(0);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });

    // The transaction-id search narrows the applied filters to the claims of that id.
    const prefix = (await dataRows(page).last().locator('td.column-transactionId').innerText()).replace('…', '').trim();
    const search = page.getByRole('searchbox', { name: 'Search by transaction ID' });
    await search.fill(prefix);
    await search.press('Enter');
    await expect
      .poll(
        async () => {
          const ids = await dataRows(page).locator('td.column-transactionId').allInnerTexts();
          return ids.length > 0 && ids.every((id) => id.startsWith(prefix));
        },
        { timeout: 15_000 },
      )
      .toBe(true);

    // The pagination's 'a-b of N items' (the totals' caption says 'of N items' too).
    const total = Number(/of (\d+) items/.exec(await page.getByText(/^\d+-\d+ of \d+ items$/).innerText())?.[1]);
    expect(total).toBeGreaterThan(0);
    const [download] = await Promise.all([page.waitForEvent('download'), chooseExport(page)]);
    expect(download.suggestedFilename()).toMatch(/^claims-\d{14}\.csv$/);
    const [columns, ...lines] = csvLines(readFileSync(await download.path(), 'utf8'));
    // The file's headers are the grid's (issue #33 §4).
    const shopHeader = (await page.locator('th.column-shopName').first().textContent())!.trim();
    const transactionHeader = (await page.locator('th.column-transactionId').first().textContent())!.trim();
    expect(columns).toEqual(expect.arrayContaining([shopHeader, transactionHeader]));
    expect(lines).toHaveLength(total);
    expect(lines.every((line) => line[columns.indexOf(shopHeader)] === shop)).toBe(true);
    expect(lines.every((line) => line[columns.indexOf(transactionHeader)].startsWith(prefix))).toBe(true);
    await expect.poll(() => page.getByText('Your file is downloading.').isVisible()).toBe(true);
  });

  it('viewer@demo.test sees the claims without an Export button', async () => {
    const { page } = session;
    await loginAs(page, 'viewer@demo.test');
    await page.goto('/claims');
    await waitForRows(page);
    await waitForToolbar(page);
    expect(await page.getByRole('button', { name: /export/i }).count()).toBe(0);
  });
});
