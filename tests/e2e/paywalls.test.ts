import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useOwnAppSession } from '../harness/e2eSession';
import { apiCall, sessionWithDisclaimer } from './support/api';
import { axeFindings } from './support/axe';
import { dataRows, waitForRows } from './support/grid';
import { injectSession, waitForPath } from './support/login';
import { sideMenu } from './support/shell';

interface ApiPaywall {
  paywallId: string;
  description: string;
  payUrl: string;
  expiredDate: string;
  transactionID: string | null;
}

/** The list of one kind searched for one paywall id, over every creation date (the id is the search). */
const listOf = (kind: 'link' | 'email', filter: Record<string, unknown>) =>
  `/${kind}?filter=${encodeURIComponent(
    JSON.stringify({
      createdDateFrom: '01/01/2020 00:00:00.000',
      createdDateTo: `31/12/${new Date().getFullYear()} 23:59:59.999`,
      ...filter,
    }),
  )}`;

const CUSTOMER = {
  country: 'BR',
  firstName: 'Rafael',
  lastName: 'Lima',
  personalId: '98765432100',
  phone: '5521988887777',
  address: 'Rua da Assembleia 10',
  city: 'Rio de Janeiro',
  zip: '20011-000',
};

/** Picks an option of one of the form's selects. */
async function pick(page: Page, name: RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The customer and payment of a paywall for Brazil (spec 03 §5's required set). */
async function fillPaywall(page: Page, { email, description }: { email: string; description: string }): Promise<void> {
  // The form's own field: the list's filters may still be on screen while the form's chunk arrives.
  await page.getByRole('textbox', { name: /^Reference number/ }).waitFor();
  await pick(page, /^Shop/, 'Pampa Store');
  await pick(page, /^Country/, 'Brazil');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page.getByRole('textbox', { name: /^First name/ }).fill('Ana');
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Souza');
  await page.getByRole('textbox', { name: /^Personal id/ }).pressSequentially('123.456.789-01');
  await page.getByRole('textbox', { name: /^Phone/ }).pressSequentially('+55 11 98765-4321');
  await page.getByRole('textbox', { name: /^Address/ }).fill('Avenida Paulista 1000');
  await page.getByRole('textbox', { name: /^City/ }).fill('São Paulo');
  await page.getByRole('textbox', { name: /^Postal code/ }).fill('01310-100');
  await page.getByRole('textbox', { name: /^Description/ }).fill(description);
  await page.getByRole('textbox', { name: /^Reference number/ }).fill('PED-2026-77');
  await page.getByRole('spinbutton', { name: /^Amount/ }).fill('150.25');
}

/**
 * Issue #18 in Chromium against the fake API: a payment link for Brazil created, copied, paid on
 * its hosted page, then USED with its pay-in in the transactions; an e-mail scheduled and another
 * resent; the viewer without add, copy, go-to or resend.
 */
describe('paywalls', () => {
  const session = useOwnAppSession();

  it('merchant creates a link for Brazil, copies it, pays it on its page, and finds it used with its pay-in', async () => {
    const { page, context } = session;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await sessionWithDisclaimer(session.apiUrl, context);
    await page.goto('/paywall');
    await waitForPath(page, '/link');
    await waitForRows(page);
    await page.getByRole('link', { name: 'Add' }).click();
    await waitForPath(page, '/paywall/link/new');
    await fillPaywall(page, { email: 'ana@', description: 'Pedido 77' });
    // The form refuses a bad address and a third decimal next to each field in the contract's words, and keeps the rest.
    await page.getByRole('spinbutton', { name: /^Amount/ }).fill('150.255');
    await page.getByRole('button', { name: 'Create the link' }).click();
    await page.getByText('Must be an e-mail address').waitFor();
    await page.locator('.Mui-error', { hasText: 'Must have at most 2 decimals' }).waitFor();
    expect(await page.getByRole('textbox', { name: /^Personal id/ }).inputValue()).toBe('12345678901');
    expect(await page.getByRole('textbox', { name: /^Currency/ }).inputValue()).toBe('BRL');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('ana.souza@example.com');
    await page.getByRole('spinbutton', { name: /^Amount/ }).fill('150.25');
    expect(await axeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create the link' }).click();

    const dialog = page.getByRole('dialog', { name: 'Your payment link is ready' });
    const link = await dialog.getByRole('textbox').inputValue();
    expect(link).toMatch(/\/api\/v1\/pay\/[0-9a-f-]{36}$/);
    await dialog.getByRole('button', { name: 'Copy the link' }).click();
    await page.getByText('Copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const payer = await context.newPage();
    await payer.goto(link);
    expect(await payer.locator('html').getAttribute('lang')).toBe('pt');
    expect(await payer.locator('main').innerText()).toContain('R$ 150,25 BRL');
    await payer.getByRole('button', { name: /^Pagar/ }).click();
    await payer.getByRole('status').filter({ hasText: 'Pagamento aprovado' }).waitFor();
    await payer.close();

    await dialog.getByRole('button', { name: 'Back to the list' }).click();
    await waitForPath(page, '/link');
    const row = dataRows(page).filter({ hasText: 'Pedido 77' }).first();
    await row.getByText('Used').waitFor();
    await row.getByText('Pedido 77').click();
    const drawer = page.getByRole('dialog', { name: 'Paywall' });
    await drawer.getByText('Pix').waitFor();
    await drawer.getByRole('link', { name: 'Open the transaction' }).click();
    await waitForPath(page, '/transactions');
    await page.getByRole('dialog').getByText('Pedido 77').first().waitFor();
    expect(await page.getByRole('dialog').innerText()).toContain('R$150.25');
  });

  it('merchant schedules an e-mail for tomorrow and resends another, and an undeliverable address ends in an error', async () => {
    const { page, context } = session;
    await sessionWithDisclaimer(session.apiUrl, context);
    await page.goto('/paywall/email/new');
    await fillPaywall(page, { email: 'ana.souza@example.com', description: 'Fatura 12' });
    const at = new Date(Date.now() + 86_400_000);
    const two = (n: number) => String(n).padStart(2, '0');
    // Typed in the app's format, day first and 24 hours, whatever the browser's locale (issue #30).
    const sendOn = page.getByRole('group', { name: /^Send on/ });
    await sendOn.getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.type(`${two(at.getDate())}${two(at.getMonth() + 1)}${at.getFullYear()}1030`);
    expect(await sendOn.textContent()).toContain(`${two(at.getDate())}/${two(at.getMonth() + 1)}/${at.getFullYear()} 10:30`);
    await page.getByRole('button', { name: 'Schedule the e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment e-mail' });
    await dialog.getByText(/is scheduled for \d\d\/\d\d\/\d{4} 10:30/).waitFor();
    await dialog.getByRole('button', { name: 'Back to the list' }).click();
    await waitForPath(page, '/email');
    const scheduled = dataRows(page).filter({ hasText: 'Fatura 12' }).first();
    // Spec 03 §4: subscription off and its last sending not SENT (still pending) reads ERROR.
    await scheduled.getByText('Error').waitFor();

    // One sent at once, resent from its row.
    await apiCall(session.apiUrl, 'merchant@demo.test', '/paywalls', 'POST', {
      shopId: 8,
      customer: { ...CUSTOMER, email: 'rafael@example.com' },
      language: 'PT',
      description: 'Fatura 11',
      trackingId: 'F-11',
      amount: 80,
      currency: 'BRL',
      expirationDays: 2,
      fromShopAdmin: true,
      shopPaymentType: 'email',
    });
    await page.reload();
    const sent = dataRows(page).filter({ hasText: 'Fatura 11' }).first();
    await sent.getByText('Sent', { exact: true }).waitFor();
    await sent.getByRole('button', { name: 'Resend the e-mail' }).click();
    await page.getByRole('dialog', { name: 'Resend the e-mail?' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Your payment email was successfully sent').waitFor();

    await sideMenu(page).getByRole('menuitem', { name: 'Payment e-mails' }).waitFor();
    await page.goto('/paywall/email/new');
    await fillPaywall(page, { email: 'ana@nowhere.invalid', description: 'Fatura 13' });
    await page.getByRole('button', { name: 'Send the e-mail' }).click();
    await page
      .getByRole('dialog', { name: 'Payment e-mail' })
      .getByText(/could not be sent/)
      .waitFor();
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await waitForPath(page, '/email');
    const failed = dataRows(page).filter({ hasText: 'Fatura 13' }).first();
    await failed.getByText('Error').waitFor();
    // The refused resend is the browser's logged 422: expected here.
    session.errors.allow(/status of 422 .*\/paywalls\/email/);
    await failed.getByRole('button', { name: 'Resend the e-mail' }).click();
    await page.getByRole('dialog', { name: 'Resend the e-mail?' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(/^Your payment email could not be sent, .*ana@nowhere\.invalid/).waitFor();
    expect(await axeFindings(page)).toEqual([]);
  });

  it('the viewer sees the paywalls without add, copy, go-to or resend, and is logged out of the form', async () => {
    const { page, context } = session;
    await injectSession(context, session.apiUrl, 'viewer@demo.test');
    await page.goto('/link');
    await waitForRows(page);
    expect(await dataRows(page).first().getByRole('button', { name: 'Details' }).count()).toBe(1);
    for (const name of ['Copy the link', 'Open the pay page']) expect(await page.getByRole('button', { name }).count(), name).toBe(0);
    expect(await page.getByRole('link', { name: 'Add' }).count()).toBe(0);
    await page.goto('/email');
    await waitForRows(page);
    expect(await page.getByRole('button', { name: 'Resend the e-mail' }).count()).toBe(0);
    await page.goto('/paywall/link/new');
    await waitForPath(page, /^\/(logout|login)/);
  });

  it('merchant sees a link expired long ago as Expired in the list, its drawer, the status filter and on its pay page, and deactivates another', async () => {
    const { page, context } = session;
    await sessionWithDisclaimer(session.apiUrl, context);
    // An unpaid link of the merchant's whose validity ended weeks ago, taken from the data.
    const now = Date.now();
    const old = await apiCall<{ data: ApiPaywall[] }>(
      session.apiUrl,
      'merchant@demo.test',
      `/paywalls?shopPaymentType=link&createdDateFrom=01/01/2020&createdDateTo=31/12/2999&sortField=createdDate&sortDirection=asc&pageSize=100`,
    );
    const expired = old.data.find((p) => p.transactionID === null && Date.parse(p.expiredDate) < now - 14 * 86_400_000);
    expect(expired).toBeDefined();
    const { paywallId, payUrl, description } = expired as ApiPaywall;

    await page.goto(listOf('link', { idQuery: paywallId }));
    await waitForRows(page);
    const row = dataRows(page).first();
    await row.getByText('Expired', { exact: true }).waitFor();
    expect(await row.getByText('Pending use').count()).toBe(0);
    await row.getByText(description).click();
    const drawer = page.getByRole('dialog', { name: 'Paywall' });
    await drawer.getByText('Expired', { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    // The status filter answers the same rule: every row it finds reads Expired.
    await page.goto(listOf('link', { status: ['EXPIRED'] }));
    await waitForRows(page);
    const shown = await dataRows(page).count();
    expect(await dataRows(page).filter({ hasText: 'Expired' }).count()).toBe(shown);

    // The pay page agrees.
    const payer = await context.newPage();
    await payer.goto(payUrl);
    // In the link's own language (the seed's customers are Brazilian, Spanish-speaking or English-speaking).
    await payer
      .getByRole('status')
      .filter({ hasText: /This payment link has expired|Este enlace de pago venció|Este link de pagamento expirou/ })
      .waitFor();
    await payer.close();

    // A fresh link, deactivated from its row after a confirm: it reads Deactivated and its page refuses payment.
    const fresh = await apiCall<ApiPaywall>(session.apiUrl, 'merchant@demo.test', '/paywalls', 'POST', {
      shopId: 8,
      customer: { ...CUSTOMER, email: 'rafael@example.com' },
      language: 'EN',
      description: 'Order to withdraw',
      trackingId: 'W-1',
      amount: 42,
      currency: 'BRL',
      expirationDays: 2,
      fromShopAdmin: true,
      shopPaymentType: 'link',
    });
    await page.goto(listOf('link', { idQuery: fresh.paywallId }));
    const freshRow = dataRows(page).filter({ hasText: 'Order to withdraw' }).first();
    await freshRow.getByText('Pending use').waitFor();
    await freshRow.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('dialog', { name: 'Deactivate this paywall?' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The paywall was deactivated').waitFor();
    await freshRow.getByText('Deactivated', { exact: true }).waitFor();
    const refused = await context.newPage();
    await refused.goto(fresh.payUrl);
    await refused.getByRole('status').filter({ hasText: 'This payment link was cancelled' }).waitFor();
    await refused.close();
    expect(await axeFindings(page)).toEqual([]);
  });
});
