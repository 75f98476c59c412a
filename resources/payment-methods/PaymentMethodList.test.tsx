import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeFilterCookies } from '../../src/framework';
import { AdminTestContext, fakeDataProvider } from '../../src/framework/testing/adminTestContext';
import { paymentMethodsResource } from './index';
import { PaymentMethodList } from './PaymentMethodList';
import type { PaymentMethodRow } from './types';

afterEach(cleanup);

/** The params of the first getList call (the fake's spy is declared without them). */
const firstListParams = (provider: { getList: { mock: { calls: unknown[][] } } }) => provider.getList.mock.calls[0]?.[1];

const rows: PaymentMethodRow[] = [
  {
    id: 23,
    paymentMethodId: 23,
    name: 'Mercado Pago',
    paymentMethodFileKey: 'logo-mercado-pago',
    paymentMethodLegacyId: 366,
    countryName: 'Argentina',
    minAmount: 1000,
    maxAmount: 5000000,
    paymentChannelTypeName: 'Online',
    localCurrencyCode: 'ARS',
  },
];

function renderList(grants: string[]) {
  const provider = fakeDataProvider({}, rows);
  provider.config.mockResolvedValue([]);
  render(
    <AdminTestContext resource={paymentMethodsResource} dataProvider={provider} grants={grants} url="/payment-methods">
      <PaymentMethodList />
    </AdminTestContext>,
  );
  return provider;
}

describe('PaymentMethodList', () => {
  it('shows a row with its logo and amounts in the local currency, sorted by name', async () => {
    const provider = renderList(['PAYMENT_METHOD:VIEW']);
    const row = within((await screen.findByText('Mercado Pago')).closest('tr') as HTMLElement);
    expect(row.getByRole('img').getAttribute('src')).toMatch(/\/file\/logo-mercado-pago/);
    expect(row.getByText('366')).toBeTruthy();
    expect(row.getByText('Argentina')).toBeTruthy();
    expect(row.getByText(/1,000\.00/)).toBeTruthy();
    expect(row.getByText(/5,000,000\.00/)).toBeTruthy();
    expect(firstListParams(provider)).toMatchObject({ sort: { field: 'name', order: 'ASC' } });
    // The option lists come from the config calls.
    expect(provider.config.mock.calls.map(([name]) => name).sort()).toEqual(['channels', 'countries', 'currencies']);
  });

  it('has no export without PAYMENT_METHOD EXPORT', async () => {
    renderList(['PAYMENT_METHOD:VIEW']);
    await screen.findByText('Mercado Pago');
    await screen.findByRole('searchbox');
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });

  it('exports as a report task with PAYMENT_METHOD EXPORT', async () => {
    const provider = renderList(['PAYMENT_METHOD:VIEW', 'PAYMENT_METHOD:EXPORT']);
    await screen.findByText('Mercado Pago');
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /CSV/ }));
    await waitFor(() => expect(provider.export).toHaveBeenCalledWith('payment-methods', expect.objectContaining({ filter: {} })));
    expect(await screen.findByText(/Report successfully executed!/)).toBeTruthy();
  });

  it('starts from the filters saved in paymentMethods_ cookies', async () => {
    writeFilterCookies('paymentMethods_', { country: 'AR', currency: 'ARS' }, ['country', 'currency']);
    try {
      const provider = renderList(['PAYMENT_METHOD:VIEW']);
      await screen.findByText('Mercado Pago');
      expect(firstListParams(provider)).toMatchObject({ filter: { country: 'AR', currency: 'ARS' } });
    } finally {
      writeFilterCookies('paymentMethods_', {}, ['country', 'currency']);
    }
  });
});
