import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminTestContext, noRetryQueryClient, testI18nProviderFor } from '../../src/framework/testing/adminTestContext';
import type { LegacyTotalsReply } from '../../contract/balance/legacyTotals';
import { balanceSettlementsResource } from '../balance-settlements';
import { balanceProvider, SUPER_MERCHANTS, SUPER_SHOPS } from '../balance/testing';
import { drillPath } from '../../src/framework';
import { legacyDrillFilter } from '../../contract/balance/drill';
import { GlobalBalancePage } from './GlobalBalancePage';
import { balanceLegacyResource } from './index';

// The chart is drawn in the browser tests (recharts needs a layout engine); here, what it is given.
vi.mock('./BreakdownChart', () => ({
  BreakdownChart: ({ data, title }: { data: { name: string; amount: number }[]; title: string }) => (
    <ul aria-label={title}>
      {data.map((d) => (
        <li key={d.name}>{`${d.name} ${d.amount}`}</li>
      ))}
    </ul>
  ),
}));

beforeAll(async () => {
  await testI18nProviderFor(balanceLegacyResource);
});

const totals = (scale: number, over: Partial<LegacyTotalsReply> = {}): LegacyTotalsReply => ({
  totalAmount: 482 * scale,
  payInBalanceAmount: 1067 * scale,
  payOutBalanceAmount: -250 * scale,
  claimBalanceAmount: -20 * scale,
  chargebackBalanceAmount: -15 * scale,
  withdrawalBalanceAmount: -300 * scale,
  payOutMinBalanceAmount: 500,
  totalPayOutBalanceAmount: 0,
  showBalanceAvailableForPayouts: false,
  showDisclaimer: false,
  lastUpdateDate: '2026-11-20T10:00:00.000Z',
  ...over,
});

function renderPage(
  legacy: (q: { merchantId: number; currencyCode: string; shopId?: number; master: boolean }) => Promise<LegacyTotalsReply>,
  extraGrants: string[] = [],
) {
  const provider = balanceProvider({ merchants: SUPER_MERCHANTS, shops: SUPER_SHOPS });
  provider.legacyBalance.mockImplementation(legacy);
  render(
    <AdminTestContext
      resource={balanceLegacyResource}
      extraResources={[balanceSettlementsResource]}
      dataProvider={provider}
      grants={['GLOBAL_BALANCE:VIEW', 'SETTLEMENT:VIEW', ...extraGrants]}
      url="/balance-legacy"
      queryClient={noRetryQueryClient()}
    >
      <GlobalBalancePage />
    </AdminTestContext>,
  );
  return provider;
}

const total = () => screen.getByText('Total balance').parentElement as HTMLElement;

