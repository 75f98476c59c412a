import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminTestContext, fakeDataProvider, testI18nProviderFor } from '../../src/framework/testing/adminTestContext';
import { settledTransactionsResource } from './index';
import { SettledTransactionList } from './SettledTransactionList';

beforeAll(async () => {
  await testI18nProviderFor(settledTransactionsResource);
});
afterEach(cleanup);

const CONFIG = {
  transactionTypes: [
    { code: 'PAY_IN', description: 'Pay-in' },
    { code: 'CLAIM', description: 'Claim' },
  ],
  countries: [
    { countryCode: 'BR', countryName: 'Brazil' },
    { countryCode: 'CO', countryName: 'Colombia' },
  ],
  paymentMethods: [{ paymentMethodName: 'PIX' }, { paymentMethodName: 'Visa' }],
};

function renderList() {
  const provider = fakeDataProvider();
  provider.config.mockResolvedValue(CONFIG);
  render(
    <AdminTestContext resource={settledTransactionsResource} dataProvider={provider} url="/balance" grants={['NEW_DASHBOARD:VIEW']}>
      <SettledTransactionList scope={{ merchantId: 4, currencyCode: 'USD' }} />
    </AdminTestContext>,
  );
  return provider;
}

describe('SettledTransactionList (issue #30 item 36)', () => {
  it('asks the settled-transactions config for its scope and offers its countries, payment methods and types', async () => {
    const provider = renderList();
    await waitFor(() =>
      expect(provider.config).toHaveBeenCalledWith('settled-transactions', {
        pageIndex: 0,
        pageSize: 25,
        merchantId: 4,
        currencyCode: 'USD',
        shopId: undefined,
      }),
    );
    const filters = await screen.findByRole('search', { name: 'Filters' });
    const optionsOf = async (name: string) => {
      await userEvent.click(within(filters).getByRole('combobox', { name }));
      const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
      await userEvent.keyboard('{Escape}');
      return options;
    };
    await waitFor(async () => expect(await optionsOf('Country')).toEqual(['Brazil', 'Colombia']));
    expect(await optionsOf('Payment method')).toEqual(['PIX', 'Visa']);
    expect(await optionsOf('Movement type')).toEqual(['Pay-in', 'Claim']);
  });
});
