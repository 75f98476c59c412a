import { SimpleShowLayout, TextField } from 'react-admin';
import { FormattedDateField, StatusChip } from '../../src/framework';
import { BATCH_STATUS_LABELS } from './batchStatus';

const twoColumns = {
  p: 0,
  '& .RaSimpleShowLayout-stack': { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3, rowGap: 0.5 },
  '& .RaSimpleShowLayout-row': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
} as const;

/** A batch's own fields (spec 02 §3), in the drawer's Details tab and on the batch page. */
export function BatchFields() {
  return (
    <SimpleShowLayout sx={twoColumns}>
      <TextField source="payoutBatchId" />
      <StatusChip source="statusTypeCode" labelPrefix={BATCH_STATUS_LABELS} label="resources.payout-batches.fields.statusTypeCode" />
      <FormattedDateField source="date" format="dateTimeSeconds" />
      <TextField source="description" />
      <TextField source="merchantName" />
      <TextField source="shopName" />
      <TextField source="originalFilename" emptyText="-" />
      <TextField source="rowCount" />
    </SimpleShowLayout>
  );
}
