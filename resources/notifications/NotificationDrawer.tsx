import type { ReactNode } from 'react';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import { CopyButton, FormattedDateField, StatusChip } from '../../src/framework';
import { notificationKey } from './messages';
import { NetworkStatusField, NetworkStatusNameField } from './NetworkStatusField';
import { PayloadView } from './PayloadView';
import type { NotificationRow } from './types';
import { TWO_COLUMN_DETAILS } from '../../src/framework';

const label = (field: string) => notificationKey(`fields.${field}`);

/** Label/value pairs in two columns, long values wrapping anywhere (URIs, ids). */
function TransactionIdWithCopy(_props: { label?: string }) {
  const record = useRecordContext<NotificationRow>();
  if (!record?.transactionID) return null;
  return (
    <Stack direction="row" alignItems="center" spacing={0.5}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {record.transactionID}
      </Typography>
      <CopyButton value={record.transactionID} label={notificationKey('list.copy_id')} />
    </Stack>
  );
}

function Body({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** 'Notification details' (spec 02 §2): every field of the log row, bodies as text. */
export function NotificationDetails() {
  const translate = useTranslate();
  const record = useRecordContext<NotificationRow>();
  if (!record) return null;
  const requestTitle = translate(label('networkOperationRequestBody'));
  const responseTitle = translate(label('networkOperationResponseBody'));
  return (
    <Stack spacing={2} divider={<Divider />}>
      <SimpleShowLayout sx={TWO_COLUMN_DETAILS}>
        <TextField source="transactionNotificationLogID" />
        <FormattedDateField source="date" format="dateTimeSeconds" />
        <TransactionIdWithCopy label={label('transactionID')} />
        <TextField source="trackingId" emptyText="-" />
        <StatusChip source="transactionStatusTypeCode" />
        <NetworkStatusField label={label('networkOperationStatus')} />
        <NetworkStatusNameField label={label('networkOperationStatusName')} />
        <TextField source="networkOperationRequestUri" emptyText="-" />
      </SimpleShowLayout>
      <Body title={requestTitle}>
        <PayloadView body={record.networkOperationRequestBody} label={requestTitle} />
      </Body>
      <Body title={responseTitle}>
        <PayloadView body={record.networkOperationResponseBody} label={responseTitle} />
      </Body>
    </Stack>
  );
}
