import { useState, type MouseEvent, type ReactNode } from 'react';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { DataTable, Link, useRecordContext, useTranslate } from 'react-admin';
import {
  FormattedDateField,
  PhoneLine,
  ResourceList,
  StatusChip,
  useDrawerParam,
  type PhoneListProps,
  type RowAction,
  ServerTextField,
  type ListQuery,
} from '../../src/framework';
import { EMPTY_PAYOUT_CONFIG } from '../payouts/usePayoutConfig';
import { BATCH_SEARCH, batchFilterSpecs, defaultBatchFilter, useBatchFilters } from './batchFilters';
import { BatchDetails } from './BatchDetails';
import { BatchRowsField } from './BatchRowsField';
import { batchKey } from './messages';
import { BATCH_STATUS_LABELS } from './batchStatus';
import type { PayoutBatchRow } from './types';

const SORT = { field: 'date', order: 'DESC' } as const;
const asIs = (key: string) => key;

/**
 * What the batches ask for first: the list below passes the same (its filters' choices arrive
 * later; the keys do not change). No declaration fetches it at boot: the batches are a tab of
 * /payouts, whose boot fetch is the items'.
 */
export const payoutBatchesQuery = (): ListQuery => ({
  sort: SORT,
  filters: batchFilterSpecs(EMPTY_PAYOUT_CONFIG, asIs),
  defaultFilters: defaultBatchFilter(),
  search: BATCH_SEARCH,
});

/** The batch id opens the batch's own page (spec 02 §2: "Clicking a batch id opens the batch detail"). */
function BatchIdLink(_props: { source?: string }) {
  const record = useRecordContext<PayoutBatchRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Link
      to={`/payout-batches/${record.payoutBatchId}/detail`}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      aria-label={translate(batchKey('open_batch'), { id: record.payoutBatchId })}
    >
      {record.payoutBatchId}
    </Link>
  );
}

const PHONE: PhoneListProps<PayoutBatchRow> = {
  primary: (
    <PhoneLine>
      <ServerTextField source="description" />
      <BatchRowsField />
    </PhoneLine>
  ),
  secondary: <FormattedDateField source="date" format="dateTime" />,
  tertiary: <StatusChip source="statusTypeCode" labelPrefix={BATCH_STATUS_LABELS} />,
};

/**
 * The batches tab of /payouts (spec 02 §2): the uploaded files and their status; the eye opens
 * the 50%-wide 'Payout Details' drawer (Details and Items), the id the batch's page. Exports need
 * PAYOUT_BATCH EXPORT and hide with PAYOUT HIDE_EXPORT.
 */
export function PayoutBatchList({ toolbar }: { toolbar?: ReactNode }) {
  const filters = useBatchFilters();
  const [query] = useState(payoutBatchesQuery);
  const { open } = useDrawerParam();
  const [view] = useState<RowAction<PayoutBatchRow>[]>(() => [
    { name: 'view', label: batchKey('view'), icon: <VisibilityIcon fontSize="small" />, onClick: (row) => open(row.payoutBatchId) },
  ]);
  return (
    <ResourceList<PayoutBatchRow>
      title="resources.payout-batches.name"
      {...query}
      filters={filters}
      hideExportResource="PAYOUT"
      rowActions={view}
      drawer={<BatchDetails />}
      drawerTitle={batchKey('drawer.title')}
      drawerWidth="50%"
      phone={PHONE}
      toolbar={toolbar}
    >
      <DataTable.Col source="payoutBatchId" field={BatchIdLink} />
      <DataTable.Col source="date">
        <FormattedDateField source="date" format="dateTimeSeconds" />
      </DataTable.Col>
      <DataTable.Col source="description" field={ServerTextField} />
      <DataTable.Col source="originalFilename" />
      <DataTable.Col source="shopName" />
      <DataTable.Col source="rowCount" field={BatchRowsField} />
      <DataTable.Col source="statusTypeCode">
        <StatusChip source="statusTypeCode" labelPrefix={BATCH_STATUS_LABELS} />
      </DataTable.Col>
    </ResourceList>
  );
}
