import { useState } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataTable, FunctionField, TextField, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormattedDateField, MoneyField, PhoneLine, ResourceList, StatusChip, type PhoneListProps } from '../../src/framework';
import { defaultRefundFilter, useRefundFilters } from './refundFilters';
import { DIRECT_WIRE_PARAM, refundKey } from './refundKey';
import { RefundDetails } from './RefundDetails';
import type { RefundRow } from './types';
import { useRefundConfig } from './useRefundConfig';

const SORT = { field: 'requestDate', order: 'DESC' } as const;
const DIRECT = { isDirectwire: true };
const NOT_DIRECT = { isDirectwire: false };

/** A request names its pay-in, or the passport / national id of the person a direct wire pays. */
export const requestReference = (row: RefundRow) => row.transactionId ?? row.passportId ?? '-';

const PHONE: PhoneListProps<RefundRow> = {
  primary: (
    <PhoneLine>
      <MoneyField source="amountToBeRefunded" currencySource="transactionCurrencyCode" />
      <TextField source="customerName" />
    </PhoneLine>
  ),
  secondary: (
    <PhoneLine>
      <FormattedDateField source="requestDate" format="dateTime" />
      <TextField source="shopName" />
    </PhoneLine>
  ),
  tertiary: <StatusChip source="refundRequestStatusTypeCode" />,
};

/** Refunds or Direct Wires: the two faces of /refunds, one `isDirectwire=true` apart (spec 02 §2). */
function KindSwitch({ direct }: { direct: boolean }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={direct ? 'direct' : 'refunds'}
      aria-label={translate(refundKey('switch.label'))}
      onChange={(_event, next: string | null) => {
        if (next) navigate(next === 'direct' ? `/refunds?${DIRECT_WIRE_PARAM}=true` : '/refunds');
      }}
    >
      <ToggleButton value="refunds">{translate(refundKey('switch.refunds'))}</ToggleButton>
      <ToggleButton value="direct">{translate(refundKey('switch.directWires'))}</ToggleButton>
    </ToggleButtonGroup>
  );
}

/**
 * /refunds (spec 02 §2 "Refunds and direct wires"): the request date (created or approved; a week
 * back by default), status and shop filters, the newest request first, the export as a file; a
 * row opens its drawer (details, bank details, documents, notes), Edit opens the request's pages
 * and Add its wizard. `?isDirectwire=true` makes it the Direct Wires screen: title, list, add link
 * and export carry the flag.
 */
export function RefundList() {
  const [params] = useSearchParams();
  const direct = params.get(DIRECT_WIRE_PARAM) === 'true';
  const config = useRefundConfig();
  const filters = useRefundFilters(config);
  const [defaults] = useState(() => defaultRefundFilter());
  return (
    <ResourceList<RefundRow>
      // A new list for the other face: its permanent filter and its cookies' reading start over.
      key={direct ? 'direct' : 'refunds'}
      title={refundKey(direct ? 'titles.directWires' : 'titles.refunds')}
      sort={SORT}
      filters={filters}
      defaultFilters={defaults}
      permanentFilter={direct ? DIRECT : NOT_DIRECT}
      search={{ source: 'query', label: refundKey('filters.search') }}
      exportAction="VIEW"
      add
      addQuery={direct ? `${DIRECT_WIRE_PARAM}=true` : undefined}
      edit
      drawer={<RefundDetails />}
      drawerTitle={refundKey(direct ? 'drawer.title_direct' : 'drawer.title')}
      drawerWidth="50%"
      minGridWidth={1100}
      phone={PHONE}
      toolbar={<KindSwitch direct={direct} />}
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
      <DataTable.Col source="amountToBeRefunded">
        <MoneyField source="amountToBeRefunded" currencySource="transactionCurrencyCode" />
      </DataTable.Col>
      <DataTable.Col source="amountInTransaction">
        <MoneyField source="amountInTransaction" currency="USD" />
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
