import { useMemo, useState } from 'react';
import { DataTable, useTranslate } from 'react-admin';
import {
  firstPageOf,
  FormattedDateField,
  LongTextField,
  moneyPhoneLines,
  MoneyField,
  ResourceList,
  StatusChip,
  type ListQuery,
  type ResourceDefinition,
} from '../../src/framework';
import { BankAccountNote } from './BankAccountNote';
import { bankFilterSpecs, defaultBankFilter } from './bankLists';
import { brWithdrawalKey } from './messages';
import { useBankAccounts } from './useBankAccounts';

const SORT = { field: 'createdDate', order: 'DESC' } as const;
const asIs = (code: string) => code;

/** What the list asks for first (the status names do not change it); the last 7 days from now. */
export const bankWithdrawalsQuery = (): ListQuery => ({
  sort: SORT,
  filters: bankFilterSpecs('br-bank-withdrawals', asIs),
  defaultFilters: defaultBankFilter(),
});

/** The list's first page, for the boot to fetch (the declaration's firstPage). */
export const bankWithdrawalsFirstPage = (definition: ResourceDefinition) => firstPageOf(bankWithdrawalsQuery(), definition);

const PHONE = moneyPhoneLines({
  amount: 'amount',
  currencySource: 'currency',
  who: 'description',
  date: 'createdDate',
  where: ['accountName'],
  status: <StatusChip source="status" labelPrefix={brWithdrawalKey('statuses.')} />,
});

/**
 * /br-bank-withdrawals (spec 03 §2): ten a page, the last 7 days, by status; Add with ADD, once
 * the user has an account to send from (else a note says where one comes from).
 */
export function BankWithdrawalList() {
  const translate = useTranslate();
  const accounts = useBankAccounts('WITHDRAWAL');
  const filters = useMemo(
    () => bankFilterSpecs('br-bank-withdrawals', (code) => translate(brWithdrawalKey(`statuses.${code}`))),
    [translate],
  );
  const [query] = useState(bankWithdrawalsQuery);
  return (
    <ResourceList
      title={brWithdrawalKey('name')}
      {...query}
      filters={filters}
      exportAccess={false}
      add={Boolean(accounts.data?.length)}
      header={<BankAccountNote accounts={accounts} />}
      minGridWidth={1100}
      phone={PHONE}
    >
      <DataTable.Col source="accountName" />
      <DataTable.Col source="id" />
      <DataTable.Col source="description">
        <LongTextField source="description" />
      </DataTable.Col>
      <DataTable.Col source="reference">
        <LongTextField source="reference" maxWidth={160} />
      </DataTable.Col>
      <DataTable.Col source="createdDate">
        <FormattedDateField source="createdDate" format="dateTime" />
      </DataTable.Col>
      <DataTable.Col source="amount" align="right">
        <MoneyField source="amount" currencySource="currency" />
      </DataTable.Col>
      <DataTable.Col source="currency" />
      <DataTable.Col source="status">
        <StatusChip source="status" labelPrefix={brWithdrawalKey('statuses.')} />
      </DataTable.Col>
      <DataTable.Col source="email" />
    </ResourceList>
  );
}
