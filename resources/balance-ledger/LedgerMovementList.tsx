import { useMemo, useState } from 'react';
import { DataTable, useTranslate } from 'react-admin';
import {
  apiNow,
  daysBack,
  FormattedDateField,
  MoneyField,
  ResourceList,
  toWireDate,
  type FilterSpec,
  type FilterValues,
} from '../../src/framework';
import type { LedgerAccountReply } from '../../src/providers/balanceCalls';
import { balanceKey, ledgerKey } from '../balance/messages';
import { MOVEMENT_TYPES } from '../balance/movementTypes';

const SORT = { field: 'date', order: 'DESC' } as const;

interface MovementRow {
  id: number;
  movementId: number;
  date: string;
  accountId: string;
  account: 'MAIN' | 'RESERVE';
  type: string;
  description: string;
  reference: string;
  shopName: string;
  currencyCode: string;
  amount: number;
  fee: number;
  netAmount: number;
  balanceAfter: number;
}

/** The ledger's movements open on the last 30 days. */
export function defaultLedgerFilter(now: Date = apiNow()): FilterValues {
  const { from, to } = daysBack(30, now);
  return { createdDateFrom: toWireDate(from), createdDateTo: toWireDate(to) };
}

/**
 * The ledger's movements of the chosen merchant (`scope`): newest first, by account, type and
 * date, searchable by reference or description; each with the account's balance after it.
 */
export function LedgerMovementList({
  scope,
  accounts,
  exportAllowed,
}: {
  scope: FilterValues;
  accounts: LedgerAccountReply[];
  exportAllowed: boolean;
}) {
  const translate = useTranslate();
  const [defaults] = useState(() => defaultLedgerFilter());
  const accountName = (a: Pick<LedgerAccountReply, 'merchantName' | 'currencyCode' | 'account'>) =>
    `${a.merchantName} · ${a.currencyCode} · ${translate(ledgerKey(`account_types.${a.account}`))}`;
  const filters = useMemo<FilterSpec[]>(
    () => [
      { kind: 'dateRange', source: 'createdDate', label: ledgerKey('filters.createdDate'), alwaysOn: true },
      {
        kind: 'select',
        source: 'accountId',
        label: ledgerKey('filters.accountId'),
        alwaysOn: true,
        choices: accounts.map((a) => ({ id: a.accountId, name: accountName(a) })),
      },
      {
        kind: 'select',
        source: 'movementType',
        label: ledgerKey('filters.type'),
        multiple: true,
        alwaysOn: true,
        choices: MOVEMENT_TYPES.map((code) => ({ id: code, name: translate(balanceKey(`movement_types.${code}`)) })),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- accountName reads only translate
    [accounts, translate],
  );
  const typeName = (code: string) => translate(balanceKey(`movement_types.${code}`), { _: code });
  return (
    <ResourceList<MovementRow>
      embedded
      title={ledgerKey('movements')}
      sort={SORT}
      filters={filters}
      defaultFilters={defaults}
      permanentFilter={scope}
      search={{ source: 'query' }}
      exportAccess={exportAllowed ? 'BALANCE_LEDGER' : false}
      minGridWidth={1200}
      phone={{
        primary: <MoneyField source="netAmount" currencySource="currencyCode" />,
        secondary: (row) => `${typeName(row.type)} · ${row.description}`,
        tertiary: <FormattedDateField source="date" format="dateTime" />,
      }}
    >
      <DataTable.Col source="date">
        <FormattedDateField source="date" format="dateTime" />
      </DataTable.Col>
      <DataTable.Col
        source="accountId"
        render={(row: MovementRow) => `${row.currencyCode} · ${translate(ledgerKey(`account_types.${row.account}`))}`}
      />
      <DataTable.Col source="type" render={(row: MovementRow) => typeName(row.type)} />
      <DataTable.Col source="description" />
      <DataTable.Col source="reference" />
      <DataTable.Col source="shopName" />
      {(['amount', 'fee', 'netAmount', 'balanceAfter'] as const).map((source) => (
        <DataTable.Col key={source} source={source} align="right">
          <MoneyField source={source} currencySource="currencyCode" />
        </DataTable.Col>
      ))}
    </ResourceList>
  );
}
