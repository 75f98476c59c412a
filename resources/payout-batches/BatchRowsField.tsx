import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { payoutKey } from '../payouts/messages';
import type { PayoutBatchRow } from './types';

/** A batch's rows, and how many of them its import refused: a batch with refused rows must not pass for a whole one. */
export function BatchRowsField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<PayoutBatchRow>();
  const translate = useTranslate();
  if (!record) return null;
  const refused = record.refusedRowCount ?? 0;
  return (
    <Stack>
      <span>{record.rowCount}</span>
      {refused > 0 && (
        <Typography variant="caption" color="warning.dark" sx={{ whiteSpace: 'nowrap' }}>
          {translate(payoutKey('refused_rows'), { refused, total: record.rowCount })}
        </Typography>
      )}
    </Stack>
  );
}
