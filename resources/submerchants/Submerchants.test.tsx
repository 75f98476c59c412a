import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from '../../src/providers/httpError';
import userEvent from '@testing-library/user-event';
import { AdminTestContext, fakeDataProvider, noRetryQueryClient, testI18nProviderFor } from '../../src/framework/testing/adminTestContext';
import { InLocale, datePicker, emptyDate, typeIntoDate } from '../../src/framework/testing/datePicker';
import { submerchantsResource } from './index';
import { SubmerchantCreate } from './SubmerchantCreate';
import { SubmerchantsPage } from './SubmerchantsPage';
import type { SubmerchantConfig, SubmerchantParent } from './types';

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

  it('sorts by registry number (none first ascending, last descending) and shows each one’s status; the drawer’s date has no time', async () => {
    const provider = fakeDataProvider({}, [{ ...sub(3, 'Andes Digital Perú', '2025-10-12T00:00:00Z', null), id: 3 }]);
    const parents: SubmerchantParent[] = [
      {
        merchantId: 1,
        companyName: 'Andes Holdings',
        submerchants: [
          sub(2, 'Andes Retail Colombia', '2025-11-11T08:38:00Z', '901.234.567-8'),
          sub(3, 'Andes Digital Perú', '2025-10-12T00:00:00Z', null),
          { ...sub(4, 'Andes Foods Chile', '2021-03-15T00:00:00Z', '76123456K'), statusTypeCode: 'REGISTER_IN_PROCESS' },
        ],
      },
    ];
    provider.lookup.mockResolvedValue(parents);
    render(
      <AdminTestContext
        resource={submerchantsResource}
        dataProvider={provider}
        grants={['SUBMERCHANT:VIEW']}
        url="/submerchants"
        queryClient={noRetryQueryClient()}
      >
        <SubmerchantsPage />
      </AdminTestContext>,
    );
    const andes = await screen.findByRole('region', { name: 'Submerchants of Andes Holdings' });
    const column = (index: number) =>
      within(andes)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[index]?.textContent);
    await userEvent.click(within(andes).getByText('Registry number'));
    expect(column(3)).toEqual(['-', '76123456K', '901.234.567-8']);
    await userEvent.click(within(andes).getByText('Registry number'));
    expect(column(3)).toEqual(['901.234.567-8', '76123456K', '-']);
    expect(column(4)).toEqual(['Active', 'Registration in process', 'Active']);
    await userEvent.click(within(andes).getAllByRole('button', { name: 'View details' })[2] as HTMLElement);
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('12/10/2025')).toBeInTheDocument();
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

/** The form's two look-ups: the user's merchants and the form's lists. */
function formProvider() {
  const provider = fakeDataProvider();
  provider.lookup.mockImplementation(async (path: string) => (path === '/submerchants/current' ? PARENTS : CONFIG));
  return provider;
}

const renderForm = (provider: ReturnType<typeof formProvider>, parentId = 1, locale = 'en') =>
  render(
    <AdminTestContext
      resource={submerchantsResource}
      dataProvider={provider}
      grants={['SUBMERCHANT:VIEW', 'SUBMERCHANT:ADD']}
      url={`/submerchants/new/${parentId}`}
      path="/submerchants/new/:id"
      queryClient={noRetryQueryClient()}
    >
      <InLocale locale={locale} />
      <SubmerchantCreate />
    </AdminTestContext>,
  );

const INCORPORATION = /^Incorporation date/;

