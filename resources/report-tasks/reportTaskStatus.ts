import type { ReportTaskRow } from './types';

/** How often the grid asks again while a report is being produced. */
export const POLL_INTERVAL_MS = 2000;

export const REPORT_TASK_STATUSES = ['pending', 'processing', 'finished', 'error'] as const;
export type ReportTaskStatus = (typeof REPORT_TASK_STATUSES)[number];

type StatusFlags = Pick<ReportTaskRow, 'isProcessing' | 'isFinished' | 'hasError'>;

/**
 * Spec 02 §2 "Report tasks": a spinner while pending or processing, a check when finished, a
 * cross on error. An error wins over the other flags: a failed task may also be marked finished.
 */
export function reportTaskStatus(task: StatusFlags): ReportTaskStatus {
  if (task.hasError) return 'error';
  if (task.isFinished) return 'finished';
  return task.isProcessing ? 'processing' : 'pending';
}

export const isInProgress = (task: StatusFlags): boolean => {
  const status = reportTaskStatus(task);
  return status === 'pending' || status === 'processing';
};

/** Poll while any row on screen is still pending or processing; stop once none is. */
export const shouldPoll = (rows: readonly StatusFlags[] | undefined): boolean => (rows ?? []).some(isInProgress);

/** The file exists only for a finished task without error that names one. */
export const canDownload = (task: StatusFlags & Pick<ReportTaskRow, 'fileKey'>): boolean =>
  reportTaskStatus(task) === 'finished' && Boolean(task.fileKey);
