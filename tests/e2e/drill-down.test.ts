import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatMoney } from '../../src/framework/format';
import type { LedgerTotals } from '../../contract/balance/drill';
import type { Settlement } from '../../contract/settlements/types';
import type { Withdrawal } from '../../contract/withdrawals/types';
import { useOwnAppSession } from '../harness/e2eSession';
import { apiCall, sessionWithDisclaimer } from './support/api';
import { waitForRows } from './support/grid';
import { waitForPath } from './support/login';
import { presetStore } from './support/shell';

const SUPER = 'super@demo.test';
const es = (amount: number, currency: string) => formatMoney(amount, currency, undefined, 'es');

/** The list filter of the page's address. */
const filterOf = (page: Page): Record<string, unknown> => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}');
const query = (filter: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(filter).map(([key, value]) => [key, String(value)])).toString();

/**
 * Issue #33, a finance walk in Chromium against the fake API, as super in Spanish: from the account
 * balance card to the movements behind its current balance, from a paid settlement to its pay-ins
 * and its file, and from the withdrawal that paid it to its settlements; each sum read on screen.
 */
describe('every figure opens the rows behind it', () => {
  const session = useOwnAppSession();

  it('super, in Spanish: balance card → movements, settlement → pay-ins and file, withdrawal → settlements', async () => {
    const { page, context } = session;
    await presetStore(page, 'locale', 'es');
    await sessionWithDisclaimer(session.apiUrl, context, SUPER);

    // The account balance card: its current balance opens the ledger filtered to its movements.
    await page.goto('/balance');
    const headline = page.getByRole('button', { name: /Saldo actual/ }).first();
    await headline.click();
    const current = page.getByRole('link', { name: /Saldo actual: abrir sus movimientos/ });
    const shown = (await current.innerText()).split('Saldo actual')[0].trim();
    await current.click();
    await waitForPath(page, '/balance-ledger');
    const drilled = filterOf(page);
    const { totals } = await apiCall<{ totals: LedgerTotals }>(session.apiUrl, SUPER, `/balance-ledger/movements?${query(drilled)}`);
    const currency = String(drilled.currencyCode);
    expect(shown).toBe(es(totals.netAmount, currency));
    await waitForRows(page);
    const ledgerTotals = page.getByRole('status', { name: 'Totales de los movimientos filtrados' });
    await expect.poll(() => ledgerTotals.innerText()).toContain(`Monto neto: ${shown}`);

    // A paid settlement with pay-ins: its turnover opens its pay-ins, which add up to it.
    const settlements = await apiCall<{ data: Settlement[] }>(session.apiUrl, SUPER, '/settlements?pageSize=100&isPaid=true');
    const settlement = settlements.data.find((s) => s.transactionCount > 1 && s.withdrawalId !== null)!;
    const turnover = es(settlement.grossAmount, settlement.currencyCode);
    await page.goto(`/settlements?show=${settlement.settlementId}`);
    const drawer = page.getByRole('dialog', { name: 'Liquidación' });
    await drawer.getByRole('link', { name: /Facturación: abrir sus pagos recibidos/ }).click();
    await waitForPath(page, '/balance-ledger');
    expect(filterOf(page)).toMatchObject({ settlementId: settlement.settlementId, movementType: 'PAY_IN', account: 'MAIN' });
    await waitForRows(page);
    const payIns = page.getByRole('status', { name: 'Totales de los movimientos filtrados' });
    await expect.poll(() => payIns.innerText()).toContain(`${settlement.transactionCount} movimientos`);
    expect(await payIns.innerText()).toContain(`Monto: ${turnover}`);

    // Its file: every settled pay-in, then the total, which is the settlement amount.
    await page.goto(`/settlements?filter=${encodeURIComponent(JSON.stringify({ settlementId: String(settlement.settlementId) }))}`);
    await waitForRows(page);
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar el archivo de la liquidación' }).first().click(),
    ]);
    const lines = (await readFile((await file.path()) as string, 'utf8')).split(/\r?\n/).map((line) => line.split(','));
    expect(lines.filter((line) => line[0] === 'PAY_IN')).toHaveLength(settlement.transactionCount);
    expect(Number(lines.find((line) => line[0] === 'TOTAL')![7])).toBeCloseTo(settlement.payoutAmount, 2);

    // The withdrawal that paid it out: its settlements' total opens them, and the list adds up to it.
    await page.goto(`/settlements?show=${settlement.settlementId}`);
    await page
      .getByRole('dialog', { name: 'Liquidación' })
      .getByRole('link', { name: new RegExp(`#${settlement.withdrawalId}`) })
      .click();
    await waitForPath(page, '/withdrawals');
    const withdrawal = await apiCall<Withdrawal>(session.apiUrl, SUPER, `/withdrawals/${settlement.withdrawalId}`);
    const details = page.getByRole('dialog', { name: new RegExp(`${settlement.withdrawalId}`) });
    const total = details.getByRole('link', { name: /abrir sus liquidaciones/ });
    expect(await total.innerText()).toContain(es(withdrawal.amount, withdrawal.withdrawalCurrencyCode));
    await total.click();
    await waitForPath(page, '/settlements');
    await waitForRows(page);
    const settlementTotals = page.getByRole('status', { name: 'Totales de las liquidaciones filtradas' });
    await expect.poll(() => settlementTotals.innerText()).toContain(es(withdrawal.amount, withdrawal.withdrawalCurrencyCode));
    expect(await settlementTotals.innerText()).toContain(`${withdrawal.settlements.length} liquidaciones`);
  });
});
