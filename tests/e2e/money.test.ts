import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useOwnAppSession } from '../harness/e2eSession';
import { apiCall, sessionWithDisclaimer } from './support/api';
import { axeFindings } from './support/axe';
import { typeDay } from './support/datePicker';
import { dataRows, waitForRows } from './support/grid';
import { injectSession, waitForPath } from './support/login';
import { sideMenu } from './support/shell';

interface Settlement {
  settlementId: number;
  isPaid: boolean;
  payoutAmount: number;
}
interface Trail {
  transactionId: string;
  settlement: { settlementId: number } | null;
  withdrawal: { withdrawalId: number } | null;
  claims: { claimId: number }[];
  refundPayments: { transactionRefundId: number }[];
}

const usd = (n: number) =>
  `${n < 0 ? '-' : ''}US$${Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Picks an option of one of the page's selects (a role `combobox` labelled `name`). */
async function pick(page: Page, name: string | RegExp, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name }).first().click();
  await page.getByRole('option', { name: option }).first().click();
}

/**
 * Issue #17 in Chromium against the fake API: the super-merchant's settlements, daily balances
 * and withdrawals (switching to a sub-merchant); the merchant's Brazil withdrawal and statement,
 * created and downloaded, and a pay-in's money trail followed to its withdrawal; the viewer
 * without exports or Add, logged out of a create form.
 */
describe('settlements, daily balances, withdrawals and the Brazil bank', () => {
  const session = useOwnAppSession();

  it("super reads a paid settlement's payment and file, the daily balances' trend, and a sub-merchant's withdrawal with its settlement", async () => {
    const { page, context } = session;
    await sessionWithDisclaimer(session.apiUrl, context, 'super@demo.test');
    await page.goto('/settlements');
    await waitForRows(page);
    const paid = (await apiCall<{ data: Settlement[] }>(session.apiUrl, 'super@demo.test', '/settlements?pageSize=100&isPaid=true'))
      .data[0];
    // The shop filter appears once a merchant is chosen.
    expect(await page.getByRole('combobox', { name: 'Shop' }).count()).toBe(0);
    await pick(page, 'Merchant', /Andes Retail Colombia/);
    await page.getByRole('combobox', { name: 'Shop' }).waitFor();
    await page.goto(`/settlements?show=${paid.settlementId}`);
    const drawer = page.getByRole('dialog', { name: 'Settlement' });
    await drawer.getByText('Amount paid').waitFor();
    expect(await drawer.innerText()).toContain('Currency exchange rate');
    await page.keyboard.press('Escape');
    const row = dataRows(page).first();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download the settlement file' }).click(),
    ]);
    const csv = await readFile((await file.path()) as string, 'utf8');
    // Its settled lines first (issue #33), the settlement's summary row at the end.
    expect(csv.split(/\r?\n/)[0]).toContain('reserve');
    expect(csv).toContain('payoutAmount');

    await sideMenu(page).getByRole('menuitem', { name: 'Account daily balance' }).click();
    await waitForPath(page, '/account-daily-balance');
    await waitForRows(page);
    await page.getByRole('heading', { name: 'Closing balance by day' }).waitFor();
    await page.locator('.recharts-line').first().waitFor();
    expect(await axeFindings(page)).toEqual([]);

    await sideMenu(page).getByRole('menuitem', { name: 'Withdrawals', exact: true }).click();
    await waitForPath(page, '/withdrawals');
    await page.getByRole('heading', { name: 'In transit' }).waitFor();
    await pick(page, 'Merchant', 'Andes Retail Colombia');
    const cards = await apiCall<{ inTransitWithdrawals: { total: number } }>(
      session.apiUrl,
      'super@demo.test',
      '/withdrawals/balance?merchantId=2&currencyCode=USD',
    );
    await expect.poll(() => page.locator('main').innerText()).toContain(usd(cards.inTransitWithdrawals.total));
    await waitForRows(page);
    await dataRows(page).first().getByRole('button', { name: 'View details' }).click();
    const details = page.getByRole('dialog', { name: /^Withdrawal \d+/ });
    await details.getByRole('region', { name: 'Settlements' }).waitFor();
    await details.getByRole('region', { name: 'Settlements' }).getByRole('button').first().click();
    const settlement = page.getByRole('dialog', { name: /^Settlement \d+$/ });
    await settlement.getByText('How the settlement amount is made').waitFor();
    // Checked once the dialog has faded in: mid-fade its colours are not the ones a user reads.
    await expect
      .poll(() =>
        page
          .locator('.MuiDialog-container')
          .last()
          .evaluate((el) => getComputedStyle(el).opacity),
      )
      .toBe('1');
    expect(await axeFindings(page)).toEqual([]);
  });

  it('merchant asks a Brazil withdrawal and a statement, downloads the statement, and follows a pay-in’s money to its withdrawal', async () => {
    const { page, context } = session;
    await sessionWithDisclaimer(session.apiUrl, context);
    await page.goto('/br-bank-withdrawals');
    await page.getByRole('link', { name: 'Add' }).click();
    await waitForPath(page, '/br-bank-withdrawals/new');
    await pick(page, /Bank account/, /Banco do Brasil/);
    await page.getByRole('textbox', { name: 'Description' }).fill('Supplier payment');
    await page.getByRole('textbox', { name: 'Reference' }).fill('NF-2026-11');
    await page.getByRole('spinbutton', { name: /Amount/ }).fill('123.45');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/br-bank-withdrawals');
    await expect.poll(() => dataRows(page).first().innerText()).toContain('NF-2026-11');
    expect(await dataRows(page).first().innerText()).toContain('R$123.45');

    await sideMenu(page).getByRole('menuitem', { name: 'Brazil statements' }).click();
    await waitForPath(page, '/br-bank-statements');
    // The withdrawals' list (and its Add) stays until the statements' screen has rendered.
    await page.getByRole('heading', { level: 1, name: 'Brazil statements' }).waitFor();
    await waitForRows(page);
    await page.getByRole('link', { name: 'Add' }).click();
    await waitForPath(page, '/br-bank-statements/new');
    await pick(page, /Bank account/, /Banco do Brasil/);
    const today = new Date();
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const form = page.locator('form');
    await typeDay(form, /^From/, day(new Date(today.getTime() - 14 * 86_400_000)));
    await typeDay(form, /^To/, day(today));
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/br-bank-statements');
    await waitForRows(page);
    const [statement] = await Promise.all([
      page.waitForEvent('download'),
      dataRows(page).first().getByRole('button', { name: 'Download the statement' }).click(),
    ]);
    const lines = (await readFile((await statement.path()) as string, 'utf8')).trim().split(/\r?\n/);
    expect(lines[0]).toBe('date,type,description,reference,amount,fee,netAmount,balanceAfter');
    // The withdrawal just asked is a line of the account's statement.
    expect(lines.some((line) => line.includes('NF-2026-11') || line.includes('Supplier payment'))).toBe(true);

    // A claimed pay-in whose settlement a withdrawal paid out.
    const claims = await apiCall<{ data: { transactionId: string }[] }>(
      session.apiUrl,
      'merchant@demo.test',
      '/claims?pageSize=100&dateFrom=01/01/2020&dateTo=31/12/2030',
    );
    let trail: Trail | undefined;
    for (const c of claims.data) {
      const t = await apiCall<Trail>(session.apiUrl, 'merchant@demo.test', `/transactions/${c.transactionId}/money-trail`);
      if (t.withdrawal) {
        trail = t;
        break;
      }
    }
    expect(trail).toBeDefined();
    await page.goto(`/transactions-v2?show=${trail!.transactionId}`);
    await page.getByRole('tab', { name: 'Money trail' }).click();
    const steps = page.getByRole('list', { name: 'Where the money of this pay-in went' });
    await steps.getByRole('link', { name: new RegExp(`^(Claim|Chargeback) ${trail!.claims[0].claimId}$`) }).waitFor();
    await steps.getByRole('link', { name: new RegExp(`^Settlement ${trail!.settlement!.settlementId},`) }).click();
    await waitForPath(page, '/settlements');
    await page.getByRole('dialog', { name: 'Settlement' }).getByText(String(trail!.settlement!.settlementId)).first().waitFor();
    await page.goBack();
    await page.getByRole('tab', { name: 'Money trail' }).click();
    await steps.getByRole('link', { name: `Withdrawal ${trail!.withdrawal!.withdrawalId}` }).click();
    await waitForPath(page, '/withdrawals');
    const details = page.getByRole('dialog', { name: new RegExp(`^Withdrawal ${trail!.withdrawal!.withdrawalId}`) });
    await details
      .getByRole('region', { name: 'Settlements' })
      .getByRole('button', { name: String(trail!.settlement!.settlementId) })
      .waitFor();
  });

  it('the viewer exports nothing, adds nothing, and is logged out of a create form', async () => {
    const { page, context } = session;
    await injectSession(context, session.apiUrl, 'viewer@demo.test');
    await page.goto('/settlements');
    await waitForRows(page);
    expect(await page.getByRole('button', { name: 'Export' }).count()).toBe(0);
    await page.goto('/withdrawals');
    await page.getByRole('heading', { name: 'In transit' }).waitFor();
    await waitForRows(page);
    expect(await page.getByRole('button', { name: 'Export' }).count()).toBe(0);
    await page.goto('/br-bank-statements');
    await waitForRows(page);
    expect(await page.getByRole('link', { name: 'Add' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Download the statement' }).count()).toBe(0);
    await page.goto('/br-bank-withdrawals/new');
    await waitForPath(page, /^\/(logout|login)/);
  });
});
