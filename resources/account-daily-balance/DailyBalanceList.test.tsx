import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminTestContext, everyColumnStore, fakeDataProvider, testI18nProviderFor } from '../../src/framework/testing/adminTestContext';
import { MONEY_CONFIG } from '../settlements/testing';
import { shopDailyBalanceResource } from '../shop-daily-balance';
import { accountDailyBalanceResource } from './index';
import { DailyBalanceList } from './DailyBalanceList';
import { trendOf } from './trend';
import { drillPath } from '../../src/framework';

// recharts measures its box, which jsdom has not: the chart's inputs are what is checked here.
vi.mock('./TrendChart', () => ({
  TrendChart: ({ points, currencies }: { points: Record<string, unknown>[]; currencies: string[] }) => (
    <ul aria-label="trend">
      {points.map((p) => (
        <li key={String(p.day)}>{`${String(p.day)} ${currencies.map((c) => `${c}=${String(p[c])}`).join(' ')}`}</li>
      ))}
    </ul>
  ),
}));

const day = (balanceDay: string, shopId: number, closingBalance: number) => ({
  id: shopId * 100_000 + Number(balanceDay.slice(8, 10)),
  accountDailyBalanceId: shopId * 100_000 + Number(balanceDay.slice(8, 10)),
  shopDailyBalanceId: shopId * 100_000 + Number(balanceDay.slice(8, 10)),
  merchantId: 4,
  merchantName: 'Pampa Commerce',
  shopId,
  shopName: shopId === 8 ? 'Pampa Store' : 'Pampa Games',
  currencyCode: 'USD',
  balanceDay: `${balanceDay}T00:00:00.000Z`,
  openingBalance: closingBalance - 100,
  volumePayin: 150,
  payinFee: 5.25,
  mdr: 5.25,
  volumePayout: 40,
  payoutFee: 0,
  claimsOpen: 0,
  newClaims: 0,
  claimFee: 0,
  claimsWon: 0,
  rollingReserve: 4.75,
  rollingReserveReleased: 0,
  otherFees: 0,
  wireFee: 0,
  adjustments: 0,
  topUps: 0,
  taxes: 0,
  netAmountPayable: closingBalance,
  rollingReserveAdjustment: 0,
  paymentAmount: 0,
  closingBalance,
});
const ROWS = [day('2026-11-25', 8, 1000), day('2026-11-25', 9, 500), day('2026-11-24', 8, 900)];

beforeAll(async () => {
  await testI18nProviderFor(accountDailyBalanceResource);
});
afterEach(cleanup);

function renderDaily(resource = accountDailyBalanceResource, extraGrants: string[] = []) {
  const provider = fakeDataProvider({}, ROWS);
  provider.config.mockResolvedValue(MONEY_CONFIG);
  render(
    <AdminTestContext
      resource={resource}
      dataProvider={provider}
      grants={[`${resource.access}:VIEW`, ...extraGrants]}
      url={`/${resource.name}`}
      store={everyColumnStore(resource.name)}
    >
      <DailyBalanceList />
    </AdminTestContext>,
  );
  return provider;
}

