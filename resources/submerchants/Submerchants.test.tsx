import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminTestContext, fakeDataProvider, noRetryQueryClient, testI18nProviderFor } from '../../src/framework/testing/adminTestContext';
import { submerchantsResource } from './index';
import { SubmerchantCreate } from './SubmerchantCreate';
import { SubmerchantsPage } from './SubmerchantsPage';
import type { SubmerchantConfig, SubmerchantParent } from './types';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  await testI18nProviderFor(submerchantsResource);
});
afterEach(cleanup);

const sub = (merchantId: number, companyName: string, constitutionDate: string, registryNumber: string | null) => ({
  merchantId,
  superMerchantId: 1,
  companyName,
  constitutionDate,
  registryNumber,
  statusTypeCode: 'ACTIVE',
  companyInformation: {
    website: `https://${merchantId}.example`,
    industryTypeId: 7,
    industryTypeDesc: 'Retail',
    entityInformation: {
      companyName,
      businessRegistrationNumber: registryNumber ?? '',
      registrationDate: constitutionDate,
      email: 'f@x.example',
    },
  },
});
const PARENTS: SubmerchantParent[] = [
  {
    merchantId: 1,
    companyName: 'Andes Holdings',
    submerchants: [
      sub(2, 'Andes Retail Colombia', '2025-11-11T08:38:00Z', '901.234.567-8'),
      sub(3, 'Andes Digital Perú', '2025-10-12T08:38:00Z', null),
    ],
  },
  { merchantId: 7, companyName: 'Pampa Group', submerchants: [] },
];
const CONFIG: SubmerchantConfig = {
  countries: [{ countryId: 3, countryCode: 'CL', countryName: 'Chile' }],
  currencies: [{ currencyCode: 'CLP', description: 'Chilean Peso' }],
  industryTypes: [{ industryTypeId: 7, description: 'Retail' }],
  nationalLicenseTypes: [{ registrationDropdownItemID: 1, translationCode: 'NATIONAL_ID' }],
};

describe('SubmerchantsPage (spec 03 §2)', () => {
  it('shows one grid per parent, sortable, a dash for no registry number, the drawer’s fields, and Add with ADD', async () => {
    const provider = fakeDataProvider(
      {},
      PARENTS[0]?.submerchants.map((s) => ({ ...s, id: s.merchantId })),
    );
    provider.lookup.mockResolvedValue(PARENTS);
    render(
      <AdminTestContext
        resource={submerchantsResource}
        dataProvider={provider}
        grants={['SUBMERCHANT:VIEW', 'SUBMERCHANT:ADD']}
        url="/submerchants"
        queryClient={noRetryQueryClient()}
      >
        <SubmerchantsPage />
      </AdminTestContext>,
    );
    const andes = await screen.findByRole('region', { name: 'Submerchants of Andes Holdings' });
    const pampa = screen.getByRole('region', { name: 'Submerchants of Pampa Group' });
    expect(within(pampa).getByText('No submerchant registered under this merchant yet.')).toBeInTheDocument();
    const names = () =>
      within(andes)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[2]?.textContent);
    expect(names()).toEqual(['Andes Retail Colombia', 'Andes Digital Perú']);
    await userEvent.click(within(andes).getByText('Company name'));
    expect(names()).toEqual(['Andes Digital Perú', 'Andes Retail Colombia']);
    expect(within(andes).getAllByRole('row')[1]).toHaveTextContent('-');
    expect(within(andes).getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/submerchants/new/1');
    expect(within(pampa).getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/submerchants/new/7');
    await userEvent.click(within(andes).getAllByRole('button', { name: 'View details' })[1] as HTMLElement);
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('https://2.example')).toBeInTheDocument();
    for (const text of ['Merchant id', 'Submerchant id', 'Registry number', 'Constitution date', 'Web', 'E-mail', 'Industry', 'Retail'])
      expect(within(drawer).getByText(text)).toBeInTheDocument();
  });

  it('offers no Add without SUBMERCHANT ADD', async () => {
    const provider = fakeDataProvider();
    provider.lookup.mockResolvedValue(PARENTS);
    render(
      <AdminTestContext resource={submerchantsResource} dataProvider={provider} grants={['SUBMERCHANT:VIEW']} url="/submerchants">
        <SubmerchantsPage />
      </AdminTestContext>,
    );
    await screen.findByRole('region', { name: 'Submerchants of Andes Holdings' });
    expect(screen.queryByRole('link', { name: 'Add' })).not.toBeInTheDocument();
  });
});

describe('SubmerchantCreate (spec 03 §2, §5)', () => {
  it('keeps letters and digits, enables Add Shareholder only when complete, shows removable tags, and Save only when all is there', async () => {
    const provider = fakeDataProvider();
    provider.lookup.mockResolvedValue(CONFIG);
    render(
      <AdminTestContext
        resource={submerchantsResource}
        dataProvider={provider}
        grants={['SUBMERCHANT:VIEW', 'SUBMERCHANT:ADD']}
        url="/submerchants/new/1"
        path="/submerchants/new/:id"
        queryClient={noRetryQueryClient()}
      >
        <SubmerchantCreate />
      </AdminTestContext>,
    );
    expect(await screen.findByText('Registered under merchant 1')).toBeInTheDocument();
    const company = screen.getAllByRole('textbox', { name: /^Company name/ })[0] as HTMLElement;
    await userEvent.type(company, 'Andes #Foods!');
    expect(company).toHaveValue('Andes Foods');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    const shareholders = screen.getByRole('group', { name: 'Shareholders' });
    const add = within(shareholders).getByRole('button', { name: 'Add shareholder' });
    await userEvent.click(within(shareholders).getByLabelText('Moral person (company)'));
    await userEvent.type(within(shareholders).getByRole('textbox', { name: /^Company name/ }), 'Pacific Partners');
    await userEvent.type(within(shareholders).getByRole('textbox', { name: /^Registration number/ }), '99887766');
    await userEvent.type(within(shareholders).getByLabelText(/^Incorporation date/), '2010-01-01');
    await userEvent.click(within(shareholders).getByRole('combobox', { name: /^Country/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Chile' }));
    expect(add).toBeDisabled();
    const share = within(shareholders).getByRole('spinbutton', { name: /^Percentage of control/ });
    await userEvent.clear(share);
    await userEvent.type(share, '24');
    expect(add).toBeDisabled();
    await userEvent.clear(share);
    await userEvent.type(share, '40.5');
    expect(add).toBeEnabled();
    await userEvent.click(add);
    expect(within(shareholders).getByText('Pacific Partners - 40.5%')).toBeInTheDocument();
    expect(add).toBeDisabled();
    await userEvent.click(within(shareholders).getByTitle('Remove Pacific Partners - 40.5%'));
    expect(within(shareholders).queryByText('Pacific Partners - 40.5%')).not.toBeInTheDocument();
    expect(within(shareholders).getByText('No shareholder added yet: add at least one.')).toBeInTheDocument();
  });
});
