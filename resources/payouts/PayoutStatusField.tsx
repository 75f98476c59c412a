import { useState } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { StatusChip } from '../../src/framework';
import { payoutKey } from './messages';
import { StatusDetailsDialog } from './StatusDetailsDialog';
import type { PayoutRow } from './types';

const LABELS = payoutKey('statuses.');

/**
 * A payout's status tag (spec 02 §2): an ERROR tag opens the read-only 'Status details' with the
 * reason; a change waiting in the sandbox is written under it until the server applies it.
 */
export function PayoutStatusField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<PayoutRow>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const chip = <StatusChip source="statusTypeCode" labelPrefix={LABELS} />;
  const pending = record.pendingStatusUpdate;
  return (
    <Stack spacing={0.25} alignItems="flex-start">
      {record.statusTypeCode === 'ERROR' ? (
        <ButtonBase
          onClick={(event) => {
            event.stopPropagation();
            setOpen(true);
          }}
          aria-label={`${translate(`${LABELS}ERROR`)}: ${translate(payoutKey('status_details.open'))}`}
          aria-haspopup="dialog"
          sx={{ borderRadius: 4 }}
        >
          {chip}
        </ButtonBase>
      ) : (
        chip
      )}
      {pending && (
        <Typography
          variant="caption"
          role="status"
          sx={{ color: (theme) => theme.palette.warning[theme.palette.mode === 'dark' ? 'light' : 'dark'] }}
        >
          {translate(payoutKey('status_change.pending'), { status: translate(`${LABELS}${pending.statusTypeCode}`) })}
        </Typography>
      )}
      {open && <StatusDetailsDialog record={record} onClose={() => setOpen(false)} />}
    </Stack>
  );
}
