import { useEffect } from 'react';
import Typography from '@mui/material/Typography';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';

export interface PollWhileProps<R extends RaRecord = RaRecord> {
  /** Whether the rows on screen are still changing on the server (a report running, a status pending). */
  when: (rows: readonly R[]) => boolean;
  intervalMs?: number;
  /** i18n key of a status line shown meanwhile ("this list updates itself"). */
  message?: string;
}

/**
 * Asks for the page again every `intervalMs` while `when(rows)` holds, so a change the server
 * applies later shows without a reload, and stops once it does not. Put it in a list's `toolbar`,
 * where the shared grid lets a screen reach its list context. A hidden tab skips the ticks.
 */
export const PollWhile = <R extends RaRecord = RaRecord>({ when, intervalMs = 2000, message }: PollWhileProps<R>) => {
  const { data, refetch } = useListContext<R>();
  const translate = useTranslate();
  const polling = when(data ?? []);
  useEffect(() => {
    if (!polling) return undefined;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') void refetch();
    }, intervalMs);
    return () => clearInterval(timer);
  }, [polling, refetch, intervalMs]);
  if (!polling || !message) return null;
  return (
    <Typography variant="caption" color="text.secondary" role="status">
      {translate(message)}
    </Typography>
  );
};
