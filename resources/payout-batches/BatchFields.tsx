import { SimpleShowLayout, TextField } from 'react-admin';
import { FormattedDateField, StatusChip, ServerTextField } from '../../src/framework';
import { BATCH_STATUS_LABELS } from './batchStatus';
import { BatchRowsField } from './BatchRowsField';
import { TWO_COLUMN_DETAILS } from '../../src/framework';

/** A batch's own fields (spec 02 §3), in the drawer's Details tab and on the batch page. */
export function BatchFields() {
  return (
    <SimpleShowLayout sx={TWO_COLUMN_DETAILS}>
      <TextField source="payoutBatchId" />
      <StatusChip source="statusTypeCode" labelPrefix={BATCH_STATUS_LABELS} label="resources.payout-batches.fields.statusTypeCode" />
      <FormattedDateField source="date" format="dateTimeSeconds" />
      <ServerTextField source="description" />
      <TextField source="merchantName" />
      <TextField source="shopName" />
      <TextField source="originalFilename" emptyText="-" />
      <BatchRowsField label="resources.payout-batches.fields.rowCount" />
    </SimpleShowLayout>
  );
}
