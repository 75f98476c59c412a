import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RaRecord } from 'react-admin';
import { AdminTestContext, everyColumnStore, fakeDataProvider, testI18nProviderFor } from '../../src/framework/testing/adminTestContext';
import { settlementsResource } from './index';
import { SettlementList } from './SettlementList';
import { drillPath } from '../../src/framework';
import { MONEY_CONFIG, PAID, PUBLISHED } from './testing';

beforeAll(async () => {
  await testI18nProviderFor(settlementsResource);
});
afterEach(cleanup);

const ALL = ['SETTLEMENT:VIEW', 'SETTLEMENT:EXPORT', 'SETTLEMENT:DOWNLOAD_SETTLEMENT', 'PAYMENT_ORDER:SHOW_DETAIL_PAYM_ORD'];

function renderList(grants = ALL, rows: RaRecord[] = [PAID, PUBLISHED]) {
  const provider = fakeDataProvider({}, rows);
  provider.config.mockResolvedValue(MONEY_CONFIG);
  provider.download.mockResolvedValue(undefined);
  render(
    <AdminTestContext
      resource={settlementsResource}
      dataProvider={provider}
      grants={grants}
      url="/settlements"
      store={everyColumnStore('settlements')}
    >
      <SettlementList />
    </AdminTestContext>,
  );
  return provider;
}

