import { PollWhile } from '../../src/framework';
import { reportTaskKey } from './messages';
import { POLL_INTERVAL_MS, shouldPoll } from './reportTaskStatus';
import type { ReportTaskRow } from './types';

/** The list asks again while a report on screen is pending or processing, and says so. */
export const ReportTaskPolling = () => (
  <PollWhile<ReportTaskRow> when={shouldPoll} intervalMs={POLL_INTERVAL_MS} message={reportTaskKey('polling')} />
);
