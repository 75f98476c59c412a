import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminTestContext, fakeDataProvider, noRetryQueryClient, testI18nProviderFor } from '../../src/framework/testing/adminTestContext';
import { MERCHANT_MERCHANTS, MERCHANT_SHOPS } from '../balance/testing';
import { PAID } from '../settlements/testing';
import { HttpError } from '../../src/providers/httpError';
import { withdrawalsResource } from './index';
import type { Withdrawal, WithdrawalBalance } from '../../contract/withdrawals/types';
import { WithdrawalsPage } from './WithdrawalsPage';
import { drillPath } from '../../src/framework';

const W: Withdrawal = {
  id: 31,
  withdrawalId: 31,
  merchantId: 4,
  status: 'RETURNED_PAYMENT',
  createdDate: '2026-11-10T09:00:00.000Z',
  editedDate: '2026-11-11T09:00:00.000Z',
  paymentDate: null,
  amount: 1_234_567_890.12,
  fee: 25,
  netAmount: 1_234_567_865.12,
  withdrawalCurrencyCode: 'USD',
  bankName: 'Banco Galicia',
  bankAccount: '****5448',
  bankSwift: 'GABOARBA',
  payRPaid: null,
  paymentCurrencySymbol: 'US$',
  paymentCurrencyCode: 'USD',
  settlements: [
    { settlementId: 12, fileKey: 'settlement-12', fromDate: PAID.fromDate, toDate: PAID.toDate, shopName: 'Pampa Store', amount: 623.65 },
  ],
  transactions: [
    {
      id: 1,
      withdrawalId: 31,
      createdDate: '2026-11-10T09:00:00.000Z',
      type: 'TRANSACTION',
      description: 'Withdrawal of settlement 12',
      currencyCode: 'USD',
      amount: 623.65,
      status: 'COMPLETED',
      shopName: 'Pampa Store',
      relatedTransaction: null,
    },
    {
      id: 2,
      withdrawalId: 31,
      createdDate: '2026-11-12T09:00:00.000Z',
      type: 'REVERSE',
      description: 'Payment returned by the bank',
      currencyCode: 'USD',
      amount: -623.65,
      status: 'COMPLETED',
      shopName: 'Pampa Store',
      relatedTransaction: 1,
    },
  ],
  withdrawalAdjustments: [{ withdrawalAdjustmentId: 3, description: 'FX difference', amount: -12.5 }],
};
const BALANCE: WithdrawalBalance = {
  currencyCode: 'USD',
  balanceAvailableForWithdrawals: { total: 5000 },
  inTransitWithdrawals: { total: 700, detail: { withdrawalsApproved: 200, withdrawalsReprocessed: 500 } },
};

beforeAll(async () => {
  await testI18nProviderFor(withdrawalsResource);
});
afterEach(cleanup);

/** A paid one, paid at 01:30 UTC: its day is the API's day, whatever the browser's zone. */
const PAID_W: Withdrawal = {
  ...W,
  id: 32,
  withdrawalId: 32,
  status: 'PAID',
  amount: 100,
  fee: 5,
  netAmount: 95,
  editedDate: '2026-10-07T01:30:00.000Z',
  paymentDate: '2026-10-07T01:30:00.000Z',
};
const REJECTED_W: Withdrawal = { ...W, id: 33, withdrawalId: 33, status: 'REJECTED', paymentDate: null };
const TOTALS = { amountTotal: 1_234_567_890.12, amountFees: 25, netAmount: 1_234_567_865.12, count: 1 };

/** The config calls' answers: the balance lookups and the withdrawal statuses. */
const configOf = async (name: string) =>
  name === 'merchant-default-currencies'
    ? MERCHANT_MERCHANTS
    : name === 'balance-shops'
      ? MERCHANT_SHOPS
      : {
          withdrawalStatus: ['PENDING', 'APPROVED', 'PAID', 'RETURNED_PAYMENT', 'REJECTED', 'DELETED'].map((code) => ({
            code,
            description: code,
          })),
        };

function renderPage(grants = ['WITHDRAWAL:VIEW', 'WITHDRAWAL:EXPORT'], rows: Withdrawal[] = [W], totals = TOTALS, configFailure?: Error) {
  const provider = fakeDataProvider({ meta: { totals } }, rows);
  if (configFailure) provider.config.mockRejectedValue(configFailure);
  else provider.config.mockImplementation(configOf);
  provider.lookup.mockResolvedValue(BALANCE);
  provider.getOne.mockImplementation(async (resource: string) => ({ data: resource === 'settlements' ? PAID : W }));
  render(
    <AdminTestContext
      resource={withdrawalsResource}
      dataProvider={provider}
      grants={grants}
      url="/withdrawals"
      queryClient={noRetryQueryClient()}
    >
      <WithdrawalsPage />
    </AdminTestContext>,
  );
  return provider;
}

