import { useMemo, useState } from 'react';
import { DataTable, useTranslate } from 'react-admin';
import {
  apiNow,
  lastDaysRange,
  FormattedDateField,
  MoneyField,
  ResourceList,
  type FilterSpec,
  type FilterValues,
  ServerTextField,
} from '../../src/framework';
import type { LedgerAccountReply } from '../../src/providers/balanceCalls';
import { ledgerKey } from '../balance/messages';
import { useMovementTypes } from '../balance/useMovementTypes';

const SORT = { field: 'date', order: 'DESC' } as const;
/**
 * The reference and the shop are one click away in the chooser (issue #33): the movement's
 * amounts and the balance after it fit a 1366 px laptop beside the menu.
 */
const LEDGER_HIDDEN = ['reference', 'shopName'];

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
  return lastDaysRange(30, 'createdDate', now);
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
  const types = useMovementTypes();
  const [defaults] = useState(() => defaultLedgerFilter());
  const filters = useMemo<FilterSpec[]>(
    () => [
      { kind: 'dateRange', source: 'createdDate', label: ledgerKey('filters.createdDate'), alwaysOn: true },
      {
        kind: 'select',
        source: 'accountId',
        label: ledgerKey('filters.accountId'),
        alwaysOn: true,
        choices: accounts.map((a) => ({
          id: a.accountId,
          name: `${a.merchantName} · ${a.currencyCode} · ${translate(ledgerKey(`account_types.${a.account}`))}`,
        })),
      },
      {
        kind: 'select',
        source: 'movementType',
        label: ledgerKey('filters.type'),
        multiple: true,
        alwaysOn: true,
        choices: types.choices,
      },
    ],
    [accounts, translate, types],
  );
  const typeName = types.nameOf;
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
      hiddenColumns={LEDGER_HIDDEN}
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
      <DataTable.Col source="description" field={ServerTextField} />
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
