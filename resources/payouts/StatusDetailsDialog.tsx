import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { useServerText } from '../../src/framework';
import { payoutKey } from './messages';
import type { PayoutRow } from './types';

/** The read-only 'Status details' modal of an ERROR payout (spec 02 §2): its status and error reason. */
export function StatusDetailsDialog({ record, onClose }: { record: PayoutRow; onClose: () => void }) {
  const translate = useTranslate();
  const serverText = useServerText();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="payout-status-details" onClick={(e) => e.stopPropagation()}>
      <DialogTitle id="payout-status-details">{translate(payoutKey('status_details.title'))}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={translate(payoutKey('status_details.status'))}
            value={translate(payoutKey(`statuses.${record.statusTypeCode}`), { _: record.statusTypeCode })}
            slotProps={{ input: { readOnly: true } }}
            fullWidth
          />
          <TextField
            label={translate(payoutKey('status_details.reason'))}
            value={serverText(record, 'errorReason') || translate(payoutKey('status_details.none'))}
            slotProps={{ input: { readOnly: true } }}
            multiline
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('grid.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
