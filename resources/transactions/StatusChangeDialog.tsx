import { useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { config } from '../../src/config';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { isValidNotificationUrl, statusChangeFailure } from './statusChange';
import { allowedTransitions } from './transitions';
import type { TransactionRow } from './types';
import { useTransactionKey } from './useTransactionKey';

interface StatusChangeDialogProps {
  record: TransactionRow;
  onClose: () => void;
}

/**
 * Sandbox status simulation (spec 02 §2, §4, §8). Mount it only while open: its form starts
 * from the row each time and keeps the user's values when a submit fails.
 */
export function StatusChangeDialog({ record, onClose }: StatusChangeDialogProps) {
  const translate = useTranslate();
  const key = useTransactionKey();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const options = allowedTransitions(record.status);
  // Nothing chosen: a final status such as Approved must be a decision, not a default.
  const [status, setStatus] = useState<string>('');
  const [notificationUrl, setNotificationUrl] = useState(record.notificationUrl ?? '');
  // The server's refusal of the URL, shown under it until the URL is edited.
  const [serverUrlError, setServerUrlError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const sandbox = config.environment === 'Sandbox';
  const urlValid = isValidNotificationUrl(notificationUrl);

  const submit = async () => {
    if (!status || !urlValid) return;
    setSaving(true);
    try {
      await dataProvider.pushPayinStatus({
        transactionId: record.transactionId,
        status,
        notificationUrl: notificationUrl.trim() || undefined,
      });
      notify('messages.status_update_ok', { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      const failure = statusChangeFailure(error);
      setServerUrlError(failure.urlError);
      notify(failure.messageKey, { type: 'error' });
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="status-change-title">
      <DialogTitle id="status-change-title">{translate(key('status_change.title'))}</DialogTitle>
      <DialogContent>
        {sandbox ? (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label={translate(key('status_change.new_status'))}
              value={status}
              onChange={(event) => setStatus(event.target.value)}
              required
              fullWidth
            >
              {options.map((option) => (
                <MenuItem key={option} value={option}>
                  {translate(key(`statuses.${option}`), { _: option })}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={translate(key('status_change.notification_url'))}
              value={notificationUrl}
              onChange={(event) => {
                setNotificationUrl(event.target.value);
                setServerUrlError(undefined);
              }}
              error={!urlValid || serverUrlError !== undefined}
              helperText={urlValid ? (serverUrlError ?? ' ') : translate('messages.invalid_url')}
              type="url"
              fullWidth
            />
          </Stack>
        ) : (
          <Alert severity="info">{translate('messages.sandbox_only')}</Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate(key('status_change.cancel'))}
        </Button>
        {sandbox && (
          <Button
            variant="contained"
            onClick={submit}
            disabled={saving || !status || !urlValid}
            startIcon={saving ? <CircularProgress size={16} /> : undefined}
          >
            {translate(key('status_change.submit'))}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
