import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSession } from '../harness/e2eSession';
import { acceptDisclaimer, loginAs } from './support/login';
import { dataRows, waitForRows, waitForToolbar } from './support/grid';

const cells = (page: Page, column: string) => dataRows(page).locator(`td.column-${column}`).allInnerTexts();

async function choose(page: Page, label: string, option: string): Promise<void> {
  const input = page.getByRole('search', { name: 'Filters' }).getByRole('combobox', { name: label });
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The options a filter's combobox offers, opened and closed again. */
async function optionsOf(page: Page, label: string): Promise<string[]> {
  const input = page.getByRole('search', { name: 'Filters' }).getByRole('combobox', { name: label });
  await input.click();
  const names = await page.getByRole('option').allInnerTexts();
  await input.press('Escape');
  return names;
}

/** Spec 03 §2 Top-ups and the adjustment movements beside them, for super, merchant, viewer and staff. */
describe('/top-ups and /adjustment-movements', () => {
  const session = useBrowserSession();

  it('super@demo.test filters by merchant, then a shop of that merchant, keeps them in topUps_ cookies and reads the three rates', async () => {
    const { page, context } = session;
    await loginAs(page, 'super@demo.test');
    await page.getByRole('menuitem', { name: 'Top-ups' }).click();
    // The page it leaves has rows too: the heading says the top-ups are in.
    await page.getByRole('heading', { name: 'Top-ups', level: 1 }).waitFor();
    await waitForRows(page);
    expect(await dataRows(page).count()).toBe(10);
    // Dates DD/MM/YYYY, newest first; amounts carry their symbol.
    const dates = await cells(page, 'date');
    expect(dates.every((d) => /^\d{2}\/\d{2}\/\d{4}$/.test(d))).toBe(true);
    const asKey = (d: string) => d.split('/').reverse().join('');
    expect(dates.map(asKey)).toEqual([...dates.map(asKey)].sort().reverse());
    expect((await cells(page, 'amountExchange')).every((a) => /^-?US\$[\d,]+\.\d{2}$/.test(a))).toBe(true);

    const allShops = await optionsOf(page, 'Shop');
    await choose(page, 'Merchant', 'Andes Retail Colombia');
    expect((await optionsOf(page, 'Shop')).length).toBeLessThan(allShops.length);
    const apply = () => page.getByRole('search', { name: 'Filters' }).getByRole('button', { name: 'Apply' }).click();
    await apply();
    const onlyMerchant = async () => {
      const merchants = await cells(page, 'merchantName');
      return merchants.length > 0 && merchants.every((m) => m === 'Andes Retail Colombia');
    };
    await expect.poll(onlyMerchant).toBe(true);
    const shop = await dataRows(page).first().locator('td.column-shopName').innerText();
    await choose(page, 'Shop', shop);
    await apply();
    await expect
      .poll(async () => {
        const shops = await cells(page, 'shopName');
        return shops.length > 0 && shops.every((s) => s === shop) && (await onlyMerchant());
      })
      .toBe(true);
    const cookie = (name: string) => context.cookies().then((all) => all.find((c) => c.name === name));
    expect(await cookie('topUps_merchantId')).toBeDefined();
    expect(await cookie('topUps_shopId')).toBeDefined();

    // Another merchant empties the shop that is not its own.
    await choose(page, 'Merchant', 'Andes Digital Perú');
    await expect.poll(() => page.getByRole('combobox', { name: 'Shop' }).inputValue()).toBe('');

    await page.goto('/top-ups');
    await waitForRows(page);
    await expect.poll(() => page.getByRole('combobox', { name: 'Shop' }).inputValue()).toBe(shop);

    await dataRows(page).first().locator('td.column-description').click();
    const drawer = page.getByRole('dialog', { name: 'Top-up details' });
    await drawer.getByText('Exchange rates', { exact: true }).waitFor();
    for (const label of ['Rate to conversion currency', 'Rate to shop currency', 'Provider reference rate']) {
      expect(await drawer.getByText(label, { exact: true }).count(), label).toBe(1);
    }
    expect(await drawer.getByText(/^1 [A-Z]{3} = [\d.,]+ [A-Z]{3}$/).count()).toBe(3);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });
  });

  it('merchant@demo.test sees its own movements, both types, and filters the manual adjustments', async () => {
    const { page } = session;
    await loginAs(page, 'merchant@demo.test');
    // The merchant has not accepted the sandbox disclaimer yet: it blocks every screen until then.
    await acceptDisclaimer(page);
    await page.getByRole('menuitem', { name: 'Adjustment movements' }).click();
    await page.getByRole('heading', { name: 'Adjustment movements', level: 1 }).waitFor();
    await waitForRows(page);
    await waitForToolbar(page);
    expect(new Set(await cells(page, 'merchantName')).size).toBe(1);
    await choose(page, 'Type', 'Manual adjustment');
    await page.getByRole('search', { name: 'Filters' }).getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(async () => {
        const types = await cells(page, 'adjustmentTypeCode');
        return types.length > 0 && types.every((t) => t === 'Manual adjustment');
      })
      .toBe(true);
  });

  it('viewer@demo.test reads the top-ups', async () => {
    const { page } = session;
    await loginAs(page, 'viewer@demo.test');
    await page.goto('/top-ups');
    await waitForRows(page);
    await waitForToolbar(page);
    expect(await page.getByRole('button', { name: /export/i }).count()).toBe(0);
  });

  it('staff@demo.test, whose role has no ADJUSTMENT_MOVEMENT, has neither menu item', async () => {
    const { page } = session;
    await loginAs(page, 'staff@demo.test');
    await page.getByRole('menuitem', { name: 'Transactions', exact: true }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Top-ups' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Adjustment movements' }).count()).toBe(0);
  });
});
