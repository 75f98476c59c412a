import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useBrowserSession } from '../harness/e2eSession';
import { dataRows, waitForRows } from './support/grid';
import { loginAs, pathOf, waitForPath } from './support/login';

/** Number in a 'Remaining views: N' text. */
const remainingIn = async (page: Page, testId: string): Promise<number> => {
  const text = await page.getByTestId(testId).innerText();
  const match = /Remaining views: (\d+)/.exec(text);
  if (!match) throw new Error(`no remaining views in "${text}"`);
  return Number(match[1]);
};

/**
 * The sandbox disclaimer is another flow's subject (login-to-refund): this one starts with it
 * accepted for the browser session (src/layout/disclaimerMemory.ts), leaving the server's
 * record, which other flows rely on, untouched.
 */
const skipDisclaimer = (context: BrowserContext, email: string) =>
  context.addInitScript(
    `sessionStorage.setItem('bo.disclaimerAcceptedDate', ${JSON.stringify(JSON.stringify({ [email]: '2026-01-01T00:00:00.000Z' }))});`,
  );

/** Spec 02 §2 "Shops": the list, its drawer, the detail page and the counted credentials view. */
describe('shops', () => {
  const session = useBrowserSession();

  it('super lists valid shops, opens one, and views its credentials at the cost of one view', async () => {
    const { page, context, baseUrl } = session;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await loginAs(page, 'super@demo.test');
    await page.goto('/shops');
    await waitForRows(page, 5);
    const names = await dataRows(page).locator('td.column-shopName').allInnerTexts();
    expect(names).toContain('Andes Marketplace');
    // Disabled and master-merchant shops never show, and the rule is not a visible filter.
    expect(names).not.toContain('Andes Legacy Checkout');
    expect(names).not.toContain('Andes Holdings Master');
    expect(page.url()).not.toContain('showOnlyValidShops');
    const row = dataRows(page).filter({ hasText: 'Andes Marketplace' });
    const site = row.getByRole('link');
    expect(await site.getAttribute('target')).toBe('_blank');
    expect(await site.getAttribute('rel')).toContain('noopener');

    await row.locator('td.column-shopLegacyId').click();
    const drawer = page.getByRole('dialog', { name: 'Shop details' });
    await drawer.getByText('Claim fee waived').waitFor();
    await drawer.getByText('#264653').waitFor();
    await drawer.getByRole('link', { name: 'Open the full page' }).click();
    await waitForPath(page, /^\/shops\/\d+\/detail$/);
    await page.getByRole('heading', { name: 'Andes Marketplace', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to shops' }).getAttribute('href')).toBe('/shops');

    await page.getByTestId('credential-views-left').waitFor();
    const before = await remainingIn(page, 'credential-views-left');
    expect(before).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Show credentials' }).click();
    const confirm = page.getByRole('dialog', { name: 'Show the API credentials?' });
    await confirm.getByText(`You have ${before} of`).waitFor();
    await confirm.getByRole('button', { name: 'Show them' }).click();

    const dialog = page.getByRole('dialog', { name: 'API credentials of Andes Marketplace' });
    await dialog.waitFor();
    expect(await remainingIn(page, 'credential-views-left-after')).toBe(before - 1);
    const secretText = dialog.getByTestId('credential-secretKey');
    expect(await secretText.innerText()).toMatch(/^•+.{4}$/);
    await dialog.getByRole('button', { name: 'Show the secret key' }).click();
    const secret = await secretText.innerText();
    expect(secret).toMatch(/^sk_\w+$/);
    const copy = dialog.getByRole('button', { name: 'Copy the secret key' });
    // As a pointer does: over the button, then the click (its tooltip mounts on the first hover).
    await copy.hover();
    await copy.click();
    await page.getByText('copied', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    expect(await dialog.getByRole('link', { name: /API documentation|docs\./ }).count()).toBeGreaterThan(0);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => remainingIn(page, 'credential-views-left')).toBe(before - 1);
    // The secret went nowhere that outlives the dialog.
    const stored = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie, location.href]));
    expect(stored).not.toContain(secret);
    expect((await context.cookies()).some((c) => c.value.includes(secret))).toBe(false);
  });

  it('says so on the detail page of a shop that does not exist', async () => {
    const { page, errors } = session;
    await loginAs(page, 'super@demo.test');
    await page.goto('/shops/999999/detail');
    await page.getByRole('alert').filter({ hasText: 'There is no shop 999999' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to shops' }).isVisible()).toBe(true);
    // The browser logs the API's 404 for the unknown shop; that answer is the point of this flow.
    errors.allow(/404/);
  });

  it.each(['merchant@demo.test', 'viewer@demo.test'])('%s sees its shops without any credentials button', async (email) => {
    const { page, context } = session;
    await skipDisclaimer(context, email);
    await loginAs(page, email);
    await page.goto('/shops');
    await waitForRows(page);
    const names = await dataRows(page).locator('td.column-shopName').allInnerTexts();
    expect(names).toContain('Pampa Store');
    expect(names).not.toContain('Pampa Old Site');
    await dataRows(page).filter({ hasText: 'Pampa Store' }).locator('td.column-shopLegacyId').click();
    const drawer = page.getByRole('dialog', { name: 'Shop details' });
    await drawer.getByText('API credentials issued').waitFor();
    await drawer.getByRole('link', { name: 'Open the full page' }).click();
    await page.getByRole('heading', { name: 'Pampa Store', level: 1 }).waitFor();
    expect(pathOf(page)).toMatch(/^\/shops\/\d+\/detail$/);
    expect(await page.getByRole('button', { name: 'Show credentials' }).count()).toBe(0);
    expect(await page.getByText(/Remaining views/).count()).toBe(0);
  });
});