describe('WithdrawalsPage (spec 03 §2 Withdrawals)', () => {
  it('says once that its merchants could not be loaded, in words, instead of an empty page, and Retry brings the rows (issue #31 item 8)', async () => {
    // Both balance lookups and the statuses fail as a proxy's 502 does: one message for the three.
    const provider = renderPage(undefined, undefined, undefined, new HttpError('messages.http_status.502', 502));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error fetching configurations: The server is unreachable behind its gateway (502). Please try again.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(document.body).not.toHaveTextContent('messages.');

    provider.config.mockImplementation(configOf);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('31')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows in transit = approved + reprocessed and the available balance, each line with its own hint', async () => {
    const provider = renderPage();
    const transit = (await screen.findByRole('heading', { name: 'In transit' })).closest('div')!;
    expect(within(transit).getByText('US$200.00')).toBeInTheDocument();
    expect(within(transit).getByText('US$500.00')).toBeInTheDocument();
    expect(within(transit).getByText('US$700.00')).toBeInTheDocument();
    expect(screen.getAllByText('US$5,000.00')).toHaveLength(1);
    // The original swapped these two hints: each now explains its own line.
    await userEvent.hover(within(transit).getByText('Approved'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Approved withdrawals the bank has not paid yet');
    await userEvent.unhover(within(transit).getByText('Approved'));
    await userEvent.hover(within(transit).getByText('Reprocessed'));
    expect(await screen.findByText('Withdrawals the bank returned, being paid again')).toBeInTheDocument();
    expect(provider.lookup).toHaveBeenCalledWith('/withdrawals/balance?merchantId=4&currencyCode=USD');
  });

  it('asks from the start of the ISO week four weeks back, shows the created range as a tag, and leaves DELETED out of the statuses', async () => {
    const provider = renderPage();
    await screen.findByText('31');
    const params = (provider.getList.mock.calls.at(-1) as unknown[])[1] as {
      filter: Record<string, string>;
      pagination: { perPage: number };
    };
    expect(params.pagination.perPage).toBe(20);
    expect(params.filter).toMatchObject({ merchantId: 4, currencyCode: 'USD' });
    const from = params.filter.createdDateFrom.slice(0, 10).split('/').reverse().join('-');
    expect(new Date(`${from}T00:00:00`).getDay()).toBe(1);
    const tags = screen.getByRole('list', { name: 'Filters in effect (Delete removes one)' });
    expect(within(tags).getByText(/^Created: /)).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('search', { name: 'Filters' })).getByRole('combobox', { name: 'Status' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toContain('Returned payment');
    expect(options).not.toContain('Deleted');
  });

  it('cuts amounts above 999,999,999 to whole units with the exact one in a tooltip, and totals the whole list', async () => {
    renderPage();
    const row = (await screen.findByText('31')).closest('tr')!;
    const amount = within(row).getByText('US$1,234,567,890');
    await userEvent.hover(amount);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('US$1,234,567,890.12');
    const totals = screen.getByRole('status', { name: 'Withdrawal totals' });
    expect(totals).toHaveTextContent('Totals of 1 withdrawals (rejected and deleted ones left out)');
    expect(totals).toHaveTextContent('Fees: US$25.00');
  });

  it('opens the details with their five sections, a settlement, and a transaction that toggles to its related one', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'View details' }));
    const dialog = await screen.findByRole('dialog', { name: /Withdrawal 31/ });
    for (const section of ['Withdrawal', 'Bank account', 'Settlements', 'Transactions', 'Adjustments'])
      expect(within(dialog).getByRole('region', { name: section })).toBeInTheDocument();
    // Returned by the bank, not paid: no payment date, though it was edited.
    expect(within(within(dialog).getByRole('region', { name: 'Withdrawal' })).getByText('Not paid yet')).toBeInTheDocument();
    expect(within(dialog).queryByText('11/11/2026 09:00:00')).not.toBeInTheDocument();
    expect(within(dialog).getByText('FX difference')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '2' }));
    const tx = await screen.findByRole('dialog', { name: 'Withdrawal transaction 2' });
    expect(within(tx).getByText('Reverse Withdrawal')).toBeInTheDocument();
    await userEvent.click(within(tx).getByRole('button', { name: 'Show the related transaction (1)' }));
    expect(await screen.findByRole('dialog', { name: 'Withdrawal transaction 1' })).toHaveTextContent('Tx Withdrawal');
    await userEvent.click(screen.getByRole('button', { name: 'Back to transaction 2' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Withdrawal transaction 2' })).getByRole('button', { name: 'Close' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '12' }));
    const settlement = await screen.findByRole('dialog', { name: 'Settlement 12' });
    expect(await within(settlement).findByText('US$623.65', { selector: 'span' })).toBeInTheDocument();
  });

  it('links its settlements’ total to the settlements screen filtered to them, and says what reached the bank at which rate (issue #33)', async () => {
    const BRL: Withdrawal = {
      ...PAID_W,
      withdrawalCurrencyCode: 'BRL',
      amount: 11_877.18,
      netAmount: 11_852.18,
      payRPaid: 2194.85,
      settlements: [
        { ...W.settlements[0], settlementId: 12, amount: 5000 },
        { ...W.settlements[0], settlementId: 14, amount: 6877.18 },
      ],
    };
    const provider = renderPage(['WITHDRAWAL:VIEW', 'SETTLEMENT:VIEW'], [BRL]);
    provider.getOne.mockImplementation(async () => ({ data: BRL }));
    await userEvent.click(await screen.findByRole('button', { name: 'View details' }));
    const dialog = await screen.findByRole('dialog', { name: /Withdrawal 32/ });
    expect(within(dialog).getByText('US$2,194.85 paid for R$11,852.18 at 5.4000')).toBeInTheDocument();
    const total = within(dialog).getByRole('link', { name: /Settlements total: open its settlements/ });
    expect(total).toHaveTextContent('R$11,877.18');
    expect(total).toHaveAttribute('href', drillPath('settlements', { settlementId: '12,14' }));
  });

  it('shows no settlements link without SETTLEMENT VIEW, nor a payment line before the money reached the bank', async () => {
    renderPage(['WITHDRAWAL:VIEW']);
    await userEvent.click(await screen.findByRole('button', { name: 'View details' }));
    const dialog = await screen.findByRole('dialog', { name: /Withdrawal 31/ });
    expect(within(dialog).getByText(/Settlements total/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /open its settlements/ })).toBeNull();
    expect(within(dialog).queryByText(/paid for/)).toBeNull();
  });

  it('removes a filter by its tag, keeping the required created range', async () => {
    const provider = renderPage();
    await screen.findByText('31');
    const filters = screen.getByRole('search', { name: 'Filters' });
    await userEvent.click(within(filters).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Returned payment' }));
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply' }));
    const tags = screen.getByRole('list', { name: 'Filters in effect (Delete removes one)' });
    const status = await within(tags).findByText('Status: Returned payment');
    expect(((provider.getList.mock.calls.at(-1) as unknown[])[1] as { filter: Record<string, string> }).filter.status).toBe(
      'RETURNED_PAYMENT',
    );
    expect(
      within(tags)
        .getByText(/^Created: /)
        .closest('.MuiChip-root')
        ?.querySelector('.MuiChip-deleteIcon'),
    ).toBeNull();
    await userEvent.click(status.closest('.MuiChip-root')!.querySelector('.MuiChip-deleteIcon')!);
    // The list is back on the range alone (its first page, still in react-query's cache, is not asked again).
    await waitFor(() => expect(within(tags).queryByText('Status: Returned payment')).not.toBeInTheDocument());
    expect(within(tags).getByText(/^Created: /)).toBeInTheDocument();
  });

  it('shows one payment date: a paid one’s own (in UTC, as the filter and the export count days), none for the others', async () => {
    renderPage(undefined, [W, PAID_W, REJECTED_W], {
      amountTotal: 1_234_567_990.12,
      amountFees: 30,
      netAmount: 1_234_567_960.12,
      count: 2,
    });
    const paidRow = (await screen.findByText('32')).closest('tr')!;
    expect(within(paidRow).getByText('07/10/2026 01:30:00')).toBeInTheDocument();
    for (const id of ['31', '33']) {
      const row = screen.getByText(id).closest('tr')!;
      expect(row.querySelector('td.column-paymentDate')).toHaveTextContent(/^-$/);
    }
    // Three rows listed, two totalled: the server's count of what is withdrawn, not the list's.
    expect(screen.getByRole('status', { name: 'Withdrawal totals' })).toHaveTextContent('Totals of 2 withdrawals');
  });

  it('finds a withdrawal by its id whatever the created range: the id is sent alone with the merchant and currency', async () => {
    const provider = renderPage();
    await screen.findByText('31');
    const filters = screen.getByRole('search', { name: 'Filters' });
    await userEvent.type(within(filters).getByRole('textbox', { name: 'Withdrawal id' }), '31');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(((provider.getList.mock.calls.at(-1) as unknown[])[1] as { filter: Record<string, string> }).filter.withdrawalId).toBe('31'),
    );
    const params = (provider.getList.mock.calls.at(-1) as unknown[])[1] as { meta?: { onlyFilters?: string[] } };
    expect([...(params.meta?.onlyFilters ?? [])].sort()).toEqual(['currencyCode', 'merchantId', 'withdrawalId']);
    // Its export holds what the grid shows: that withdrawal, whatever the dates.
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /CSV/ }));
    await waitFor(() => expect(provider.export).toHaveBeenCalled());
    const exported = (provider.export.mock.calls.at(-1) as unknown[])[1] as { filter: Record<string, unknown> };
    expect(exported.filter).toEqual({ withdrawalId: '31', merchantId: 4, currencyCode: 'USD' });
  });

  it('says under the created date that it is required when emptied, and asks nothing', async () => {
    const provider = renderPage();
    await screen.findByText('31');
    const from = await screen.findByRole('group', { name: 'Created from' });
    await userEvent.click(within(from).getAllByRole('spinbutton')[0]);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    const asked = provider.getList.mock.calls.length;
    await userEvent.click(within(screen.getByRole('search', { name: 'Filters' })).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(provider.getList.mock.calls.length).toBe(asked);
  });

  it('has no export without WITHDRAWAL EXPORT', async () => {
    renderPage(['WITHDRAWAL:VIEW']);
    await screen.findByText('31');
    expect(screen.queryByRole('button', { name: /export/i })).not.toBeInTheDocument();
  });
});
