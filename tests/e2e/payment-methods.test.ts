import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSession } from '../harness/e2eSession';
import { loginAs } from './support/login';
import { dataRows, waitForRows, waitForToolbar, chooseExport } from './support/grid';

/** The country cell of every data row on the page. */
const countries = (page: Page) => dataRows(page).locator('td.column-countryName').allInnerTexts();

/** Every logo of the page has loaded (an <img> with pixels), none fell back to initials. */
async function logosLoaded(page: Page): Promise<boolean> {
  const logos = dataRows(page).locator('td.column-paymentMethodFileKey img');
  const count = await logos.count();
  if (count === 0 || count !== (await dataRows(page).count())) return false;
  const widths = await logos.evaluateAll((images) =>
    images.map((img) => ((img as HTMLImageElement).complete ? (img as HTMLImageElement).naturalWidth : 0)),
  );
  return widths.every((width) => width > 0);
}

async function filterToCountry(page: Page, country: string): Promise<void> {
  const filters = page.getByRole('search', { name: 'Filters' });
  const input = filters.getByRole('combobox', { name: 'Country' });
  await input.click();
  await input.fill(country);
  await page.getByRole('option', { name: country, exact: true }).click();
  await filters.getByRole('button', { name: 'Apply' }).click();
}

/** Spec 02 §2 "Payment methods": the catalogue with logos, persisted filters, the drawer and the export. */
describe('/payment-methods', () => {
  const session = useBrowserSession();

  it('super@demo.test sees the logos, filters by country (kept in a cookie across a reload), opens a method and exports', async () => {
    const { page, context } = session;
    await loginAs(page, 'super@demo.test');
    await page.goto('/payment-methods');
    await waitForRows(page);
    await expect.poll(() => logosLoaded(page)).toBe(true);
    const firstName = await dataRows(page).first().locator('td.column-name').innerText();
    expect(
      await dataRows(page)
        .first()
        .getByRole('img', { name: `${firstName} logo` })
        .count(),
    ).toBe(1);

    await filterToCountry(page, 'Mexico');
    await expect
      .poll(async () => {
        const shown = await countries(page);
        return shown.length > 0 && shown.every((name) => name === 'Mexico');
      })
      .toBe(true);
    const cookie = (await context.cookies()).find((c) => c.name === 'paymentMethods_country');
    expect(cookie && decodeURIComponent(cookie.value)).toBe('"MX"');
    const filtered = await dataRows(page).count();

    // A fresh visit of the bare route starts from the saved filter.
    await page.goto('/payment-methods');
    await waitForRows(page);
    await expect.poll(() => page.getByRole('combobox', { name: 'Country' }).inputValue()).toBe('Mexico');
    await expect
      .poll(async () => {
        const shown = await countries(page);
        return shown.length === filtered && shown.every((name) => name === 'Mexico');
      })
      .toBe(true);
    await expect.poll(() => logosLoaded(page)).toBe(true);

    await dataRows(page).first().locator('td.column-name').click();
    const drawer = page.getByRole('dialog', { name: 'Payment method details' });
    await drawer.getByText('Legacy ID', { exact: true }).waitFor();
    for (const label of ['Name', 'Country', 'Minimum amount', 'Maximum amount', 'Payment channel', 'Currency']) {
      expect(await drawer.getByText(label, { exact: true }).count(), label).toBeGreaterThan(0);
    }
    expect(await drawer.getByText('Mexico', { exact: true }).count()).toBeGreaterThan(0);
    // Minimum and maximum in the method's currency (MXN shows as MX$, told apart from the other dollars), two decimals.
    expect(await drawer.getByText(/^MX\$[\d,]+\.\d{2}$/).count()).toBe(2);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });

    await chooseExport(page);
    await expect.poll(() => page.getByText(/^Report successfully executed!/).isVisible()).toBe(true);

    // Logging out leaves no filter behind for the next user of this browser (issue #12).
    await page.getByRole('link', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/login', { waitUntil: 'commit' });
    await expect.poll(async () => (await context.cookies()).filter((c) => c.name.startsWith('paymentMethods_')).length).toBe(0);
  });

  it('searches a method by name', async () => {
    const { page } = session;
    await loginAs(page, 'super@demo.test');
    await page.goto('/payment-methods');
    await waitForRows(page);
    const search = page.getByRole('searchbox', { name: 'Search by name' });
    await search.fill('oxxo');
    await search.press('Enter');
    await expect.poll(() => dataRows(page).locator('td.column-name').allInnerTexts()).toEqual(['OXXO']);
  });

  it('viewer@demo.test sees the catalogue without an Export button', async () => {
    const { page } = session;
    await loginAs(page, 'viewer@demo.test');
    await page.goto('/payment-methods');
    await waitForRows(page);
    await expect.poll(() => logosLoaded(page)).toBe(true);
    await waitForToolbar(page);
    expect(await page.getByRole('button', { name: /export/i }).count()).toBe(0);
  });
});
