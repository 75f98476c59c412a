/**
 * Report tasks: an export becomes a task that goes PENDING -> PROCESSING -> FINISHED over
 * ctx.reportTaskMs and then holds the fileKey of a CSV of the rows the filters selected.
 */
import { Router } from 'express';
import { requirePatent, type Session } from '../auth';
import type { ApiContext } from '../context';
import type { Row } from '../contract';
import { toCsv } from '../csv';
import { storeFile } from '../files';
import type { ReportTaskRow } from '../seed/types';
import { gridHandler, type CollectionView } from './grid';

export const NO_DATA_MESSAGE = 'No data for the selected filters';

const VIEW: CollectionView = {
  collection: 'reportTasks',
  idField: 'reportTaskId',
  spec: { searchFields: ['reportTaskTypeName', 'userUsername'] },
};

/** The rows are read now (the filters' answer at request time); the file appears when done. */
export function createReportTask(ctx: ApiContext, session: Session, typeName: string, filePrefix: string, rows: readonly Row[]): number {
  const tasks = ctx.store.db.reportTasks;
  const task: ReportTaskRow = {
    reportTaskId: tasks.reduce((max, t) => Math.max(max, t.reportTaskId), 0) + 1,
    merchantId: session.account.merchantId,
    date: new Date().toISOString(),
    reportTaskTypeName: typeName,
    userUsername: session.account.email,
    isProcessing: false,
    isFinished: false,
    hasError: false,
    errorMessage: null,
    fileKey: null,
  };
  tasks.push(task);
  ctx.store.changed('reportTasks');
  const csv = rows.length > 0 ? toCsv(rows) : null;
  ctx.later(
    () => {
      task.isProcessing = true;
      ctx.store.changed('reportTasks');
    },
    Math.round(ctx.reportTaskMs / 3),
  );
  ctx.later(() => {
    task.isProcessing = false;
    task.isFinished = true;
    if (csv === null) {
      task.hasError = true;
      task.errorMessage = NO_DATA_MESSAGE;
    } else {
      const stamp = task.date.slice(0, 19).replace(/[-:T]/g, '');
      task.fileKey = storeFile(ctx, {
        name: `${filePrefix}-${stamp}.csv`,
        contentType: 'text/csv',
        merchantId: task.merchantId,
        body: csv,
      }).fileKey;
    }
    ctx.store.changed('reportTasks');
  }, ctx.reportTaskMs);
  return task.reportTaskId;
}

/** Tasks cut short by a restart lost their rows: they end in error instead of spinning forever. */
export function settleInterruptedTasks(ctx: ApiContext): void {
  let touched = false;
  for (const task of ctx.store.db.reportTasks) {
    if (task.isFinished) continue;
    Object.assign(task, {
      isProcessing: false,
      isFinished: true,
      hasError: true,
      errorMessage: 'Interrupted by a restart, please export again',
    });
    touched = true;
  }
  if (touched) ctx.store.changed('reportTasks');
}

export function reportTaskRoutes(ctx: ApiContext): Router {
  const router = Router();
  const authed = ctx.auth.requireAuth();
  const guard = requirePatent('REPORT_TASK', 'VIEW');
  router.get('/report-tasks', authed, guard, gridHandler(ctx, VIEW));
  router.get('/tasks/reports', authed, guard, gridHandler(ctx, VIEW));
  return router;
}
