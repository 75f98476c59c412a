import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { useRecordContext, useTranslate } from 'react-admin';
import { reportTaskKey } from './messages';
import { reportTaskStatus } from './reportTaskStatus';
import type { ReportTaskRow } from './types';

/**
 * The task's status as an icon (spec 02 §2): a spinner while pending or processing, a green
 * check when finished, a red cross on error. Each shape differs and carries its text as the
 * accessible name and the tooltip (the error's message), so colour is never the only clue.
 */
export const ReportTaskStatusField = (_props: { label?: string }) => {
  const record = useRecordContext<ReportTaskRow>();
  const translate = useTranslate();
  if (!record) return null;
  const status = reportTaskStatus(record);
  const message = record.errorMessage || translate(reportTaskKey('unknown_error'));
  const text = translate(reportTaskKey(`statuses.${status}`), { message });
  const icon =
    status === 'finished' ? (
      <CheckCircleIcon color="success" fontSize="small" />
    ) : status === 'error' ? (
      <CancelIcon color="error" fontSize="small" />
    ) : (
      <CircularProgress size={18} aria-hidden="true" />
    );
  return (
    <Tooltip title={text}>
      {/* One labelled image whatever the icon; the tooltip needs a focusable, hoverable host. */}
      <Box
        component="span"
        role="img"
        aria-label={text}
        data-status={status}
        tabIndex={0}
        sx={{ display: 'inline-flex', verticalAlign: 'middle' }}
      >
        {icon}
      </Box>
    </Tooltip>
  );
};
