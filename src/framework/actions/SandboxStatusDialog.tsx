import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { config } from '../../config';

export interface SandboxStatusDialogProps {
  /** Already translated texts: the title, the select's label, Cancel and Submit. */
  labels: { title: string; newStatus: string; cancel: string; submit: string };
  /** The statuses offered, already translated. */
  options: readonly { id: string; name: string }[];
  status: string;
  onStatusChange: (status: string) => void;
  /** The screen's other inputs (a notification URL, an error reason). */
  children?: ReactNode;
  /** False while those inputs are not valid. */
  valid?: boolean;
  saving: boolean;
  onSubmit: () => void;
  onClose: () => void;
}

/**
 * The sandbox status simulation of spec 01 §1 and 02 §2 (pay-ins and payouts): a new status and
 * the screen's inputs, sent only in Sandbox; elsewhere the dialog says it is a sandbox-only
 * function and offers nothing to send. Nothing is preselected: a status is a decision.
 */
export function SandboxStatusDialog({
  labels,
  options,
  status,
  onStatusChange,
  children,
  valid = true,
  saving,
  onSubmit,
  onClose,
}: SandboxStatusDialogProps) {
  const translate = useTranslate();
  const sandbox = config.environment === 'Sandbox';
  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="status-change-title">
      <DialogTitle id="status-change-title">{labels.title}</DialogTitle>
      <DialogContent>
        {sandbox ? (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label={labels.newStatus}
              value={status}
              onChange={(event) => onStatusChange(event.target.value)}
              required
              fullWidth
            >
              {options.map((option) => (
                <MenuItem key={option.id} value={option.id}>
                  {option.name}
                </MenuItem>
              ))}
            </TextField>
            {children}
          </Stack>
        ) : (
          <Alert severity="info">{translate('messages.sandbox_only')}</Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {labels.cancel}
        </Button>
        {sandbox && (
          <Button
            variant="contained"
            onClick={onSubmit}
            disabled={saving || !status || !valid}
            startIcon={saving ? <CircularProgress size={16} /> : undefined}
          >
            {labels.submit}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
