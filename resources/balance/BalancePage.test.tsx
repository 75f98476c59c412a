import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminTestContext, noRetryQueryClient, testI18nProviderFor } from '../../src/framework/testing/adminTestContext';
import { balanceSettlementsResource } from '../balance-settlements';
import { settledTransactionsResource } from '../settled-transactions';
import { drillPath } from '../../src/framework';
import { ledgerDrillFilter } from '../../contract/balance/drill';
import { BalancePage } from './BalancePage';
import { balanceResource } from './index';
import { balanceProvider, MERCHANT_MERCHANTS, MERCHANT_SHOPS, SUPER_MERCHANTS, SUPER_SHOPS } from './testing';

beforeAll(async () => {
  await testI18nProviderFor(balanceResource);
});

const SUPER_GRANTS = ['NEW_DASHBOARD:VIEW', 'BALANCE_LEDGER:VIEW', 'SETTLEMENT:VIEW', 'NEW_DASHBOARD:EXPORT'];

function renderPage(provider: ReturnType<typeof balanceProvider>, grants = SUPER_GRANTS) {
  localStorage.clear();
  render(
    <AdminTestContext
      resource={balanceResource}
      extraResources={[balanceSettlementsResource, settledTransactionsResource]}
      dataProvider={provider}
      grants={grants}
      url="/balance"
      queryClient={noRetryQueryClient()}
    >
      <BalancePage />
    </AdminTestContext>,
  );
}

