import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAllDrafts } from '../../src/framework';
import { AdminTestContext, fakeDataProvider, testI18nProviderFor } from '../../src/framework/testing/adminTestContext';
import { HttpError } from '../../src/providers/httpError';
import { payoutsResource } from './index';
import { PayoutCreate } from './PayoutCreate';
import type { PayoutConfig } from './types';

// The screen's messages load with its views: in before the first render, as the app's route waits for them.
beforeAll(async () => {
  await testI18nProviderFor(payoutsResource);
});
afterEach(() => {
  cleanup();
  clearAllDrafts();
});

const base: PayoutConfig = {
  payoutStatus: [],
  shops: [{ shopId: 5, shopName: 'Pampa Travel Brasil', currencyCode: 'BRL' }],
  countries: [{ countryCode: 'BR', countryName: 'Brazil', currencyCode: 'BRL' }],
  payoutChannels: [{ code: 'BANK_TRANSFER', description: 'Bank transfer' }],
  beneficiaryTypes: [{ code: 'PERSON', description: 'Person' }],
};

function renderForm(cnpjActive: boolean, config: PayoutConfig = base) {
  const provider = fakeDataProvider();
  provider.config.mockImplementation(async (name: string, query?: Record<string, unknown>) => {
    if (name === 'account-Types') return [{ code: '0001', description: 'Saving' }];
    return query?.countryCode
      ? {
          ...base,
          payoutDocumentsType: [
            { id: 1, name: 'CPF' },
            { id: 2, name: 'CNPJ' },
          ],
          payoutBanksType: [{ code: 'Nubank', name: 'Nubank' }],
          cnpjIncludedAndActive: cnpjActive,
        }
      : config;
  });
  render(
    <AdminTestContext resource={payoutsResource} dataProvider={provider} grants={['PAYOUT:VIEW', 'PAYOUT:ADD']} url="/payouts/new">
      <PayoutCreate />
    </AdminTestContext>,
  );
  return provider;
}

async function choose(label: RegExp, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('PayoutCreate (spec 02 §2, §5)', () => {
  it('lists the countries in alphabetical order of their names in the language of the screen (issue #30)', async () => {
    const countries = [
      { countryCode: 'MX', countryName: 'Mexico', currencyCode: 'MXN' },
      { countryCode: 'AR', countryName: 'Argentina', currencyCode: 'ARS' },
      { countryCode: 'ZA', countryName: 'South Africa', currencyCode: 'ZAR' },
      { countryCode: 'BR', countryName: 'Brazil', currencyCode: 'BRL' },
    ];
    renderForm(true, { ...base, countries });
    await userEvent.click(await screen.findByRole('combobox', { name: /^Country/ }));
    const names = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent)
      .filter((name) => name && name.trim() !== '');
    expect(names).toEqual(['Argentina', 'Brazil', 'Mexico', 'South Africa']);
  });

  it('offers CNPJ disabled, saying why, when the server says the company id is not active', async () => {
    renderForm(false);
    await choose(/^Channel/, 'Bank transfer');
    await choose(/^Shop/, 'Pampa Travel Brasil');
    await choose(/^Country/, 'Brazil');
    expect(await screen.findByText("CNPJ is not available: the shop's company id is not active")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /^Document type/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'CNPJ' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(listbox).getByRole('option', { name: 'CPF' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps Save disabled until the main fields are filled, and shows the currency of the country', async () => {
    renderForm(true);
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await choose(/^Channel/, 'Bank transfer');
    await choose(/^Shop/, 'Pampa Travel Brasil');
    await choose(/^Country/, 'Brazil');
    expect(screen.getByRole('textbox', { name: 'Currency' })).toHaveValue('BRL');
    await userEvent.type(screen.getByRole('textbox', { name: /^Amount/ }), '10');
    await userEvent.type(screen.getByRole('textbox', { name: /^First name/ }), 'Ana');
    await userEvent.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Souza');
    expect(save).toBeDisabled();
    await choose(/^Document type/, 'CPF');
    expect(save).toBeEnabled();
  });

  it('says under the amount that it is above the app’s ceiling, and asks nothing of the server (issue #31: 1e15 BRL)', async () => {
    const provider = renderForm(true);
    await choose(/^Channel/, 'Bank transfer');
    await choose(/^Shop/, 'Pampa Travel Brasil');
    await choose(/^Country/, 'Brazil');
    const amount = screen.getByRole('textbox', { name: /^Amount/ });
    await userEvent.type(amount, '1000000000000000');
    await userEvent.type(screen.getByRole('textbox', { name: /^First name/ }), 'Ana');
    await userEvent.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Souza');
    await choose(/^Document type/, 'CPF');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Must be at most 9999999999.99'));
    expect(amount).toHaveValue('1000000000000000');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(provider.create).not.toHaveBeenCalled();
  });
});

describe('PayoutCreate when the server refuses', () => {
  it('shows the 400 under the field it names and in a toast, and keeps everything typed', async () => {
    const provider = fakeDataProvider();
    const mexico: PayoutConfig = {
      ...base,
      countries: [{ countryCode: 'MX', countryName: 'Mexico', currencyCode: 'MXN' }],
    };
    provider.config.mockImplementation(async (name: string, query?: Record<string, unknown>) =>
      name === 'account-Types'
        ? []
        : query?.countryCode
          ? { ...mexico, payoutDocumentsType: [{ id: 1, name: 'CURP' }], payoutBanksType: [{ code: 'BBVA México', name: 'BBVA México' }] }
          : mexico,
    );
    provider.create.mockRejectedValue(new HttpError('accountNumber is not open to payouts at this bank', 400));
    render(
      <AdminTestContext resource={payoutsResource} dataProvider={provider} grants={['PAYOUT:VIEW', 'PAYOUT:ADD']} url="/payouts/new">
        <PayoutCreate />
      </AdminTestContext>,
    );
    await choose(/^Channel/, 'Bank transfer');
    await choose(/^Shop/, 'Pampa Travel Brasil');
    await choose(/^Country/, 'Mexico');
    await userEvent.type(screen.getByRole('textbox', { name: /^Amount/ }), '250');
    await userEvent.type(screen.getByRole('textbox', { name: /^First name/ }), 'Diego');
    await userEvent.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Ramirez');
    await choose(/^Document type/, 'CURP');
    await userEvent.type(screen.getByRole('textbox', { name: /^Document number/ }), 'RAMD800101HDFLRG09');
    await choose(/^Beneficiary type/, 'Person');
    await userEvent.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'diego@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /^Phone/ }), '5512345678');
    await choose(/^Bank/, 'BBVA México');
    await userEvent.type(screen.getByRole('textbox', { name: /^Account number/ }), '012180001234567891');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: 'Create this payout?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Create payout' }));
    expect(
      await screen.findByText('The payout could not be created: accountNumber is not open to payouts at this bank'),
    ).toBeInTheDocument();
    // Once the confirmation has closed (its exit leaves the page aria-hidden for a moment).
    const account = await screen.findByRole('textbox', { name: /^Account number/ });
    expect(account).toHaveAccessibleDescription('accountNumber is not open to payouts at this bank');
    expect(account).toHaveValue('012180001234567891');
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue('Diego');
    expect(provider.create).toHaveBeenCalledWith(
      'payouts',
      expect.objectContaining({ data: expect.objectContaining({ country: 'MX', currencyCode: 'MXN', amount: 250 }) }),
    );
  });
});