describe('SettlementList (spec 03 §2 Settlements)', () => {
  it('shows a settlement without a currency in USD, the spec’s default, in its Currency cell and its amounts', async () => {
    renderList(ALL, [{ ...PUBLISHED, currencyCode: null, symbol: null, currencySymbol: null }]);
    const row = (await screen.findByText('13')).closest('tr')!;
    expect(row.querySelector('td.column-currencyCode')).toHaveTextContent(/^USD$/);
    expect(row.querySelector('td.column-payoutAmount')).toHaveTextContent(/^US\$/);
  });

  it('tells Published from Paid by colour: blue, then green once paid out', async () => {
    renderList();
    const published = await screen.findByText('Published');
    const paid = screen.getAllByText('Paid').find((el) => el.closest('.MuiChip-root'))!;
    expect(published.closest('.MuiChip-root')).toHaveAttribute('data-color', 'blue');
    expect(published.closest('.MuiChip-root')).toHaveClass('MuiChip-colorInfo');
    expect(paid.closest('.MuiChip-root')).toHaveAttribute('data-color', 'green');
    expect(paid.closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
  });

  it("names each column with the spec's words over the API's fields: turnover = net turnover + MDR, 'Payout amount' is refunds, 'Refunds' is claims", async () => {
    renderList();
    await screen.findAllByText('Pampa Store');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(0, 16)).toEqual([
      'Settlement',
      'Shop',
      'Merchant',
      'Currency',
      'Turnover',
      'MDR amount',
      'Net turnover',
      'Payout amount',
      'Payout fee',
      'Net rolling reserve',
      'Claims',
      'Refunds',
      'Other fees',
      'Tax',
      'Settlement amount',
      'From',
    ]);
    const row = screen.getAllByRole('row').find((r) => within(r).queryByText('12'))!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // turnover 965 + 35; payout amount = refunds (200); refunds = claims (20); claims = claimsCurrentPeriod (50).
    expect(cells.slice(4, 15)).toEqual([
      'US$1,000.00',
      'US$35.00',
      'US$965.00',
      'US$200.00',
      'US$2.50',
      'US$48.25',
      'US$50.00',
      'US$20.00',
      'US$15.00',
      'US$5.60',
      'US$623.65',
    ]);
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
  });

  it('shows the shop filter only once a merchant is chosen, with that merchant’s shops', async () => {
    renderList();
    await screen.findAllByText('Pampa Store');
    const filters = screen.getByRole('search', { name: 'Filters' });
    expect(within(filters).queryByRole('combobox', { name: 'Shop' })).not.toBeInTheDocument();
    await userEvent.click(within(filters).getByRole('combobox', { name: 'Merchant' }));
    await userEvent.click(await screen.findByRole('option', { name: 'M-0005 - Savanna Markets' }));
    await userEvent.click(within(filters).getByRole('combobox', { name: 'Shop' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['9 - Savanna Shop']);
  });

  it('downloads a row’s file with DOWNLOAD_SETTLEMENT, and offers the payment details of paid rows with SHOW_DETAIL_PAYM_ORD', async () => {
    const provider = renderList();
    await screen.findAllByText('Pampa Store');
    const paid = screen.getAllByRole('row').find((r) => within(r).queryByText('12'))!;
    const published = screen.getAllByRole('row').find((r) => within(r).queryByText('13'))!;
    expect(within(published).queryByRole('button', { name: 'Payment details' })).not.toBeInTheDocument();
    await userEvent.click(within(paid).getByRole('button', { name: 'Download the settlement file' }));
    expect(provider.download).toHaveBeenCalledWith('settlement-12', 'settlement-12.csv');
    expect(await screen.findByText('Your file is downloading.')).toBeInTheDocument();
    await userEvent.click(within(paid).getByRole('button', { name: 'Payment details' }));
    const drawer = await screen.findByRole('dialog', { name: 'Settlement' });
    expect(await within(drawer).findByText('1 USD = 0.995 USD')).toBeInTheDocument();
    expect(within(drawer).getByText('Amount paid')).toBeInTheDocument();
  });

  it('links each amount and the pay-in count to the ledger filtered to exactly its movements, and names the withdrawal that paid it (issue #33)', async () => {
    renderList([...ALL, 'BALANCE_LEDGER:VIEW']);
    const row = (await screen.findByText('12')).closest('tr')!;
    const gross = within(row).getByRole('link', { name: /Turnover: open its pay-ins/ });
    expect(gross).toHaveAttribute(
      'href',
      drillPath('balance-ledger', { merchantId: 4, settlementId: 12, account: 'MAIN', movementType: 'PAY_IN' }),
    );
    expect(within(row).getByRole('link', { name: /Settlement amount: open its movements/ })).toHaveAttribute(
      'href',
      drillPath('balance-ledger', { merchantId: 4, settlementId: 12, account: 'MAIN' }),
    );
    expect(within(row).getByRole('link', { name: /Tax: open its movements/ })).toHaveAttribute(
      'href',
      drillPath('balance-ledger', { merchantId: 4, settlementId: 12, account: 'MAIN', movementType: 'TAX' }),
    );
    // The link opens the rows, not the row's details.
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(row).getAllByRole('cell')[1]);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: /Pay-ins settled: open its pay-ins/ })).toHaveTextContent('14');
    expect(within(drawer).getByRole('link', { name: 'Withdrawal #44' })).toHaveAttribute('href', '/withdrawals?show=44');
  });

  it('has no movement links without the ledger (BALANCE_LEDGER VIEW), and says when no withdrawal paid a settlement out', async () => {
    renderList(ALL, [PUBLISHED]);
    const row = (await screen.findByText('13')).closest('tr')!;
    expect(within(row).queryByRole('link')).toBeNull();
    await userEvent.click(within(row).getAllByRole('cell')[1]);
    expect(await screen.findByText('No withdrawal has paid it out yet.')).toBeInTheDocument();
  });

  it('has neither the file nor the payment details without their rights, and no export without EXPORT', async () => {
    renderList(['SETTLEMENT:VIEW']);
    await screen.findAllByText('Pampa Store');
    expect(screen.queryByRole('button', { name: 'Download the settlement file' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Payment details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /export/i })).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByText('Pampa Store')[0]);
    const drawer = await screen.findByRole('dialog', { name: 'Settlement' });
    expect(await within(drawer).findByText('Your role does not show payment details.')).toBeInTheDocument();
  });
});
