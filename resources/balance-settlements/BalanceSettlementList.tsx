import { useMemo, useState } from 'react';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { DataTable } from 'react-admin';
import {
  apiNow,
  lastDaysRange,
  FormattedDateField,
  lazyNamed,
  MoneyField,
  ResourceList,
  StatusChip,
  type FilterSpec,
  type FilterValues,
  type RowAction,
} from '../../src/framework';
import { settlementKey } from '../balance/messages';
import type { SettlementRow } from '../../contract/balance-settlements/types';

// Its period picker brings MUI's date pickers: they load when a summary opens, not with the list.
const SettlementSummaryDialog = lazyNamed(() => import('./SettlementSummaryDialog'), 'SettlementSummaryDialog');

const SORT = { field: 'createdDate', order: 'DESC' } as const;
const isPaid = (row: SettlementRow) => row.status?.toUpperCase() === 'PAID';
const FILTERS: FilterSpec[] = [{ kind: 'dateRange', source: 'createdDate', label: settlementKey('filters.createdDate'), required: true }];

/** Spec 03 §9: the balance screens' settlements open on the last week. */
export function defaultSettlementFilter(now: Date = apiNow()): FilterValues {
  return lastDaysRange(7, 'createdDate', now);
}

/**
 * The settlements of a balance screen (spec 03 §2): the merchant, shop and currency chosen above
 * (`scope`, sent with every call), a created range a week back; each row opens the settlement's
 * summary.
 */
export function BalanceSettlementList({ scope }: { scope: FilterValues }) {
  const [defaults] = useState(() => defaultSettlementFilter());
  const [opened, setOpened] = useState<SettlementRow | null>(null);
  const actions = useMemo<RowAction<SettlementRow>[]>(
    () => [
      {
        name: 'summary',
        label: settlementKey('actions.summary'),
        icon: <ReceiptLong />,
        onClick: (row) => setOpened(row),
        // Spec 03 §2: the settlement details button is enabled only when the status is PAID (any case).
        disabled: (row) => !isPaid(row),
        showLabel: true,
      },
    ],
    [],
  );
  return (
    <>
      <ResourceList<SettlementRow>
        embedded
        title={settlementKey('name')}
        sort={SORT}
        filters={FILTERS}
        defaultFilters={defaults}
        permanentFilter={scope}
        exportAccess={false}
        rowActions={actions}
        // A paid settlement opens its summary; another has none yet, and opens the row in full.
        openRow={(row) => (isPaid(row) ? setOpened(row) : false)}
        minGridWidth={1100}
        phone={{
          primary: <MoneyField source="payoutAmount" currencySource="currencyCode" />,
          secondary: (row) => `${row.shopName} · #${row.settlementId}`,
          tertiary: <StatusChip source="status" />,
        }}
      >
        <DataTable.Col source="settlementId" />
        <DataTable.Col source="shopName" />
        <DataTable.Col source="fromDate">
          <FormattedDateField source="fromDate" />
        </DataTable.Col>
        <DataTable.Col source="toDate">
          <FormattedDateField source="toDate" />
        </DataTable.Col>
        {(['grossAmount', 'fees', 'payoutAmount'] as const).map((source) => (
          <DataTable.Col key={source} source={source} align="right">
            <MoneyField source={source} currencySource="currencyCode" />
          </DataTable.Col>
        ))}
        <DataTable.Col source="status">
          <StatusChip source="status" />
        </DataTable.Col>
        <DataTable.Col source="publishedDate">
          <FormattedDateField source="publishedDate" format="dateTime" />
        </DataTable.Col>
      </ResourceList>
      {opened && <SettlementSummaryDialog settlement={opened} onClose={() => setOpened(null)} />}
    </>
  );
}