async function choose(scope: HTMLElement, name: RegExp, option: string) {
  await userEvent.click(within(scope).getByRole('combobox', { name }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Every field of the form but the shareholder, a moral director; fireEvent keeps the long form quick. */
async function fillCompany() {
  const type = (scope: HTMLElement, name: RegExp, value: string) =>
    fireEvent.change(within(scope).getByRole('textbox', { name }), { target: { value } });
  const company = screen.getByRole('group', { name: 'Company data' });
  await choose(company, /^Default currency/, 'CLP - Chilean Peso');
  type(company, /^Company name/, 'Andes Foods Chile');
  type(company, /^Registration number/, '901234567');
  await typeIntoDate(datePicker(company, INCORPORATION), '15032021');
  type(company, /^Website/, 'https://andes-foods.example');
  await choose(company, /^Industry/, 'Retail');
  await choose(company, /^Business country/, 'Chile');
  type(company, /^License number/, 'LIC0042');
  const address = screen.getByRole('group', { name: 'Address' });
  for (const [name, value] of [
    [/^City/, 'Santiago'],
    [/^State/, 'RM'],
    [/^Postal code/, '7550000'],
    [/^Street$/, 'Apoquindo'],
    [/^Street number/, '3000'],
  ] as const)
    type(address, name, value);
  await choose(address, /^Country/, 'Chile');
  const director = screen.getByRole('group', { name: 'Director' });
  await userEvent.click(within(director).getByLabelText('Moral person (company)'));
  type(director, /^Company name/, 'Andes Holding');
  type(director, /^Registration number/, '76000111');
  await typeIntoDate(datePicker(director, INCORPORATION), '01062015');
  await choose(director, /^Country/, 'Chile');
  const owners = screen.getByRole('group', { name: 'Shareholders' });
  await userEvent.click(within(owners).getByLabelText('Moral person (company)'));
  type(owners, /^Company name/, 'Pacific Partners');
  type(owners, /^Registration number/, '99887766');
  await typeIntoDate(datePicker(owners, INCORPORATION), '01012010');
  await choose(owners, /^Country/, 'Chile');
  fireEvent.change(within(owners).getByRole('spinbutton', { name: /^Percentage of control/ }), { target: { value: '100' } });
  await userEvent.click(within(owners).getByRole('button', { name: 'Add shareholder' }));
}

describe('SubmerchantCreate (spec 03 §2, §5)', () => {
  it('says a merchant that is not the user’s is not, instead of a form', async () => {
    renderForm(formProvider(), 999);
    expect(
      await screen.findByText('Merchant 999 is not one of your merchants: a submerchant is registered under one of yours.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to submerchants' })).toHaveAttribute('href', '/submerchants');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('refuses a control character in the website next to the field, as the API does (issue #31)', async () => {
    renderForm(formProvider());
    await screen.findByText('Registered under merchant 1');
    const website = within(screen.getByRole('group', { name: 'Company data' })).getByRole('textbox', { name: /^Website/ });
    await userEvent.click(website);
    await userEvent.paste('https://andes-foods.example\tBcc: x@evil.example');
    await userEvent.tab();
    expect(await screen.findByText('Must not hold line breaks or other control characters')).toBeInTheDocument();
    expect(website).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the contract’s rules under the fields, the director’s too (issue #32): an http(s) website, 50 characters for a name', async () => {
    const provider = formProvider();
    renderForm(provider);
    await screen.findByText('Registered under merchant 1');
    const website = within(screen.getByRole('group', { name: 'Company data' })).getByRole('textbox', { name: /^Website/ });
    await userEvent.click(website);
    await userEvent.paste('andes-foods.example');
    await userEvent.tab();
    expect(await screen.findByText('Must be an http(s) URL')).toBeInTheDocument();
    const director = screen.getByRole('group', { name: 'Director' });
    const firstName = within(director).getByRole('textbox', { name: /^First name/ });
    await userEvent.click(firstName);
    await userEvent.paste('A'.repeat(51));
    await userEvent.tab();
    expect(await within(director).findByText('Must be at most 50 characters')).toBeInTheDocument();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('disables Save as soon as a required date is emptied, and puts ENTITY_EXIST under the registration number', async () => {
    const provider = formProvider();
    renderForm(provider);
    await screen.findByText('Registered under merchant 1');
    await fillCompany();
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    const date = datePicker(screen.getByRole('group', { name: 'Company data' }), INCORPORATION);
    await emptyDate(date);
    // Still in the field: the date is gone all the same.
    expect(date).toContainElement(document.activeElement as HTMLElement);
    expect(save).toBeDisabled();
    expect(await within(date.parentElement as HTMLElement).findByText('Required')).toBeInTheDocument();
    // Half-typed is not a date: Save stays off, and leaving the box says what is missing.
    await typeIntoDate(date, '1503');
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('textbox', { name: /^Website/ }));
    expect(await screen.findByText('Enter a whole date, as dd/mm/yyyy')).toBeInTheDocument();
    await typeIntoDate(date, '15032021');
    await waitFor(() => expect(save).toBeEnabled());

    provider.create.mockRejectedValue(new HttpError('ENTITY_EXIST', 400));
    fireEvent.click(save);
    expect(await screen.findByText('A company with this registration number is already registered.')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Company data' })).getByRole('textbox', { name: /^Registration number/ })).toHaveValue(
      '901234567',
    );
    // The day travels as it did from react-admin's DateInput.
    expect(provider.create).toHaveBeenCalledWith(
      'submerchants',
      expect.objectContaining({
        data: expect.objectContaining({
          companyInformation: expect.objectContaining({ entityInformation: expect.objectContaining({ registrationDate: '2021-03-15' }) }),
        }),
      }),
    );
  });

  it('writes and names its dates in Portuguese on a Portuguese screen, whatever the browser’s language (issue #30 item 31)', async () => {
    renderForm(formProvider(), 1, 'pt');
    await screen.findByText('Registered under merchant 1');
    const date = datePicker(screen.getByRole('group', { name: 'Company data' }), INCORPORATION);
    await waitFor(() => expect(date).toHaveTextContent('DD/MM/AAAA'));
    await typeIntoDate(date, '15032021');
    expect(date).toHaveTextContent('15/03/2021');
    await userEvent.click(within(date.parentElement as HTMLElement).getByRole('button'));
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByText('março 2021')).toBeInTheDocument();
    expect(within(calendar).getByRole('columnheader', { name: 'segunda-feira' })).toBeInTheDocument();
  });

  it('keeps letters and digits, enables Add Shareholder only when complete, shows removable tags, and Save only when all is there', async () => {
    const provider = formProvider();
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
    await typeIntoDate(datePicker(shareholders, INCORPORATION), '01012010');
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
