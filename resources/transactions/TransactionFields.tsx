import { Badge, Box, Chip, Stack, Tooltip, Typography } from '@mui/material';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useRecordContext, useTranslate } from 'react-admin';
import { DateTimeText, ShortIdField, StatusChip } from '../../src/framework';
import { statusDate } from './dateRules';
import type { TransactionRow } from './types';
import { useTransactionKey } from './useTransactionKey';

/** The id shortened, with the full id as tooltip and a copy button (the 'copied' toast of spec 02 §8). */
export function TransactionIdField() {
  const key = useTransactionKey();
  return <ShortIdField source="transactionId" copyLabel={key('list.copy_id')} />;
}

/** Badge naming a requested sandbox status that has not applied yet. */
export function PendingStatusBadge() {
  const record = useRecordContext<TransactionRow>();
  const translate = useTranslate();
  const key = useTransactionKey();
  const pending = record?.pendingStatusUpdate;
  if (!pending) return null;
  const status = translate(key(`statuses.${pending.status}`), { _: pending.status });
  const title = translate(key('list.pending_update'), { status });
  return (
    <Tooltip title={title}>
      <Badge color="warning" variant="dot" aria-label={title} role="status">
        <ScheduleIcon fontSize="small" color="action" />
      </Badge>
    </Tooltip>
  );
}

/** Status chip, the status-dependent date under it (spec 02 §2), and the pending-update badge. */
export function StatusWithDateField() {
  const record = useRecordContext<TransactionRow>();
  const key = useTransactionKey();
  if (!record) return null;

  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <StatusChip source="status" labelPrefix={key('statuses.')} />
        <PendingStatusBadge />
        <TestModeMarker />
      </Stack>
      <DateTimeText value={statusDate(record)} format="dateTimeSeconds" variant="caption" color="text.secondary" />
    </Stack>
  );
}

/** Customer name with the e-mail under it: one column for both keeps the grid within the screen. */
export function CustomerField() {
  const record = useRecordContext<TransactionRow>();
  if (!record) return null;
  const name = [record.customerFirstName, record.customerLastName].filter(Boolean).join(' ');
  return (
    <Stack spacing={0.25}>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {name}
      </Box>
      {record.email && (
        <Typography variant="caption" color="text.secondary">
          {record.email}
        </Typography>
      )}
    </Stack>
  );
}

/** Marks rows made in test mode (visible with Show Tests). */
export function TestModeMarker() {
  const record = useRecordContext<TransactionRow>();
  const translate = useTranslate();
  const key = useTransactionKey();
  if (!record?.testMode) return null;
  return <Chip size="small" variant="outlined" color="warning" label={translate(key('list.test'))} />;
}
