import { useMemo } from 'react';
import { DataTable, FunctionField } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import {
  firstPageOf,
  FormattedDateField,
  MoneyField,
  ResourceList,
  ScreenSwitch,
  StatusChip,
  moneyPhoneLines,
  type ListQuery,
  type ResourceDefinition,
  type SearchConfig,
} from '../../src/framework';
import { defaultRefundFilter, refundFilterSpecs, useRefundFilters } from './refundFilters';
import { DIRECT_WIRE_PARAM, refundKey } from './refundKey';
import { PayinAmounts } from './PayinAmounts';
import { RefundDetails } from './RefundDetails';
import type { RefundRow } from './rows';
import { EMPTY_REFUND_CONFIG, useRefundConfig } from './useRefundConfig';

const SORT = { field: 'requestDate', order: 'DESC' } as const;
const DIRECT = { isDirectwire: true };
const NOT_DIRECT = { isDirectwire: false };
const SEARCH: SearchConfig = { source: 'query', label: refundKey('filters.search') };
const asIs = (key: string) => key;

/** What a face of the list asks for first: the list passes the same (its filters' choices arrive later; the keys do not change). */
export const refundsQuery = (direct: boolean): ListQuery => ({
  sort: SORT,
  filters: refundFilterSpecs(EMPTY_REFUND_CONFIG, asIs),
  defaultFilters: defaultRefundFilter(),
  permanentFilter: direct ? DIRECT : NOT_DIRECT,
  search: SEARCH,
});

/**
 * The refunds' first page, for the boot to fetch (the declaration's firstPage). The boot skips an
 * address with a query, so the Direct Wires face (`?isDirectwire=true`) is never prefetched.
 */
export const refundsFirstPage = (definition: ResourceDefinition) => firstPageOf(refundsQuery(false), definition);

/** A request names its pay-in, or the passport / national id of the person a direct wire pays. */
const requestReference = (row: RefundRow) => row.transactionId ?? row.passportId ?? '-';

const PHONE = moneyPhoneLines<RefundRow>({
  amount: 'amountToBeRefunded',
  currencySource: 'transactionCurrencyCode',
  who: 'customerName',
  date: 'requestDate',
  status: <StatusChip source="refundRequestStatusTypeCode" />,
});

const REFUNDS_PATH = '/refunds';
const DIRECT_WIRES_PATH = `/refunds?${DIRECT_WIRE_PARAM}=true`;
/** Refunds or Direct Wires: the two faces of /refunds, one `isDirectwire=true` apart (spec 02 §2). */
const FACES = [
  { label: refundKey('switch.refunds'), to: REFUNDS_PATH },
  { label: refundKey('switch.directWires'), to: DIRECT_WIRES_PATH },
];

/** Only a pending request may be withdrawn (DELETE /refunds/{id}, spec 02 §7; the API refuses any other). */
const isPendingRequest = (row: RefundRow) => row.refundRequestStatusTypeCode === 'Pending';

/**
 * /refunds (spec 02 §2 "Refunds and direct wires"): the request date (created or approved; a week
 * back by default), status and shop filters, the newest request first, the export as a file; a
 * row opens its drawer (details, bank details, documents, notes), Edit opens the request's pages,
 * Delete (with REFUND DELETE, after a confirm) withdraws a pending request and Add opens its wizard. `?isDirectwire=true` makes it the Direct Wires screen: title, list, add link
 * and export carry the flag.
 */
/**
 * Hidden until chosen (issue #33): the customer, the pay-in's own amount and the approval date
 * (all three in the drawer), so the request, its reference, the amount to refund and the status
 * fit a 1366 px laptop beside the menu.
 */
const REFUND_HIDDEN = ['customerName', 'amountInTransaction', 'approvedDate'];

export function RefundList() {
  const [params] = useSearchParams();
  const direct = params.get(DIRECT_WIRE_PARAM) === 'true';
  const config = useRefundConfig();
  const filters = useRefundFilters(config);
  // Per face, as the key below: each face starts its list over.
  const query = useMemo(() => refundsQuery(direct), [direct]);
  return (
    <ResourceList<RefundRow>
      // A new list for the other face: its permanent filter and its cookies' reading start over.
      key={direct ? 'direct' : 'refunds'}
      title={refundKey(direct ? 'titles.directWires' : 'titles.refunds')}
      {...query}
      filters={filters}
      exportAction="VIEW"
      add
      addQuery={direct ? `${DIRECT_WIRE_PARAM}=true` : undefined}
      edit
      remove={isPendingRequest}
      drawer={<RefundDetails />}
      drawerTitle={refundKey(direct ? 'drawer.title_direct' : 'drawer.title')}
      drawerWidth="50%"
      minGridWidth={1100}
      hiddenColumns={REFUND_HIDDEN}
      phone={PHONE}
      toolbar={<ScreenSwitch label={refundKey('switch.label')} current={direct ? DIRECT_WIRES_PATH : REFUNDS_PATH} options={FACES} />}
    >
      <DataTable.Col source="refundRequestId" />
      <DataTable.Col source="requestDate">
        <FormattedDateField source="requestDate" format="dateTime" />
      </DataTable.Col>
      <DataTable.Col source="shopName" />
      <DataTable.Col source="customerName" />
      <DataTable.Col source="transactionId" label={refundKey('fields.reference')} disableSort>
        <FunctionField<RefundRow> render={requestReference} />
      </DataTable.Col>
      {/* Issue #30: each amount says its currency; the pay-in's own amount sits beside the refund's, in the same currency. */}
      <DataTable.Col source="amountToBeRefunded" label={refundKey('fields.amountToBeRefundedInPayin')}>
        <MoneyField source="amountToBeRefunded" currencySource="transactionCurrencyCode" />
      </DataTable.Col>
      <DataTable.Col source="amountInTransaction" label={refundKey('fields.payinAmounts')}>
        <PayinAmounts />
      </DataTable.Col>
      <DataTable.Col source="refundRequestStatusTypeCode">
        <StatusChip source="refundRequestStatusTypeCode" />
      </DataTable.Col>
      <DataTable.Col source="approvedDate">
        <FormattedDateField source="approvedDate" format="dateTime" />
      </DataTable.Col>
    </ResourceList>
  );
}
