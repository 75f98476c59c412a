import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { SandboxStatusDialog } from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { notificationUrlProblem, statusChangeFailure, toPushPayBody } from './statusChange';
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
  const options = allowedTransitions(record.status).map((id) => ({ id, name: translate(key(`statuses.${id}`), { _: id }) }));
  const [status, setStatus] = useState<string>('');
  const [notificationUrl, setNotificationUrl] = useState(record.notificationUrl ?? '');
  // The server's refusal of the URL, shown under it until the URL is edited.
  const [serverUrlError, setServerUrlError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const values = { transactionId: record.transactionId, status, notificationUrl };
  const urlProblem = notificationUrlProblem(values);
  const urlValid = urlProblem === undefined;

  const submit = async () => {
    if (!status || !urlValid) return;
    setSaving(true);
    try {
      await dataProvider.pushPayinStatus(toPushPayBody(values));
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
    <SandboxStatusDialog
      labels={{
        title: translate(key('status_change.title')),
        newStatus: translate(key('status_change.new_status')),
        cancel: translate(key('status_change.cancel')),
        submit: translate(key('status_change.submit')),
      }}
      options={options}
      status={status}
      onStatusChange={setStatus}
      valid={urlValid}
      saving={saving}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        label={translate(key('status_change.notification_url'))}
        value={notificationUrl}
        onChange={(event) => {
          setNotificationUrl(event.target.value);
          setServerUrlError(undefined);
        }}
        error={!urlValid || serverUrlError !== undefined}
        helperText={
          urlProblem === undefined
            ? (serverUrlError ?? ' ')
            : typeof urlProblem === 'string'
              ? translate(urlProblem)
              : translate(urlProblem.message, urlProblem.args)
        }
        type="url"
        fullWidth
      />
    </SandboxStatusDialog>
  );
}
