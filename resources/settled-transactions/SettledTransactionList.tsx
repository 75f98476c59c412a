import { useMemo } from 'react';
import { DataTable, useDataProvider } from 'react-admin';
import {
  FormattedDateField,
  MoneyField,
  ResourceList,
  TotalsRow,
  useLookup,
  type FilterSpec,
  type FilterValues,
  ServerTextField,
  useServerText,
} from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { balanceKey, settledKey } from '../balance/messages';
import { RESERVE_TYPES } from '../../contract/balance/movementTypes';
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

/** GET /config/settled-transactions: what the filters choose from, for the merchant, currency and shop chosen above. */
interface SettledConfig {
  transactionTypes: { code: string; description: string }[];
  countries: { countryCode: string; countryName: string }[];
  paymentMethods: { paymentMethodName: string }[];
}

/** The settled transactions' filter lists (spec 03 §7: page 0, size 25, merchantId, currencyCode, shopId). */
function useSettledConfig(scope: FilterValues & { currencyCode: string }, enabled: boolean) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const query = {
    merchantId: scope.merchantId as number | undefined,
    currencyCode: scope.currencyCode,
    shopId: scope.shopId as number | undefined,
  };
  return useLookup(
    ['config', 'settled-transactions', query],
    () => dataProvider.config<SettledConfig>('settled-transactions', { pageIndex: 0, pageSize: 25, ...query }),
    enabled,
  ).data;
}

const TOTALS = (['amount', 'fee', 'netAmount'] as const).map((source) => ({ source, label: settledKey(`fields.${source}`) }));

/**
 * The settled transactions of a balance screen (spec 03 §2): the movements included in a
 * settlement, filtered by date and type, exported as a file, with a totals row. In the
 * by-currency view it is the rolling reserve balance: the reserve's movements only.
 */
export function SettledTransactionList({ scope, reserveOnly }: { scope: FilterValues & { currencyCode: string }; reserveOnly?: boolean }) {
  const types = useMovementTypes();
  // The reserve's view filters by date only.
  const config = useSettledConfig(scope, !reserveOnly);
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
              // The types the scope's settlements hold (the config's), else every type.
              choices: config ? config.transactionTypes.map(({ code }) => ({ id: code, name: types.nameOf(code) })) : types.choices,
            },
            {
              kind: 'select' as const,
              source: 'countryCode',
              label: settledKey('filters.countryCode'),
              multiple: true,
              alwaysOn: true,
              choices: (config?.countries ?? []).map((c) => ({ id: c.countryCode, name: c.countryName })),
            },
            {
              kind: 'select' as const,
              source: 'paymentMethodName',
              label: settledKey('filters.paymentMethodName'),
              multiple: true,
              alwaysOn: true,
              choices: (config?.paymentMethods ?? []).map((m) => ({ id: m.paymentMethodName, name: m.paymentMethodName })),
            },
          ]),
    ],
    [reserveOnly, types, config],
  );
  const typeName = types.nameOf;
  const serverText = useServerText();
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
        secondary: (row) => `${typeName(row.transactionType)} · ${serverText(row, 'description')}`,
        tertiary: <FormattedDateField source="date" format="dateTime" />,
      }}
    >
      <DataTable.Col source="date">
        <FormattedDateField source="date" format="dateTime" />
      </DataTable.Col>
      <DataTable.Col source="transactionType" render={(row: SettledRow) => typeName(row.transactionType)} />
      <DataTable.Col source="description" field={ServerTextField} />
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
