import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useOwnAppSession } from '../harness/e2eSession';
import { sessionWithDisclaimer } from './support/api';
import { axeFindings } from './support/axe';
import { typeDay } from './support/datePicker';
import { injectSession, waitForPath } from './support/login';
import { sideMenu } from './support/shell';

/** Picks `option` in a select of `scope` named `name`. */
async function pick(page: Page, scope: Page | Locator, name: RegExp, option: string): Promise<void> {
  await scope.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Issue #19 in Chromium against the fake API: the super-merchant registers a submerchant with a
 * moral director and two shareholders, finds it in its grid and in a money screen's merchant
 * dropdown, then brands it in Integrations on its first day; the viewer sees the grids without Add.
 */
describe('submerchants', () => {
  const session = useOwnAppSession();

  it('super registers a submerchant with a moral director and two shareholders, and finds it in its grid and a merchant dropdown', async () => {
    const { page, context } = session;
    await sessionWithDisclaimer(session.apiUrl, context, 'super@demo.test');
    await page.goto('/');
    await sideMenu(page).getByRole('menuitem', { name: 'Submerchants' }).click();
    await waitForPath(page, '/submerchants');
    const grid = page.getByRole('region', { name: 'Submerchants of Andes Holdings' });
    await grid.getByText('Andes Retail Colombia').waitFor();
    await grid.getByRole('link', { name: 'Add' }).click();
    await waitForPath(page, '/submerchants/new/1');
    const save = page.getByRole('button', { name: 'Save' });

    const company = page.getByRole('group', { name: 'Company data' });
    await pick(page, company, /^Default currency/, 'CLP - Chilean Peso');
    await company.getByRole('textbox', { name: /^Company name/ }).fill('Andes Foods Chile');
    await company.getByRole('textbox', { name: /^Registration number/ }).pressSequentially('76.123.456-K');
    expect(await company.getByRole('textbox', { name: /^Registration number/ }).inputValue()).toBe('76123456K');
    await typeDay(company, /^Incorporation date/, '2021-03-15');
    await company.getByRole('textbox', { name: /^Website/ }).fill('https://www.andes-foods.example');
    await pick(page, company, /^Industry/, 'Retail');
    await pick(page, company, /^Business country/, 'Chile');
    await company.getByRole('textbox', { name: /^License number/ }).fill('LIC 0042');
    const address = page.getByRole('group', { name: 'Address' });
    await address.getByRole('textbox', { name: /^City/ }).fill('Santiago');
    await address.getByRole('textbox', { name: /^State/ }).fill('Region Metropolitana');
    await pick(page, address, /^Country/, 'Chile');
    await address.getByRole('textbox', { name: /^Postal code/ }).fill('7550000');
    await address.getByRole('textbox', { name: 'Street', exact: true }).fill('Avenida Apoquindo');
    await address.getByRole('textbox', { name: /^Street number/ }).fill('3000');

    const director = page.getByRole('group', { name: 'Director' });
    await director.getByLabel('Moral person (company)').check();
    await director.getByRole('textbox', { name: /^Company name/ }).fill('Andes Holding SpA');
    await director.getByRole('textbox', { name: /^Registration number/ }).fill('76000111');
    await typeDay(director, /^Incorporation date/, '2015-06-01');
    await pick(page, director, /^Country/, 'Chile');
    expect(await save.isDisabled()).toBe(true);

    const owners = page.getByRole('group', { name: 'Shareholders' });
    const add = owners.getByRole('button', { name: 'Add shareholder' });
    await owners.getByRole('textbox', { name: /^First name/ }).fill('Camila');
    await owners.getByRole('textbox', { name: /^Last name/ }).fill('Rojas');
    await pick(page, owners, /^Gender/, 'Female');
    await typeDay(owners, /^Date of birth/, '1984-07-02');
    await pick(page, owners, /^Nationality/, 'Chile');
    await pick(page, owners, /^ID type/, 'National id');
    await owners.getByRole('textbox', { name: /^ID number/ }).fill('123456785');
    await pick(page, owners, /^Country of residence/, 'Chile');
    await owners.getByRole('textbox', { name: /^Street number/ }).fill('1200');
    expect(await add.isDisabled()).toBe(true);
    await owners.getByRole('spinbutton', { name: /^Percentage of control/ }).fill('60');
    await add.click();
    await owners.getByText('Rojas, Camila - 60%').first().waitFor();
    await owners.getByLabel('Moral person (company)').check();
    await owners.getByRole('textbox', { name: /^Company name/ }).fill('Pacific Partners');
    await owners.getByRole('textbox', { name: /^Registration number/ }).fill('99887766');
    await typeDay(owners, /^Incorporation date/, '2010-01-01');
    await pick(page, owners, /^Country/, 'Chile');
    await owners.getByRole('spinbutton', { name: /^Percentage of control/ }).fill('40');
    await add.click();
    await owners.getByText('Pacific Partners - 40%').first().waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await save.click();

    await waitForPath(page, '/submerchants');
    await page.getByText('Submerchant registered: its registration is in process.').waitFor();
    const row = grid.getByRole('row').filter({ hasText: 'Andes Foods Chile' });
    await row.getByText('76123456K').waitFor();
    await row.getByRole('button', { name: 'View details' }).click();
    await page.getByRole('dialog').getByText('Registration in process').waitFor();
    await page.keyboard.press('Escape');

    // A money screen's merchant dropdown lists it at once.
    await sideMenu(page).getByRole('menuitem', { name: 'Settlements' }).click();
    await waitForPath(page, '/settlements');
    await page.getByRole('combobox', { name: 'Merchant' }).first().click();
    await page.getByRole('option', { name: /Andes Foods Chile/ }).waitFor();
    await page.keyboard.press('Escape');

    // Issue #30 item 17: brandable from its first day, in the Integrations merchant select.
    await sideMenu(page).getByRole('menuitem', { name: 'Integrations' }).click();
    await waitForPath(page, '/integrations');
    await page.getByRole('button', { name: 'Merchants white label' }).waitFor();
    await pick(page, page, /^Merchant/, 'Andes Foods Chile');
    await page.getByText('This merchant has no shop yet', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Merchants white label' }).click();
    const brand = page.getByRole('region', { name: 'Merchants white label' });
    await brand.getByLabel('White label', { exact: true }).check();
    await brand.getByRole('textbox', { name: 'Primary colour', exact: true }).fill('#0B8457');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The white label is saved.').waitFor();

    // Saved: a fresh visit finds the new submerchant wearing it.
    await page.reload();
    await page.getByRole('button', { name: 'Merchants white label' }).waitFor();
    await pick(page, page, /^Merchant/, 'Andes Foods Chile');
    await page.getByRole('button', { name: 'Merchants white label' }).click();
    const saved = page.getByRole('region', { name: 'Merchants white label' }).getByRole('textbox', { name: 'Primary colour', exact: true });
    await saved.waitFor();
    expect(await saved.inputValue()).toBe('#0B8457');
  });

  it('the viewer sees the grids and the drawer without Add, and is logged out of the form', async () => {
    const { page, context } = session;
    await injectSession(context, session.apiUrl, 'viewer@demo.test');
    await page.goto('/submerchants');
    await page
      .getByRole('region', { name: /^Submerchants of / })
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: 'Add' }).count()).toBe(0);
    await page.goto('/submerchants/new/4');
    await waitForPath(page, /^\/(logout|login)/);
  });
});
