import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import SendIcon from '@mui/icons-material/Send';
import { useMemo, useState } from 'react';
import { Form, SaveButton, TextInput, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { useNotifySuccess } from '../../src/framework';
import { notificationKey } from './messages';
import { resendFailure, resendRules, toResendBody } from './resend';
import type { NotificationRow } from './types';

export interface ResendDialogProps {
  record: NotificationRow;
  onClose: () => void;
}

/**
 * Retry: 'Resend notification' with a required URL, prefilled with the row's request URI
 * (spec 02 §2, §5). Mount it only while open; a failed send keeps the dialog and what was typed.
 */
export function ResendDialog({ record, onClose }: ResendDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifySuccess = useNotifySuccess();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [sending, setSending] = useState(false);
  const urlRules = useMemo(() => resendRules(record.transactionID)('url'), [record.transactionID]);

  const submit = async (values: FieldValues) => {
    setSending(true);
    try {
      await dataProvider.resendNotification(toResendBody(record.transactionID)(values));
      notifySuccess(notificationKey('resend.sent'));
      // The new log row is today's newest: the grid shows it at the top.
      refresh();
      onClose();
      return undefined;
    } catch (error) {
      const failure = resendFailure(error);
      notify(notificationKey('resend.failed'), {
        type: 'error',
        messageArgs: { message: translate(failure.message, { _: failure.message }) },
      });
      setSending(false);
      // Returned errors are set on the form (react-admin): the server's url message sits under the field.
      return failure.urlError ? { url: failure.urlError } : undefined;
    }
  };

  return (
    <Dialog open onClose={sending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="resend-notification-title">
      <Form defaultValues={{ url: record.networkOperationRequestUri ?? '' }} onSubmit={submit} noValidate>
        <DialogTitle id="resend-notification-title">{translate(notificationKey('resend.title'))}</DialogTitle>
        <DialogContent>
          <DialogContentText variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {translate(notificationKey('resend.help'), { id: record.transactionID })}
          </DialogContentText>
          <TextInput
            source="url"
            label={notificationKey('resend.url')}
            type="url"
            validate={urlRules}
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            {translate(notificationKey('resend.cancel'))}
          </Button>
          <SaveButton label={notificationKey('resend.send')} icon={<SendIcon />} alwaysEnable={!sending} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