describe('DailyBalanceList (spec 03 §2 Account and shop daily balance)', () => {
  it('shows each cost negated, so a row reads from opening to closing balance', async () => {
    renderDaily();
    await screen.findAllByText('Pampa Games');
    const row = screen.getAllByRole('row').find((r) => within(r).queryByText('Pampa Games'))!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // Day, merchant, shop, currency, opening, pay-ins, MDR (negated), payouts (negated), payout fee …
    expect(cells.slice(0, 8)).toEqual([
      '25/11/2026',
      'Pampa Commerce',
      'Pampa Games',
      'USD',
      'US$400.00',
      'US$150.00',
      '-US$5.25',
      '-US$40.00',
    ]);
    expect(cells).toContain('-US$4.75');
    expect(cells[8]).toBe('US$0.00');
  });

  it('links each cell holding money to that day’s movements of its shop in the ledger, of the column’s kind (issue #33)', async () => {
    renderDaily(accountDailyBalanceResource, ['BALANCE_LEDGER:VIEW']);
    await screen.findAllByText('Pampa Games');
    const row = screen.getAllByRole('row').find((r) => within(r).queryByText('Pampa Games'))!;
    const day = (movementType: string) => ({
      merchantId: 4,
      shopId: 9,
      account: 'MAIN',
      movementType,
      createdDateFrom: '25/11/2026',
      createdDateTo: '25/11/2026',
    });
    expect(within(row).getByRole('link', { name: /Pay-ins: open its movements/ })).toHaveAttribute(
      'href',
      drillPath('balance-ledger', day('PAY_IN')),
    );
    expect(within(row).getByRole('link', { name: /Rolling reserve held: open its movements/ })).toHaveAttribute(
      'href',
      drillPath('balance-ledger', day('RR_ACCUMULATED')),
    );
    // Pay-ins, their fee, payouts and the reserve held: nothing behind a zero (the payout fee), nor the opening, payable and closing balances.
    expect(within(row).getAllByRole('link')).toHaveLength(4);
  });

  it('links no cell without the ledger (BALANCE_LEDGER VIEW)', async () => {
    renderDaily();
    await screen.findAllByText('Pampa Games');
    expect(screen.queryByRole('link', { name: /open its movements/ })).toBeNull();
  });

  it('offers the export with the screen’s VIEW alone: spec 03 §6 gates it with nothing else (issue #30 item 27)', async () => {
    // The grants hold ACC_DAILY_BALANCE VIEW and nothing more (no EXPORT).
    renderDaily();
    await screen.findAllByText('Pampa Games');
    expect(await screen.findByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('asks the last week, newest day first, with every merchant id while none is chosen', async () => {
    const provider = renderDaily();
    await screen.findAllByText('Pampa Games');
    // The grid waits for the configuration, then asks once, with every merchant id.
    const gridCall = () =>
      provider.getList.mock.calls
        .map((call) => (call as unknown[])[1] as { pagination: { perPage: number }; filter: Record<string, string>; sort: unknown })
        .filter((p) => p.pagination.perPage === 25)
        .at(-1);
    await vi.waitFor(() => expect(gridCall()).toBeDefined());
    const params = gridCall()!;
    expect(
      provider.getList.mock.calls.filter(
        (call) => ((call as unknown[])[1] as { pagination: { perPage: number } }).pagination.perPage === 25,
      ),
    ).toHaveLength(1);
    expect(params.sort).toEqual({ field: 'balanceDay', order: 'DESC' });
    expect(params.filter.merchantId).toBe('4,5');
    expect(params.filter.createdDateFrom).toMatch(/^\d{2}\/\d{2}\/\d{4} 00:00:00\.000$/);
  });

  it('draws the sum of the filtered shops’ closing balances per day above the grid', async () => {
    renderDaily();
    const trend = await screen.findByRole('list', { name: 'trend' });
    expect(
      within(trend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2026-11-24 USD=900', '2026-11-25 USD=1500']);
    expect(screen.getByRole('heading', { name: 'Closing balance by day' })).toBeInTheDocument();
  });

  it('gives the shop view its own columns: MDR, new claims, refunds and wire fees', async () => {
    await testI18nProviderFor(shopDailyBalanceResource);
    renderDaily(shopDailyBalanceResource);
    await screen.findAllByText('Pampa Games');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toContain('New claims');
    expect(headers).toContain('Refunds and wire fees');
    expect(headers).not.toContain('Rolling reserve released');
  });
});

describe('trendOf', () => {
  it('sums closing balances per day and currency, days in order', () => {
    const { points, currencies } = trendOf([
      { balanceDay: '2026-11-02T00:00:00.000Z', currencyCode: 'BRL', closingBalance: 10.1 },
      { balanceDay: '2026-11-01T00:00:00.000Z', currencyCode: 'USD', closingBalance: 5 },
      { balanceDay: '2026-11-02T00:00:00.000Z', currencyCode: 'BRL', closingBalance: 0.2 },
    ]);
    expect(currencies).toEqual(['BRL', 'USD']);
    expect(points).toEqual([
      { day: '2026-11-01', USD: 5 },
      { day: '2026-11-02', BRL: 10.3 },
    ]);
  });
});
