/**
 * Report tasks: an export becomes a task that goes PENDING -> PROCESSING -> FINISHED over
 * ctx.reportTaskMs and then holds the fileKey of a CSV of the rows the filters selected.
 */
import { Router } from 'express';
import { inScope, requirePatent, sessionOrThrow, type Session } from '../auth';
import { badRequest, handle, notFound } from '../httpError';
import { TRANSACTION_CSV_HEADER, transactionCsvLine } from '../seed/reportTasks';
import { PAYMENT_METHODS_REPORT } from '../seed/reference';
import type { ApiContext } from '../context';
import type { Row } from '../contract';
import { toCsv } from '../csv';
import { writeExport } from '../exportFile';
import type { ExportLayout } from '../../contract/exportLayout';
import { DOWNLOAD_RIGHTS } from '../downloadRights';
import { storeFile } from '../files';
import type { ReportTaskRow } from '../seed/types';
import { gridHandler, nextId, type CollectionView } from './grid';

export const NO_DATA_MESSAGE = 'No data for the selected filters';

type TaskStatus = 'PENDING' | 'PROCESSING' | 'FINISHED' | 'ERROR';

/** One status from the three flags; an error wins (a failed task is also finished). */
const taskStatus = (task: Pick<ReportTaskRow, 'isProcessing' | 'isFinished' | 'hasError'>): TaskStatus =>
  task.hasError ? 'ERROR' : task.isFinished ? 'FINISHED' : task.isProcessing ? 'PROCESSING' : 'PENDING';

const VIEW: CollectionView = {
  collection: 'reportTasks',
  idField: 'reportTaskId',
  spec: {
    searchFields: ['reportTaskTypeName', 'userUsername'],
    aliases: { type: 'reportTaskTypeName' },
    custom: {
      // status=ERROR or status=PENDING,PROCESSING (comma-joined, like every multi-value filter).
      status: (value) => {
        const wanted = new Set(value.split(',').map((part) => part.trim().toUpperCase()));
        return (row) => wanted.has(taskStatus(row as unknown as ReportTaskRow));
      },
    },
  },
};

/**
 * How a failed task's rows are built again on retry: an export of this run keeps its own rows
 * until it succeeds (then they are dropped: only a failed task may be retried); a task from the
 * seed (or from before a restart) rebuilds its type from the data as it is now.
 */
const rebuilds = new Map<number, { filePrefix: string; rows: readonly Row[]; layout?: ExportLayout }>();

function rowsForType(ctx: ApiContext, task: ReportTaskRow): { filePrefix: string; rows: Row[]; layout?: ExportLayout } {
  if (task.reportTaskTypeName === PAYMENT_METHODS_REPORT) {
    return { filePrefix: 'payment-methods', rows: ctx.store.db.paymentMethods as unknown as Row[] };
  }
  // Every other type is a report of pay-ins: the merchant's week before the task.
  const until = Date.parse(task.date);
  const since = until - 7 * 24 * 3600 * 1000;
  const rows = ctx.store.db.transactions
    .filter((tx) => tx.merchantId === task.merchantId || (task.merchantId === 1 && tx.merchantId <= 3))
    .filter((tx) => {
      const at = Date.parse(tx.createdDate);
      return at >= since && at <= until;
    })
    .slice(0, 5000)
    .map((tx) => {
      const line = transactionCsvLine(tx);
      return Object.fromEntries(TRANSACTION_CSV_HEADER.map((column, i) => [column, line[i]]));
    });
  return { filePrefix: 'transactions', rows };
}

/** A report's file: as the screen's layout asks (its columns, words and format), else the raw columns as CSV. */
async function reportFile(rows: readonly Row[], layout: ExportLayout | undefined, typeName: string) {
  if (!layout) return { extension: 'csv', contentType: 'text/csv', body: toCsv(rows) };
  return writeExport(rows, layout, typeName);
}

/**
 * The rows are read now (the filters' answer at request time); the file appears when done. With
 * the screen's `layout` (contract/exportLayout) the file has its columns, words and format.
 */
export function createReportTask(
  ctx: ApiContext,
  session: Session,
  typeName: string,
  filePrefix: string,
  rows: readonly Row[],
  layout?: ExportLayout,
): number {
  const tasks = ctx.store.db.reportTasks;
  const task: ReportTaskRow = {
    reportTaskId: nextId(ctx.store.db, 'reportTasks', 'reportTaskId'),
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
  rebuilds.set(task.reportTaskId, { filePrefix, rows, layout });
  const file = rows.length > 0 ? reportFile(rows, layout, typeName) : null;
  // Read on completion: a file that could not be written ends the task in error.
  let written: Awaited<NonNullable<typeof file>> | Error | null = null;
  void file?.then(
    (done) => (written = done),
    (error: unknown) => (written = error instanceof Error ? error : new Error(String(error))),
  );
  ctx.later(
    () => {
      task.isProcessing = true;
      ctx.store.changed('reportTasks');
    },
    Math.round(ctx.reportTaskMs / 3),
  );
  const finish = () => {
    task.isProcessing = false;
    task.isFinished = true;
    if (file === null || written instanceof Error) {
      task.hasError = true;
      task.errorMessage = written instanceof Error ? written.message : NO_DATA_MESSAGE;
    } else if (written) {
      const stamp = task.date.slice(0, 19).replace(/[-:T]/g, '');
      task.fileKey = storeFile(ctx, {
        name: `${filePrefix}-${stamp}.${written.extension}`,
        contentType: written.contentType,
        merchantId: task.merchantId,
        rights: DOWNLOAD_RIGHTS.reportTask,
        body: written.body,
      }).fileKey;
      rebuilds.delete(task.reportTaskId);
    }
    ctx.store.changed('reportTasks');
  };
  // A workbook still being written finishes the task as soon as it is.
  ctx.later(() => (file && written === null ? void file.finally(() => ctx.later(finish, 0)) : finish()), ctx.reportTaskMs);
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

function ownTask(ctx: ApiContext, session: Session, id: string): ReportTaskRow | undefined {
  const task = ctx.store.db.reportTasks.find((row) => row.reportTaskId === Number(id));
  return task && inScope(session)(task as unknown as Row) ? task : undefined;
}

export function reportTaskRoutes(ctx: ApiContext): Router {
  const router = Router();
  const authed = ctx.auth.requireAuth();
  const guard = requirePatent('REPORT_TASK', 'VIEW');
  router.get('/report-tasks', authed, guard, gridHandler(ctx, VIEW));
  router.get('/report-tasks/:id(\\d+)', authed, guard, (req, res) => {
    res.json(ownTask(ctx, sessionOrThrow(req), req.params.id) ?? {});
  });
  /** A failed report runs again as a new task of the same type, whose id is answered. */
  router.post(
    '/report-tasks/:id(\\d+)/retry',
    authed,
    guard,
    handle((req, res) => {
      const session = sessionOrThrow(req);
      const task = ownTask(ctx, session, req.params.id);
      if (!task) throw notFound('Report task not found');
      if (!task.hasError) throw badRequest('Only a failed report can be retried');
      const { filePrefix, rows, layout } = rebuilds.get(task.reportTaskId) ?? rowsForType(ctx, task);
      res.json({ reportTaskId: createReportTask(ctx, session, task.reportTaskTypeName, filePrefix, rows, layout) });
    }),
  );
  router.get('/tasks/reports', authed, guard, gridHandler(ctx, VIEW));
  return router;
}
