import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminTestContext, fakeDataProvider, noRetryQueryClient, testI18nProviderFor } from '../../src/framework/testing/adminTestContext';
import { InLocale, datePicker, typeIntoDate } from '../../src/framework/testing/datePicker';
import { HttpError } from '../../src/providers/httpError';
import { brBankStatementsResource } from '../br-bank-statements';
import { BankStatementList } from '../br-bank-statements/BankStatementList';
import { BankStatementCreate } from '../br-bank-statements/BankStatementCreate';
import { BankWithdrawalCreate } from './BankWithdrawalCreate';
import { BankWithdrawalList } from './BankWithdrawalList';
import { brBankWithdrawalsResource } from './index';

const ACCOUNTS = [{ accountId: 401, accountName: 'Banco do Brasil ****4148 · Pampa Commerce' }];

beforeAll(async () => {
  await testI18nProviderFor(brBankWithdrawalsResource);
});
afterEach(cleanup);

/** As the API answers for a withdrawal: with what each account may give. */
const WITH_BALANCE = [{ ...ACCOUNTS[0], availableBalance: 19_291.74 }];
/** What the client makes of a failed reply whose body says nothing ('{}'): its status only. */
const WORDLESS_500 = new HttpError('messages.http_status.500', 500, {});

const WITHDRAWAL_RIGHTS = ['BANK_ACCOUNT_WDWL:VIEW', 'BANK_ACCOUNT_WDWL:ADD'];

/** A Brazil bank screen at `url`, for a user holding `accounts` (and the list's `rows`). */
function renderScreen(
  resource: typeof brBankWithdrawalsResource,
  grants: string[],
  url: string,
  page: ReactNode,
  { accounts = ACCOUNTS, rows = [] }: { accounts?: object[]; rows?: object[] } = {},
) {
  const provider = fakeDataProvider({}, rows as never);
  provider.lookup.mockResolvedValue(accounts);
  render(
    <AdminTestContext resource={resource} dataProvider={provider} grants={grants} url={url} queryClient={noRetryQueryClient()}>
      {page}
    </AdminTestContext>,
  );
  return provider;
}

const renderCreate = (accounts: object[] = ACCOUNTS) =>
  renderScreen(brBankWithdrawalsResource, WITHDRAWAL_RIGHTS, '/br-bank-withdrawals/new', <BankWithdrawalCreate />, { accounts });

/** The statement form with the user's accounts to choose from; `pt` shows it on a Portuguese screen. */
async function renderStatementCreate(locale?: 'pt') {
  await testI18nProviderFor(brBankStatementsResource);
  return renderScreen(
    brBankStatementsResource,
    ['BANK_ACCOUNT_REPORT:VIEW', 'BANK_ACCOUNT_REPORT:ADD'],
    '/br-bank-statements/new',
    <>
      {locale && <InLocale locale={locale} />}
      <BankStatementCreate />
    </>,
  );
}

/** The withdrawals list over `rows`, for a user holding `accounts`. */
const renderWithdrawalList = (rows: object[], accounts: object[]) =>
  renderScreen(brBankWithdrawalsResource, WITHDRAWAL_RIGHTS, '/br-bank-withdrawals', <BankWithdrawalList />, { accounts, rows });

describe('BankWithdrawalCreate (spec 03 §2, §5 BR withdrawal form)', () => {
  it('keeps description, reference and amount disabled until an account is chosen, and refuses more than 255 characters', async () => {
    renderCreate();
    const description = await screen.findByRole('textbox', { name: 'Description' });
    expect(description).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: /Amount \(BRL\)/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: /Bank account/ }));
    await userEvent.click(await screen.findByRole('option', { name: ACCOUNTS[0].accountName }));
    expect(description).toBeEnabled();
    await userEvent.click(description);
    await userEvent.paste('x'.repeat(256));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at most 255 characters')).toBeInTheDocument();
  });

  it('sends the account, description, reference and amount to the account’s path, and puts a refusal under its field keeping what was typed', async () => {
    const provider = renderCreate();
    provider.create.mockRejectedValueOnce(new HttpError('amount must be at most the available R$19291.74', 400));
    await userEvent.click(await screen.findByRole('combobox', { name: /Bank account/ }));
    await userEvent.click(await screen.findByRole('option', { name: ACCOUNTS[0].accountName }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Reference' }), 'NF-1001');
    await userEvent.type(screen.getByRole('spinbutton', { name: /Amount \(BRL\)/ }), '99999');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('amount must be at most the available R$19291.74')).toBeInTheDocument();
    expect(provider.create).toHaveBeenCalledWith(
      'br-bank-withdrawals',
      expect.objectContaining({ data: { id: 401, description: '', reference: 'NF-1001', amount: 99999 } }),
    );
    expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveValue('NF-1001');
  });
});

