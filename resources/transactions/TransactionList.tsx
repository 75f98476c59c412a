import { useCallback, useMemo, useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import { DataTable, TextField, useCanAccess, useTranslate } from 'react-admin';
import {
  FormattedDateField,
  lazyNamed,
  MoneyField,
  PhoneLine,
  PollWhile,
  ResourceList,
  StatusChip,
  type FilterLayout,
  type FilterValues,
  type PhoneListProps,
  type RowAction,
  type SearchConfig,
} from '../../src/framework';
import {
  clearTransactionFilter,
  defaultTransactionFilter,
  hasRequiredFilters,
  ID_SEARCH_KEYS,
  idSearchFilter,
  WIRE_KEYS,
  widenFilterRange,
} from './filterRules';
import { useTransactionFilters } from './filters';
import { statusChangeBlock } from './transitions';
import { TransactionDetailsV1, TransactionDetailsV2 } from './TransactionDrawer';
import { TransactionDrawerTabs } from './TransactionDrawerTabs';
import { CustomerField, StatusWithDateField, TransactionIdField } from './TransactionFields';
import type { TransactionRow } from './types';
import { useTransactionKey } from './useTransactionKey';
import { TRANSACTION_SORT } from './firstPage';

const StatusChangeDialog = lazyNamed(() => import('./StatusChangeDialog'), 'StatusChangeDialog');

/** Spec 02 §2: LOOK_AND_FEEL_V1 puts the filters in a drawer, NEW_DASHBOARD in a collapsible panel. */
/** A phone's line per pay-in: amount and shop, its date (UTC) and method, the status. */
const TRANSACTION_PHONE: PhoneListProps<TransactionRow> = {
  primary: (
    <PhoneLine>
      <MoneyField source="amount" currencySource="currency" />
      <TextField source="shopName" />
    </PhoneLine>
  ),
  secondary: (
    <PhoneLine>
      <FormattedDateField source="createdDate" format="dateTimeSeconds" />
      <TextField source="paymentMethodName" />
    </PhoneLine>
  ),
  tertiary: <StatusChip source="status" />,
};

const hasPendingUpdate = (rows: readonly TransactionRow[]) => rows.some((row) => Boolean(row.pendingStatusUpdate));

const EXACT_ID_KEYS = [WIRE_KEYS.transactionId];

function useTransactionFilterLayout(): FilterLayout {
  const lookAndFeel = useCanAccess({ resource: 'LOOK_AND_FEEL_V1', action: 'VIEW' });
  const newDashboard = useCanAccess({ resource: 'NEW_DASHBOARD', action: 'VIEW' });
  if (lookAndFeel.canAccess) return 'drawer';
  return newDashboard.canAccess ? 'collapsible' : 'inline';
}

function useStatusChangeAction(open: (row: TransactionRow) => void, key: (k: string) => string): RowAction<TransactionRow> {
  const translate = useTranslate();
  return useMemo(
    () => ({
      name: 'changeStatus',
      writes: true,
      label: key('status_change.action'),
      icon: <EditIcon fontSize="small" />,
      access: { resource: 'PAYIN_STATUS_CHANGE', action: '*' },
      onClick: open,
      disabled: (row) => statusChangeBlock(row) !== null,
      tooltip: (row) => {
        const block = statusChangeBlock(row);
        const status = (code: string) => translate(key(`statuses.${code}`), { _: code });
        if (block === 'pending' && row.pendingStatusUpdate) {
          return translate(key('list.pending_update'), { status: status(row.pendingStatusUpdate.status) });
        }
        if (block === 'final') return translate(key('status_change.no_transition'), { status: status(row.status) });
        return undefined;
      },
      badge: (row) => (row.pendingStatusUpdate ? ' ' : undefined),
    }),
    [open, key, translate],
  );
}

/**
 * The Transactions grid shared by /transactions and /transactions-v2 (spec 02 §2); the two differ
 * in the detail drawer's source and content.
 */
export function TransactionList({ version }: { version: 'v1' | 'v2' }) {
  const key = useTransactionKey();
  const filters = useTransactionFilters();
  const layout = useTransactionFilterLayout();
  const [defaults] = useState(() => defaultTransactionFilter());
  const clear = useCallback((applied: FilterValues) => clearTransactionFilter(applied, defaults), [defaults]);
  const [changing, setChanging] = useState<TransactionRow | null>(null);
  const statusChange = useStatusChangeAction(setChanging, key);
  // Without the resource the column itself is left out, not just its button.
  const { canAccess: canChangeStatus } = useCanAccess({ resource: 'PAYIN_STATUS_CHANGE', action: '*' });
  const rowActions = useMemo(() => (canChangeStatus ? [statusChange] : []), [canChangeStatus, statusChange]);
  const Details = version === 'v2' ? TransactionDetailsV2 : TransactionDetailsV1;
  const label = (field: string) => key(`fields.${field}`);
  // The id search bypasses the required filters (spec 02 §5), and a full id finds its pay-in whatever the dates.
  const search = useMemo<SearchConfig>(
    () => ({
      source: WIRE_KEYS.idQuery,
      sources: ID_SEARCH_KEYS,
      toFilter: idSearchFilter,
      label: key('filters.search'),
      skipsRequired: true,
      exact: EXACT_ID_KEYS,
    }),
    [key],
  );

  return (
    <>
      <ResourceList<TransactionRow>
        title={key('name')}
        sort={TRANSACTION_SORT}
        filters={filters}
        defaultFilters={defaults}
        filterLayout={layout}
        requiredMessage="messages.TEXT_FILTERS_REQUIRED"
        clearFilters={clear}
        normalizeFilters={widenFilterRange}
        canFetch={hasRequiredFilters}
        search={search}
        exportAccess="TRANSACTION_V2"
        rowActions={rowActions}
        drawer={<TransactionDrawerTabs details={<Details />} />}
        drawerTitle={key('drawer.title')}
        // Eight columns: below this they would wrap into tall rows, so the grid scrolls instead.
        minGridWidth={1080}
        phone={TRANSACTION_PHONE}
        // A sandbox status change applies after a delay: the grid asks again until it has.
        toolbar={<PollWhile<TransactionRow> when={hasPendingUpdate} />}
      >
        <DataTable.Col source="transactionId" field={TransactionIdField} />
        <DataTable.Col source="createdDate" label={label('createdDateUtc')}>
          <FormattedDateField source="createdDate" format="dateTimeSeconds" />
        </DataTable.Col>
        <DataTable.Col source="shopName" />
        <DataTable.Col source="paymentMethodName" />
        <DataTable.Col source="customerLastName" label={label('customerEmail')} field={CustomerField} />
        <DataTable.Col source="amount">
          <MoneyField source="amount" currencySource="currency" />
        </DataTable.Col>
        <DataTable.Col source="status" field={StatusWithDateField} />
      </ResourceList>
      {changing && <StatusChangeDialog record={changing} onClose={() => setChanging(null)} />}
    </>
  );
}