const headline = () => screen.getAllByRole('button', { name: /current balance/i })[0];
const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('BalancePage', () => {
  it("opens a super-merchant on All Merchants with the master balance, and a sub-merchant's own when chosen", async () => {
    const provider = balanceProvider({ merchants: SUPER_MERCHANTS, shops: SUPER_SHOPS, scaleOf: (q) => (q.master ? 3 : q.merchantId) });
    renderPage(provider);
    await waitFor(() => expect(headline()).toHaveTextContent('US$1,446.00'));
    expect(provider.accountBalance).toHaveBeenCalledWith({ master: true, merchantId: 1, currencyCode: 'USD', shopId: 0 });
    expect(screen.getByRole('combobox', { name: 'Merchant' })).toHaveTextContent('All merchants');
    expect(screen.getByText(/cut-off date 16\/11\/2026/)).toBeInTheDocument();

    await choose('Merchant', 'Andes Retail Colombia');
    await waitFor(() => expect(headline()).toHaveTextContent('US$964.00'));
    // Its only dollar shop comes chosen with it (spec 03 §4).
    expect(provider.accountBalance).toHaveBeenLastCalledWith({ master: false, merchantId: 2, currencyCode: 'USD', shopId: 4 });
    await choose('Processing currency', 'COP');
    await waitFor(() =>
      expect(provider.accountBalance).toHaveBeenLastCalledWith({ master: false, merchantId: 2, currencyCode: 'COP', shopId: 5 }),
    );
    // The only COP shop is chosen with the currency; another currency than the dollar has its dollar line.
    expect(screen.getByRole('combobox', { name: 'Shop' })).toHaveTextContent('Andes Retail Medellín');
    await waitFor(() => expect(headline()).toHaveTextContent('≈'));
  });

  it('opens the breakdown on a click: every line, the tooltips, and totals that add up', async () => {
    renderPage(balanceProvider({ merchants: MERCHANT_MERCHANTS, shops: MERCHANT_SHOPS }), ['NEW_DASHBOARD:VIEW', 'SETTLEMENT:VIEW']);
    await waitFor(() => expect(headline()).toHaveTextContent('US$482.00'));
    expect(headline()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(headline());
    expect(headline()).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'How the balance adds up' });
    const amountsOf = (label: string) =>
      within(table)
        .getAllByRole('rowheader', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) })
        .map((header) => within(header.closest('[role=row]') as HTMLElement).getByRole('cell').textContent);
    const amountOf = (label: string) => amountsOf(label)[0];
    // Published settlements hold a tenth of the pay-ins and their fees (testing.ts).
    expect(amountOf('Published settlements')).toBe('US$96.00');
    expect(amountOf('Pay-ins')).toBe('US$900.00');
    expect(amountOf('Payouts and refunds')).toBe('-US$250.00');
    expect(amountOf('Withdrawals')).toBe('-US$180.00');
    expect(amountOf('Chargebacks and claims')).toBe('-US$35.00');
    expect(amountOf('Fees and others')).toBe('-US$74.00');
    // 96 + 900 - 250 - 180 - 35 - 74.
    expect(amountOf('Operational balance')).toBe('US$457.00');
    expect(amountOf('Top-ups')).toBe('US$100.00');
    expect(amountOf('Withdrawals pending')).toBe('-US$120.00');
    // The reserve adds to the current balance, and is kept back from payouts with the 20% minimum.
    expect(amountsOf('Rolling reserve balance')).toEqual(['US$45.00', '-US$45.00']);
    expect(amountOf('Current balance')).toBe('US$482.00');
    expect(amountOf('Minimum balance for payouts (20%)')).toBe('-US$87.40');
    expect(amountOf('Balance available for payouts')).toBe('US$349.60');
    expect(within(table).getByLabelText(/Amounts taken when a claim or chargeback is opened/)).toBeInTheDocument();
    expect(within(table).getByLabelText(/Processing fees and their taxes/)).toBeInTheDocument();
  });

  it('shows the by-currency tab to a super-merchant with two currencies only, one card per currency', async () => {
    const provider = balanceProvider({ merchants: SUPER_MERCHANTS, shops: SUPER_SHOPS });
    renderPage(provider);
    await userEvent.click(await screen.findByRole('tab', { name: 'By currency' }));
    expect(await screen.findByRole('button', { name: /current balance in COP/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /current balance in USD/i })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Rolling reserve balance' })).toBeInTheDocument();
    await waitFor(() =>
      expect(provider.accountBalance).toHaveBeenCalledWith({ master: true, merchantId: 1, currencyCode: 'COP', shopId: 0 }),
    );
    // A merchant (no sub-merchants) has no such tab, even with two currencies.
    renderPage(balanceProvider({ merchants: MERCHANT_MERCHANTS, shops: MERCHANT_SHOPS }));
    await waitFor(() => expect(screen.getAllByRole('combobox', { name: 'Processing currency' })).toHaveLength(2));
    expect(screen.getAllByRole('tab', { name: 'By currency' })).toHaveLength(1);
  });

  it('says a failed balance in a toast and shows zeros, never the previous figures', async () => {
    const provider = balanceProvider({ merchants: MERCHANT_MERCHANTS, shops: MERCHANT_SHOPS, fail: (q) => q.currencyCode === 'BRL' });
    renderPage(provider, ['NEW_DASHBOARD:VIEW', 'SETTLEMENT:VIEW']);
    await waitFor(() => expect(headline()).toHaveTextContent('US$482.00'));
    await choose('Processing currency', 'BRL');
    expect(await screen.findByText('The balance could not be loaded: Balance service unavailable')).toBeInTheDocument();
    await waitFor(() => expect(headline()).toHaveTextContent('R$0.00'));
  });

  it('offers Try the New Look with BALANCE_LEDGER VIEW only, and the overview layout from the summary call', async () => {
    const provider = balanceProvider({ merchants: MERCHANT_MERCHANTS, shops: MERCHANT_SHOPS });
    renderPage(provider, ['NEW_DASHBOARD:VIEW', 'SETTLEMENT:VIEW']);
    await waitFor(() => expect(headline()).toHaveTextContent('US$482.00'));
    expect(screen.queryByRole('link', { name: /try the new look/i })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Overview' }));
    await waitFor(() =>
      // Spec 03 §7: the summary call carries the created range (the last week, as the balance grids).
      expect(provider.balanceSummary).toHaveBeenCalledWith({
        master: false,
        merchantId: 4,
        currencyCode: 'USD',
        shopId: 0,
        createdDateFrom: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}/),
        createdDateTo: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}/),
      }),
    );
    const card = await screen.findByRole('button', { name: /balance available for payouts/i });
    expect(card).toHaveTextContent('US$482.00');
    expect(card).toHaveTextContent('US$349.60');
    expect(card).toHaveTextContent('US$45.00');
    // Its detail: the available balance for withdrawals under the current balance, the reserve and the 20% minimum under payouts.
    await userEvent.click(card);
    const current = screen.getByRole('table', { name: 'Current balance' });
    expect(within(current).getByRole('rowheader', { name: 'Available for withdrawals' })).toBeInTheDocument();
    const payouts = screen.getByRole('table', { name: 'Balance available for payouts' });
    expect(within(payouts).getByRole('rowheader', { name: 'Minimum balance for payouts (20%)' })).toBeInTheDocument();
    expect(within(payouts).getByRole('rowheader', { name: 'Rolling reserve balance' })).toBeInTheDocument();
  });

  it('links to the ledger with BALANCE_LEDGER VIEW', async () => {
    renderPage(balanceProvider({ merchants: MERCHANT_MERCHANTS, shops: MERCHANT_SHOPS }));
    expect(await screen.findByRole('link', { name: /try the new look/i })).toHaveAttribute('href', '/balance-ledger');
  });

  it('links each line that is a sum of movements to the ledger filtered to exactly them (issue #33)', async () => {
    const drilled = (filter: object) => drillPath('balance-ledger', filter);
    renderPage(balanceProvider({ merchants: SUPER_MERCHANTS, shops: SUPER_SHOPS }));
    await waitFor(() => expect(headline()).toHaveTextContent('US$'));
    await userEvent.click(headline());
    // All merchants: the master balance, the super-merchant's family in the ledger.
    const family = { merchantId: 1, master: true, currencyCode: 'USD' };
    expect(await screen.findByRole('link', { name: /Current balance: open its movements/ })).toHaveAttribute(
      'href',
      drilled({ merchantId: 1, currencyCode: 'USD' }),
    );
    expect(screen.getByRole('link', { name: /Rolling reserve balance: open its movements/ })).toHaveAttribute(
      'href',
      drilled(ledgerDrillFilter('reserve', family)),
    );
    expect(screen.getByRole('link', { name: /Pay-ins: open its movements/ })).toHaveAttribute(
      'href',
      drilled({ merchantId: 1, currencyCode: 'USD', account: 'MAIN', movementType: 'PAY_IN', inPublished: 'false' }),
    );
    expect(screen.getByRole('link', { name: /Top-ups: open its movements/ })).toHaveAttribute(
      'href',
      drilled(ledgerDrillFilter('topUps', family)),
    );
    // A figure that is no one sum of movements (the 20% minimum, the available balance) is no link.
    expect(screen.queryByRole('link', { name: /Minimum balance for payouts/ })).toBeNull();

    // A sub-merchant's own balance names its accounts; its one shop narrows it.
    await choose('Merchant', 'Andes Retail Colombia');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Current balance: open its movements/ })).toHaveAttribute(
        'href',
        drilled({ merchantId: 2, accountId: '2-USD-MAIN,2-USD-RESERVE', shopId: 4 }),
      ),
    );
  });

  it('has no movement links without the ledger (BALANCE_LEDGER VIEW)', async () => {
    renderPage(balanceProvider({ merchants: MERCHANT_MERCHANTS, shops: MERCHANT_SHOPS }), ['NEW_DASHBOARD:VIEW', 'SETTLEMENT:VIEW']);
    await waitFor(() => expect(headline()).toHaveTextContent('US$482.00'));
    await userEvent.click(headline());
    expect(screen.getByRole('table', { name: 'How the balance adds up' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /open its movements/ })).toBeNull();
  });

  it('shortens a balance above 999,999,999 with the exact amount in a tooltip (issue #30 item 21)', async () => {
    renderPage(balanceProvider({ merchants: MERCHANT_MERCHANTS, shops: MERCHANT_SHOPS, scaleOf: () => 10_000_000.01 }));
    // 482 x 10,000,000.01 = 4,820,000,004.82.
    await waitFor(() => expect(headline()).toHaveTextContent('US$4,820,000,004'));
    expect(headline()).not.toHaveTextContent('US$4,820,000,004.82');
    await userEvent.hover(within(headline()).getByText('US$4,820,000,004'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('US$4,820,000,004.82');
  });
});
