import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { useRecordContext, useTranslate } from 'react-admin';
import { translateServerWord } from '../../src/i18n/serverWords';
import { notificationKey } from './messages';
import { isDelivered } from './payload';
import type { NotificationRow } from './types';

/** '200 OK', '500 Internal Server Error'; a call that got no answer (0) shows only its name. */
export function networkStatusText(status: number | null | undefined, name: string | null | undefined): string {
  const label = name?.trim() ?? '';
  if (!status) return label;
  return label ? `${status} ${label}` : String(status);
}

/** An HTTP reason phrase in the screen's language ('Internal Server Error' -> network.names.internal_server_error), else as sent. */
export function useStatusName(): (name: string | null | undefined) => string {
  const translate = useTranslate();
  return (name) => translateServerWord(translate, notificationKey('network.names'), name);
}

/**
 * The shop endpoint's answer: green with a tick when delivered (2xx), red with a cross
 * otherwise. The code and name are in the label, so colour is never the only cue.
 */
export function NetworkStatusField(_props: { label?: string }) {
  const translate = useTranslate();
  const statusName = useStatusName();
  const record = useRecordContext<NotificationRow>();
  if (!record) return null;
  const delivered = isDelivered(record.networkOperationStatus);
  const text =
    networkStatusText(record.networkOperationStatus, statusName(record.networkOperationStatusName)) ||
    translate(notificationKey('network.no_answer'));
  return (
    <Tooltip title={translate(notificationKey(delivered ? 'network.delivered' : 'network.failed'))}>
      <Chip
        size="small"
        variant="outlined"
        color={delivered ? 'success' : 'error'}
        icon={delivered ? <CheckCircleIcon /> : <ErrorIcon />}
        label={text}
        data-outcome={delivered ? 'delivered' : 'failed'}
      />
    </Tooltip>
  );
}

/** The answer's reason phrase alone, in the screen's language ('-' when there was none). */
export function NetworkStatusNameField(_props: { label?: string }) {
  const statusName = useStatusName();
  const record = useRecordContext<NotificationRow>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {statusName(record.networkOperationStatusName) || '-'}
    </Typography>
  );
}
