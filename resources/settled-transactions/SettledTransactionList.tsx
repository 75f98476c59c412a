import { useMemo } from 'react';
import { DataTable } from 'react-admin';
import { FormattedDateField, MoneyField, ResourceList, TotalsRow, type FilterSpec, type FilterValues } from '../../src/framework';
import { balanceKey, settledKey } from '../balance/messages';
import { RESERVE_TYPES } from '../balance/movementTypes';
import { useMovementTypes } from '../balance/useMovementTypes';

const SORT = { field: 'date', order: 'DESC' } as const;

interface SettledRow {
  id: number;
  date: string;
  transactionId: string;
  transactionType: string;
  description: string;
  shopName: string;
  currencyCode: string;
  amount: number;
  fee: number;
  netAmount: number;
  settlementId: number;
}

const TOTALS = (['amount', 'fee', 'netAmount'] as const).map((source) => ({ source, label: settledKey(`fields.${source}`) }));

/**
 * The settled transactions of a balance screen (spec 03 §2): the movements included in a
 * settlement, filtered by date and type, exported as a file, with a totals row. In the
 * by-currency view it is the rolling reserve balance: the reserve's movements only.
 */
export function SettledTransactionList({ scope, reserveOnly }: { scope: FilterValues & { currencyCode: string }; reserveOnly?: boolean }) {
  const types = useMovementTypes();
  // The reserve's own account for the rolling reserve balance; the main account's movements otherwise.
  const permanent = useMemo(
    () => (reserveOnly ? { ...scope, account: 'RESERVE', type: RESERVE_TYPES.join(',') } : { ...scope, account: 'MAIN' }),
    [scope, reserveOnly],
  );
  const filters = useMemo<FilterSpec[]>(
    () => [
      { kind: 'dateRange', source: 'createdDate', label: settledKey('filters.createdDate'), alwaysOn: true },
      ...(reserveOnly
        ? []
        : [
            {
              kind: 'select' as const,
              source: 'type',
              label: settledKey('filters.type'),
              multiple: true,
              alwaysOn: true,
              choices: types.choices,
            },
          ]),
    ],
    [reserveOnly, types],
  );
  const typeName = types.nameOf;
  return (
    <ResourceList<SettledRow>
      embedded
      title={settledKey(reserveOnly ? 'reserve_title' : 'name')}
      sort={SORT}
      filters={filters}
      permanentFilter={permanent}
      search={{ source: 'query' }}
      exportAccess="NEW_DASHBOARD"
      footer={<TotalsRow caption={settledKey('totals')} label={balanceKey('total')} fields={TOTALS} currencyCode={scope.currencyCode} />}
      minGridWidth={1100}
      phone={{
        primary: <MoneyField source="netAmount" currencySource="currencyCode" />,
        secondary: (row) => `${typeName(row.transactionType)} · ${row.description}`,
        tertiary: <FormattedDateField source="date" format="dateTime" />,
      }}
    >
      <DataTable.Col source="date">
        <FormattedDateField source="date" format="dateTime" />
      </DataTable.Col>
      <DataTable.Col source="transactionType" render={(row: SettledRow) => typeName(row.transactionType)} />
      <DataTable.Col source="description" />
      <DataTable.Col source="transactionId" />
      <DataTable.Col source="shopName" />
      {(['amount', 'fee', 'netAmount'] as const).map((source) => (
        <DataTable.Col key={source} source={source} align="right">
          <MoneyField source={source} currencySource="currencyCode" />
        </DataTable.Col>
      ))}
      <DataTable.Col source="settlementId" />
    </ResourceList>
  );
}
