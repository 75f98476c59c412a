import { useMemo, useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { DataTable, useCanAccess } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import {
  FormattedDateField,
  MoneyField,
  ResourceList,
  ScreenSwitch,
  StatusChip,
  moneyPhoneLines,
  useDeclaredResource,
  type RowAction,
} from '../../src/framework';
import { RefundPaymentFields } from './RefundPaymentFields';
import { defaultRefundPaymentFilter, useRefundPaymentFilters } from './refundPaymentFilters';
import { refundPaymentKey } from './refundPaymentKey';
import type { RefundPaymentRow } from './rows';

const SORT = { field: 'createdDate', order: 'DESC' } as const;
const AUTOMATIC = { isManual: false };
const MANUAL = { isManual: true };

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
  const manual = name === 'transaction-manual-refunds';
  const navigate = useNavigate();
  const filters = useRefundPaymentFilters();
  const [defaults] = useState(() => defaultRefundPaymentFilter());
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
      sort={SORT}
      filters={filters}
      defaultFilters={defaults}
      permanentFilter={manual ? MANUAL : AUTOMATIC}
      search={{ source: 'query', label: refundPaymentKey('filters.search') }}
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
