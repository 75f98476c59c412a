import { useEffect } from 'react';
import Typography from '@mui/material/Typography';
import { useListContext, useTranslate } from 'react-admin';
import { reportTaskKey } from './messages';
import { POLL_INTERVAL_MS, shouldPoll } from './reportTaskStatus';
import type { ReportTaskRow } from './types';

/**
 * Asks for the page again every POLL_INTERVAL_MS while a row on it is pending or processing, so
 * a report finishes on screen without a reload, and says so. It sits in the list's toolbar
 * because that is where the shared grid lets a screen reach its list context (ResourceList has
 * no refetch interval of its own). A hidden tab skips the ticks, as react-query would.
 */
export const ReportTaskPolling = () => {
  const { data, refetch } = useListContext<ReportTaskRow>();
  const translate = useTranslate();
  const polling = shouldPoll(data);
  useEffect(() => {
    if (!polling) return undefined;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') void refetch();
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [polling, refetch]);
  if (!polling) return null;
  return (
    <Typography variant="caption" color="text.secondary" role="status">
      {translate(reportTaskKey('polling'))}
    </Typography>
  );
};