describe('GlobalBalancePage', () => {
  it('shows the total with its five parts, charted beside it', async () => {
    renderPage(async () => totals(1));
    await waitFor(() => expect(total()).toHaveTextContent('US$482.00'));
    for (const [part, amount] of [
      ['PayIns', 'US$1,067.00'],
      ['PayOuts', '-US$250.00'],
      ['Claims', '-US$20.00'],
      ['Chargebacks', '-US$15.00'],
      ['Withdrawals', '-US$300.00'],
    ]) {
      expect(within(total()).getByText(part).nextElementSibling).toHaveTextContent(amount);
    }
    // The chart's code comes once the settlements' rows are painted.
    expect(within(await screen.findByRole('list', { name: 'Where the total comes from' })).getByText('PayIns 1067')).toBeInTheDocument();
    expect(screen.queryByText('Balance available for payouts')).toBeNull();
    expect(screen.queryByText(/movements after the last settlement/)).toBeNull();
  });

  it('links the total and each part to the ledger filtered to their movements, with BALANCE_LEDGER VIEW only (issue #33)', async () => {
    renderPage(async () => totals(1), ['BALANCE_LEDGER:VIEW']);
    const family = { merchantId: 1, currencyCode: 'USD' };
    expect(await screen.findByRole('link', { name: /US\$482\.00 ?Total balance: open its movements/ })).toHaveAttribute(
      'href',
      drillPath('balance-ledger', family),
    );
    expect(screen.getByRole('link', { name: /PayOuts: open its movements/ })).toHaveAttribute(
      'href',
      drillPath('balance-ledger', legacyDrillFilter('payOuts', family)),
    );
    expect(screen.getByRole('link', { name: /PayOuts: open its movements/ })).toHaveAttribute(
      'href',
      drillPath('balance-ledger', { merchantId: 1, currencyCode: 'USD', account: 'MAIN', movementType: 'PAY_OUT,PAY_OUT_INTL,REFUND' }),
    );
    expect(screen.getAllByRole('link', { name: /open its movements/ })).toHaveLength(6);
  });

  it('has no movement links without the ledger', async () => {
    renderPage(async () => totals(1));
    await screen.findByText('US$482.00');
    expect(screen.queryByRole('link', { name: /open its movements/ })).toBeNull();
  });

  it('applies a merchant chosen in the draft only on Apply, and Clear goes back', async () => {
    const provider = renderPage(async (q) => totals(q.master ? 1 : 2));
    await waitFor(() => expect(total()).toHaveTextContent('US$482.00'));
    expect(provider.legacyBalance).toHaveBeenLastCalledWith(
      { master: true, merchantId: 1, currencyCode: 'USD', shopId: 0 },
      '/dashboard/shops',
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Merchant' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Andes Digital Perú' }));
    expect(provider.legacyBalance).toHaveBeenCalledTimes(1);
    // The first Apply and Clear are the selectors'; the settlements grid has its own.
    await userEvent.click(screen.getAllByRole('button', { name: 'Apply' })[0]);
    await waitFor(() => expect(total()).toHaveTextContent('US$964.00'));
    expect(provider.legacyBalance).toHaveBeenLastCalledWith(
      { master: false, merchantId: 3, currencyCode: 'USD', shopId: 6 },
      '/dashboard/shops',
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear' })[0]);
    await waitFor(() => expect(total()).toHaveTextContent('US$482.00'));
  });

  it('shows the shops as buttons, the first for all shops, and a shop button loads that shop', async () => {
    const provider = renderPage(async (q) => totals(q.shopId ? 3 : 1));
    await waitFor(() => expect(total()).toHaveTextContent('US$482.00'));
    const shops = within(screen.getByRole('group', { name: 'Shops' })).getAllByRole('button');
    expect(shops.map((b) => b.textContent)).toEqual(['All shops', 'Andes Marketplace', 'Andes Retail Bogotá', 'Andes Digital Lima']);
    expect(shops[0]).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(shops[2]);
    await waitFor(() => expect(total()).toHaveTextContent('US$1,446.00'));
    expect(provider.legacyBalance).toHaveBeenLastCalledWith(
      { master: true, merchantId: 1, currencyCode: 'USD', shopId: 4 },
      '/dashboard/shops',
    );
  });

  it('shows the available total and the disclaimer when the API asks for them', async () => {
    renderPage(async () => totals(1, { showBalanceAvailableForPayouts: true, totalPayOutBalanceAmount: 1234.5, showDisclaimer: true }));
    expect(await screen.findByText('US$1,234.50')).toBeInTheDocument();
    expect(screen.getByText('After the minimum balance of 20% kept for payouts (US$500.00).')).toBeInTheDocument();
    expect(screen.getByText(/The total includes movements after the last settlement/)).toBeInTheDocument();
  });

  it('says a failure in a toast and resets the figures to zero', async () => {
    renderPage(async () => {
      throw new Error('Dashboard unavailable');
    });
    expect(await screen.findByText('The balance could not be loaded: Dashboard unavailable')).toBeInTheDocument();
    expect(total()).toHaveTextContent('US$0.00');
  });

  it('shortens an amount above 999,999,999 with the exact one in a tooltip, as the grids do (issue #30 item 21)', async () => {
    renderPage(async () =>
      totals(1, { totalAmount: 1_234_567_890.12, showBalanceAvailableForPayouts: true, totalPayOutBalanceAmount: 2_000_000_000.5 }),
    );
    await waitFor(() => expect(total()).toHaveTextContent('US$1,234,567,890'));
    expect(total()).not.toHaveTextContent('US$1,234,567,890.12');
    await userEvent.hover(within(total()).getByText('US$1,234,567,890'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('US$1,234,567,890.12');
    expect(screen.getByText('US$2,000,000,000')).toHaveAttribute('tabindex', '0');
  });

  it('enables a settlement’s summary on PAID rows only (spec 03 §2)', async () => {
    const provider = renderPage(async () => totals(1));
    const row = (settlementId: number, status: string) => ({
      id: settlementId,
      settlementId,
      merchantId: 1,
      merchantName: 'Andes Holdings',
      shopId: 1,
      shopName: 'Andes Online',
      currencyCode: 'USD',
      grossAmount: 100,
      fees: -3,
      payoutAmount: 97,
      status,
      fromDate: '2026-11-09T00:00:00.000Z',
      toDate: '2026-11-15T23:59:59.000Z',
      createdDate: '2026-11-16T08:00:00.000Z',
      publishedDate: '2026-11-16T08:00:00.000Z',
    });
    provider.getList.mockImplementation(async () => ({ data: [row(71, 'PUBLISHED'), row(72, 'Paid'), row(73, 'DRAFT')], total: 3 }));
    const summaryOf = async (id: number) => {
      const cell = await screen.findByRole('cell', { name: String(id) });
      return within(cell.closest('tr') as HTMLElement).getByRole('button', { name: /summary/i });
    };
    expect(await summaryOf(71)).toBeDisabled();
    expect(await summaryOf(72)).toBeEnabled();
    expect(await summaryOf(73)).toBeDisabled();
  });
});
