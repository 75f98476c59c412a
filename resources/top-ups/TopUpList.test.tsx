import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminTestContext, everyColumnStore, fakeDataProvider } from '../../src/framework/testing/adminTestContext';
import { topUpsResource } from './index';
import { formatRate } from '../../src/framework';
import { TopUpList } from './TopUpList';
import type { MovementConfig, MovementRow } from './types';

const row: MovementRow = {
  id: 7,
  topUpId: 7,
  date: '2026-11-16T12:00:00.000Z',
  description: 'Payout balance top-up',
  merchantId: 4,
  merchantName: 'Pampa Commerce',
  shopId: 41,
  shopName: 'Pampa Travel Brasil',
  amount: 1600,
  currency: 'USD',
  amountExchange: 1600,
  currencyExchange: 'USD',
  rateExchange: 1,
  adjustmentTypeCode: 'TOP_UP',
  adjustmentTypeDescription: 'Top-up',
  currencySecondExchange: 'BRL',
  exchangeRate: 5.4,
  prExchangeRate: 5.4108,
  exchangeAmount: 8640,
};
const config: MovementConfig = {
  merchants: [{ merchantId: 4, merchantName: 'Pampa Commerce' }],
  shops: [{ shopId: 41, shopName: 'Pampa Travel Brasil', merchantId: 4 }],
  currencies: [{ currencyCode: 'BRL', description: 'Brazilian Real' }],
  types: [{ code: 'TOP_UP', description: 'Top-up' }],
};

function renderTopUps() {
  const provider = fakeDataProvider({}, [row]);
  provider.lookup.mockResolvedValue(config);
  provider.getOne.mockResolvedValue({ data: row });
  render(
    <AdminTestContext resource={topUpsResource} dataProvider={provider} url="/top-ups" store={everyColumnStore('top-ups')}>
      <TopUpList />
    </AdminTestContext>,
  );
  return provider;
}

afterEach(cleanup);

describe('TopUpList (spec 03 §2 Top-ups)', () => {
  it('labels the columns from the screen’s messages and writes amounts with their symbols', async () => {
    const provider = renderTopUps();
    await screen.findByText('Payout balance top-up');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Date',
      'Description',
      'Merchant',
      'Shop',
      'Original currency',
      'Original amount',
      'Conversion currency',
      'Conversion amount',
      'Shop currency',
      'Shop amount',
    ]);
    expect(screen.getByText('16/11/2026')).toBeInTheDocument();
    expect(screen.getByText('R$8,640.00')).toBeInTheDocument();
    expect(screen.getAllByText('US$1,600.00')).toHaveLength(2);
    expect(provider.getList).toHaveBeenCalledWith('top-ups', expect.objectContaining({ sort: { field: 'date', order: 'DESC' } }));
    expect(provider.lookup).toHaveBeenCalledWith('/adjustment-movements/config');
  });

  it('offers the created date range, merchant, shop and currency filters, and no export', async () => {
    renderTopUps();
    await screen.findByText('Payout balance top-up');
    const filters = screen.getByRole('search', { name: 'Filters' });
    for (const name of ['Merchant', 'Shop', 'Currency']) expect(within(filters).getByRole('combobox', { name })).toBeInTheDocument();
    expect(await within(filters).findByRole('group', { name: 'Created date' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /export/i })).not.toBeInTheDocument();
  });

  it('opens the drawer with the three exchange rates written as conversions', async () => {
    renderTopUps();
    await userEvent.click(await screen.findByText('Payout balance top-up'));
    const drawer = await screen.findByRole('dialog', { name: 'Top-up details' });
    expect(await within(drawer).findByText('1 USD = 5.4 BRL')).toBeInTheDocument();
    expect(within(drawer).getByText('1 USD = 5.4108 BRL')).toBeInTheDocument();
    expect(within(drawer).getByText('1 USD = 1 USD')).toBeInTheDocument();
  });
});

describe('formatRate', () => {
  it('reads a rate as one unit of the source currency, up to six decimals', () => {
    expect(formatRate(0.18518518, 'BRL', 'USD')).toBe('1 BRL = 0.185185 USD');
    expect(formatRate(null, 'BRL', 'USD')).toBe('-');
  });
});
