import type { ReactElement } from 'react';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { useRecordContext, useTranslate } from 'react-admin';
import { CHIP_COLOR, statusColor } from '../../src/framework';
import { reportTaskKey } from './messages';
import { reportTaskStatus, type ReportTaskStatus } from './reportTaskStatus';
import type { ReportTaskRow } from './types';

/** The spec's shapes (02 §2: a spinner, a check, a cross) beside the status word, coloured as 01 §4.1. */
const ICONS: Record<ReportTaskStatus, ReactElement> = {
  pending: <CircularProgress size={14} color="inherit" aria-hidden="true" />,
  processing: <CircularProgress size={14} color="inherit" aria-hidden="true" />,
  finished: <CheckCircleIcon />,
  error: <CancelIcon />,
};

/**
 * The task's status in words with its shape and colour, and a failed task's reason in plain
 * text under it: a merchant reads why a report failed without hovering anything.
 */
export const ReportTaskStatusField = (_props: { label?: string }) => {
  const record = useRecordContext<ReportTaskRow>();
  const translate = useTranslate();
  if (!record) return null;
  const status = reportTaskStatus(record);
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <Chip
        size="small"
        icon={ICONS[status]}
        label={translate(reportTaskKey(`statuses.${status}`))}
        color={CHIP_COLOR[statusColor(status)]}
        data-status={status}
      />
      {status === 'error' && (
        <Typography variant="caption" color="text.secondary" sx={{ maxWidth: 360 }}>
          {translate(reportTaskKey('reason'), { message: record.errorMessage || translate(reportTaskKey('unknown_error')) })}
        </Typography>
      )}
    </Stack>
  );
};