describe('Brazil bank forms and lists (issue #30 item 25)', () => {
  it('shows what the chosen account may give and refuses more before asking, in words of the form', async () => {
    const provider = renderCreate(WITH_BALANCE);
    await userEvent.click(await screen.findByRole('combobox', { name: /Bank account/ }));
    await userEvent.click(await screen.findByRole('option', { name: ACCOUNTS[0].accountName }));
    expect(await screen.findByText('Available to withdraw: R$19,291.74')).toBeInTheDocument();
    const amount = screen.getByRole('spinbutton', { name: /Amount \(BRL\)/ });
    await userEvent.type(amount, '19291.75');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most the available R$19,291.74')).toBeInTheDocument();
    expect(provider.create).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '19291.74');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.create).toHaveBeenCalledTimes(1));
  });

  it('refuses an amount above the app’s ceiling under the field, whatever the account holds (issue #31)', async () => {
    const provider = renderCreate([{ ...ACCOUNTS[0], availableBalance: 1e15 }]);
    await userEvent.click(await screen.findByRole('combobox', { name: /Bank account/ }));
    await userEvent.click(await screen.findByRole('option', { name: ACCOUNTS[0].accountName }));
    await userEvent.type(screen.getByRole('spinbutton', { name: /Amount \(BRL\)/ }), '10000000000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at most 9999999999.99')).toBeInTheDocument();
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('says the contract’s rules under the fields before sending: 255 characters at most, To not before From (issue #32)', async () => {
    const provider = renderCreate(WITH_BALANCE);
    await userEvent.click(await screen.findByRole('combobox', { name: /Bank account/ }));
    await userEvent.click(await screen.findByRole('option', { name: ACCOUNTS[0].accountName }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Reference' }));
    await userEvent.paste('r'.repeat(256));
    await userEvent.type(screen.getByRole('spinbutton', { name: /Amount \(BRL\)/ }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at most 255 characters')).toBeInTheDocument();
    expect(provider.create).not.toHaveBeenCalled();
    cleanup();

    const statements = await renderStatementCreate();
    await userEvent.click(await screen.findByRole('combobox', { name: /Bank account/ }));
    await userEvent.click(await screen.findByRole('option', { name: ACCOUNTS[0].accountName }));
    await typeIntoDate(datePicker(document.body, /^From/), '07112026');
    await typeIntoDate(datePicker(document.body, /^To/), '01112026');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must not be before the start date')).toBeInTheDocument();
    expect(statements.create).not.toHaveBeenCalled();
  });

  it('says “Something went wrong.” for a withdrawal or a statement refused without words, never “{}”', async () => {
    const provider = renderCreate();
    provider.create.mockRejectedValueOnce(WORDLESS_500);
    await userEvent.click(await screen.findByRole('combobox', { name: /Bank account/ }));
    await userEvent.click(await screen.findByRole('option', { name: ACCOUNTS[0].accountName }));
    await userEvent.type(screen.getByRole('spinbutton', { name: /Amount \(BRL\)/ }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    cleanup();

    const statements = await renderStatementCreate();
    statements.create.mockRejectedValueOnce(WORDLESS_500);
    await userEvent.click(await screen.findByRole('combobox', { name: /Bank account/ }));
    await userEvent.click(await screen.findByRole('option', { name: ACCOUNTS[0].accountName }));
    await typeIntoDate(datePicker(document.body, /^From/), '01112026');
    await typeIntoDate(datePicker(document.body, /^To/), '07112026');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    expect(screen.queryByText('{}')).not.toBeInTheDocument();
    // The days travel as they did from react-admin's DateInput.
    expect(statements.create).toHaveBeenCalledWith(
      'br-bank-statements',
      expect.objectContaining({ data: { id: ACCOUNTS[0].accountId, dateFrom: '2026-11-01', dateTo: '2026-11-07' } }),
    );
  });

  it('asks a statement’s days in Portuguese on a Portuguese screen, and refuses a half-typed one unsent (issue #30 item 31)', async () => {
    const statements = await renderStatementCreate('pt');
    await userEvent.click(await screen.findByRole('combobox', { name: /Bank account/ }));
    await userEvent.click(await screen.findByRole('option', { name: ACCOUNTS[0].accountName }));
    const from = datePicker(document.body, /^From/);
    expect(from).toHaveTextContent('DD/MM/AAAA');
    await typeIntoDate(from, '01112026');
    expect(from).toHaveTextContent('01/11/2026');
    await userEvent.click(within(from.parentElement as HTMLElement).getByRole('button'));
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByText('novembro 2026')).toBeInTheDocument();
    expect(within(calendar).getByRole('columnheader', { name: 'segunda-feira' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await typeIntoDate(datePicker(document.body, /^To/), '0711');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The test catalog is English: the pickers' own words follow the locale, the form's the catalog.
    expect(await screen.findByText('Enter a whole date, as dd/mm/yyyy')).toBeInTheDocument();
    expect(statements.create).not.toHaveBeenCalled();
  });

  it('offers no Add to a user without a Brazil account, and says where one comes from', async () => {
    const provider = renderWithdrawalList([], []);
    expect(await screen.findByText(/You have no Brazil bank account\. One is opened for each merchant/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add/ })).not.toBeInTheDocument();
    expect(provider.lookup).toHaveBeenCalledWith('/balance-ledger/accounts?purpose=WITHDRAWAL');
  });

  it('keeps a long description without spaces to its column, the whole text on hover', async () => {
    const long = 'Pagamento'.repeat(30);
    renderWithdrawalList(
      [
        {
          id: 7,
          accountName: 'Banco do Brasil ****4148',
          description: long,
          reference: 'NF-1',
          createdDate: '2026-11-20T10:00:00.000Z',
          amount: 10,
          currency: 'BRL',
          status: 'PENDING',
          email: 'merchant@demo.test',
        },
      ],
      ACCOUNTS,
    );
    const text = await screen.findByText(long);
    expect(getComputedStyle(text)).toMatchObject({ textOverflow: 'ellipsis', whiteSpace: 'nowrap', overflow: 'hidden', maxWidth: '240px' });
    await userEvent.hover(text);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(long);
    // With an account, Add is offered.
    expect(await screen.findByRole('link', { name: /Add/ })).toBeInTheDocument();
  });
});

describe('BankStatementList (spec 03 §2, §8)', () => {
  it('downloads a statement’s file with DOWNLOAD_FILE, and warns that the file type is not allowed for a row without one', async () => {
    await testI18nProviderFor(brBankStatementsResource);
    const rows = [
      {
        id: 1,
        accountName: 'Banco do Brasil ****4148',
        dateFrom: '2026-11-01T00:00:00.000Z',
        dateTo: '2026-11-07T23:59:59.999Z',
        status: 'SUCCEEDED',
        email: 'merchant@demo.test',
        fileUrl: 'file/abc',
        createdDate: '2026-11-08T03:00:00.000Z',
      },
      {
        id: 2,
        accountName: 'Banco do Brasil ****4148',
        dateFrom: '2026-10-01T00:00:00.000Z',
        dateTo: '2026-10-07T23:59:59.999Z',
        status: 'FAILED',
        email: 'merchant@demo.test',
        fileUrl: null,
        createdDate: '2026-10-08T03:00:00.000Z',
      },
    ];
    const provider = fakeDataProvider({}, rows);
    provider.lookup.mockResolvedValue(ACCOUNTS);
    provider.download.mockResolvedValue(undefined);
    render(
      <AdminTestContext
        resource={brBankStatementsResource}
        dataProvider={provider}
        grants={['BANK_ACCOUNT_REPORT:VIEW', 'BANK_ACCOUNT_REPORT:DOWNLOAD_FILE']}
        url="/br-bank-statements"
      >
        <BankStatementList />
      </AdminTestContext>,
    );
    // Each row's button appears once its right is checked.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Download the statement' })).toHaveLength(2));
    const [ok, failed] = screen.getAllByRole('button', { name: 'Download the statement' });
    await userEvent.click(failed);
    expect(await screen.findByText('This file type is not allowed: the statement has no file.')).toBeInTheDocument();
    expect(provider.download).not.toHaveBeenCalled();
    await userEvent.click(ok);
    expect(provider.download).toHaveBeenCalledWith('abc', 'statement-1.csv');
    expect(within(screen.getAllByRole('row')[2]).getByText('Failed')).toBeInTheDocument();
  });
});
