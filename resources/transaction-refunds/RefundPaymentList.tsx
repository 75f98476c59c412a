import { useMemo, useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { DataTable, useCanAccess } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import {
  firstPageOf,
  FormattedDateField,
  MoneyField,
  ResourceList,
  ScreenSwitch,
  StatusChip,
  moneyPhoneLines,
  useDeclaredResource,
  type ListQuery,
  type ResourceDefinition,
  type RowAction,
  type SearchConfig,
} from '../../src/framework';
import { RefundPaymentFields } from './RefundPaymentFields';
import { defaultRefundPaymentFilter, refundPaymentFilterSpecs, useRefundPaymentFilters } from './refundPaymentFilters';
import { refundPaymentKey } from './refundPaymentKey';
import type { RefundPaymentRow } from './rows';

const SORT = { field: 'createdDate', order: 'DESC' } as const;
const AUTOMATIC = { isManual: false };
const MANUAL = { isManual: true };
const SEARCH: SearchConfig = { source: 'query', label: refundPaymentKey('filters.search') };

/** The two resources share this list: the manual one's name asks for the manual payments. */
const isManual = (resource: string) => resource === 'transaction-manual-refunds';

/** What the list of `resource` asks for first: the list passes the same (the shop choices arrive later; the keys do not change). */
export const refundPaymentsQuery = (resource: string): ListQuery => ({
  sort: SORT,
  filters: refundPaymentFilterSpecs([]),
  defaultFilters: defaultRefundPaymentFilter(),
  permanentFilter: isManual(resource) ? MANUAL : AUTOMATIC,
  search: SEARCH,
});

/** The list's first page, for the boot to fetch (both declarations' firstPage). */
export const refundPaymentsFirstPage = (definition: ResourceDefinition) => firstPageOf(refundPaymentsQuery(definition.name), definition);

const PHONE = moneyPhoneLines<RefundPaymentRow>({
  amount: 'amount',
  currencySource: 'currencyCode',
  who: 'buyerFullName',
  date: 'createdDate',
  status: <StatusChip source="status" palette="new" />,
});

const SCREENS = [
  { label: refundPaymentKey('switch.automatic'), to: '/transaction-refunds', resource: 'transaction-refunds' },
  { label: refundPaymentKey('switch.manual'), to: '/transaction-manual-refunds', resource: 'transaction-manual-refunds' },
];

/** The automatic and the manual lists, side by side when the role may see both (spec 03 §6). */
function KindSwitch({ current }: { current: string }) {
  const other = SCREENS.find((s) => s.resource !== current) as (typeof SCREENS)[number];
  const { canAccess } = useCanAccess({ resource: other.resource, action: 'list' });
  return <ScreenSwitch label={refundPaymentKey('switch.label')} current={`/${current}`} options={canAccess ? SCREENS : []} />;
}

/**
 * /transaction-refunds and /transaction-manual-refunds (spec 03 §2 "Refund payments"): 20 a page,
 * newest first, the last 30 days and a shop; the export downloads a file. View and Edit (VIEW and
 * EDIT on TRANSACTION_REFUND) open the payment's page, a row its drawer.
 */
export function RefundPaymentList() {
  const { name } = useDeclaredResource();
  const manual = isManual(name);
  const navigate = useNavigate();
  const filters = useRefundPaymentFilters();
  const [query] = useState(() => refundPaymentsQuery(name));
  const actions = useMemo<RowAction<RefundPaymentRow>[]>(
    () => [
      {
        name: 'view',
        label: 'grid.view',
        icon: <VisibilityIcon fontSize="small" />,
        access: { resource: 'TRANSACTION_REFUND', action: 'VIEW' },
        onClick: (row) => navigate(`/${name}/${row.transactionRefundId}/detail`),
      },
      {
        name: 'edit',
        label: 'grid.edit',
        icon: <EditIcon fontSize="small" />,
        access: { resource: 'TRANSACTION_REFUND', action: 'EDIT' },
        onClick: (row) => navigate(`/${name}/${row.transactionRefundId}/detail`),
      },
    ],
    [name, navigate],
  );
  return (
    <ResourceList<RefundPaymentRow>
      title={refundPaymentKey(manual ? 'titles.manual' : 'titles.automatic')}
      {...query}
      filters={filters}
      exportAction="VIEW"
      rowActions={actions}
      drawer={<RefundPaymentFields />}
      drawerTitle={refundPaymentKey('drawer.title')}
      minGridWidth={1100}
      phone={PHONE}
      toolbar={<KindSwitch current={name} />}
    >
      <DataTable.Col source="transactionRefundId" />
      <DataTable.Col source="createdDate">
        <FormattedDateField source="createdDate" format="dateTime" />
      </DataTable.Col>
      <DataTable.Col source="shopName" />
      <DataTable.Col source="transactionId" />
      <DataTable.Col source="paymentMethodName" />
      <DataTable.Col source="buyerFullName" />
      <DataTable.Col source="amount">
        <MoneyField source="amount" currencySource="currencyCode" />
      </DataTable.Col>
      <DataTable.Col source="refundFee">
        <MoneyField source="refundFee" currencySource="currencyCode" />
      </DataTable.Col>
      <DataTable.Col source="status">
        <StatusChip source="status" palette="new" />
      </DataTable.Col>
    </ResourceList>
  );
}
