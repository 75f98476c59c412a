import { useMemo, useState } from 'react';
import { DataTable, useListContext, useTranslate } from 'react-admin';
import {
  apiNow,
  lastDaysRange,
  FormattedDateField,
  MoneyField,
  ResourceList,
  type FilterSpec,
  type FilterValues,
  ServerTextField,
  TotalsRow,
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
const ACCOUNT_TYPES = ['MAIN', 'RESERVE'] as const;
const TOTALS = (['amount', 'fee', 'netAmount'] as const).map((source) => ({ source, label: ledgerKey(`fields.${source}`) }));

/**
 * The one currency the filtered movements are in, when the filter says so: its currency, its
 * accounts' (`<merchant>-<currency>-<account>`), or one settlement's (a shop's); else none, and
 * no totals, which would add up currencies.
 */
function filteredCurrency(filter: FilterValues, rows: readonly MovementRow[] | undefined): string | undefined {
  if (typeof filter.currencyCode === 'string' && filter.currencyCode) return filter.currencyCode;
  if (typeof filter.accountId === 'string' && filter.accountId) {
    const currencies = new Set(filter.accountId.split(',').map((id) => id.split('-')[1]));
    return currencies.size === 1 ? [...currencies][0] : undefined;
  }
  return filter.settlementId ? rows?.[0]?.currencyCode : undefined;
}

/** The filtered movements' sums (all pages, from the API): what the balance figure drilled into adds up to. */
function LedgerTotals() {
  const { filterValues, data } = useListContext<MovementRow>();
  const currency = filteredCurrency(filterValues as FilterValues, data);
  return currency ? (
    <TotalsRow caption={ledgerKey('totals')} label={ledgerKey('totals_label')} fields={TOTALS} currencyCode={currency} />
  ) : null;
}

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
      // What a balance figure or a settlement drilled into narrows to (issue #33).
      {
        kind: 'select',
        source: 'account',
        label: ledgerKey('filters.account'),
        translateChoice: true,
        choices: ACCOUNT_TYPES.map((id) => ({ id, name: ledgerKey(`account_types.${id}`) })),
      },
      { kind: 'text', source: 'settlementId', label: ledgerKey('filters.settlementId') },
      {
        kind: 'select',
        source: 'inPublished',
        label: ledgerKey('filters.inPublished'),
        translateChoice: true,
        choices: [
          { id: 'true', name: 'grid.yes' },
          { id: 'false', name: 'grid.no' },
        ],
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
      filterTags
      footer={<LedgerTotals />}
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
