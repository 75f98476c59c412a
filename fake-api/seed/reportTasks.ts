/** A few finished report tasks (with CSV files) and one that failed, per demo merchant. */
import { DOWNLOAD_RIGHTS } from '../downloadRights';
import type { ReportTaskRow, TransactionRow } from './types';
import type { Rng } from './random';
import type { FileStore } from './files';
import { REPORT_TASK_TYPES } from './reference';
import { DAY, HOUR, iso } from './util';

/** Which demo user asks reports for which merchant. */
const REQUESTERS: readonly { merchantId: number; username: string }[] = [
  { merchantId: 1, username: 'super@demo.test' },
  { merchantId: 4, username: 'merchant@demo.test' },
  { merchantId: 5, username: 'finance@savanna-markets.example' },
];

export const TRANSACTION_CSV_HEADER = [
  'transactionId',
  'trackingId',
  'createdDate',
  'status',
  'amount',
  'currency',
  'country',
  'paymentMethodName',
  'shopName',
  'email',
] as const;

export function transactionCsvLine(tx: TransactionRow): (string | number)[] {
  return [
    tx.transactionId,
    tx.trackingId,
    tx.createdDate,
    tx.status,
    tx.amount,
    tx.currency,
    tx.country,
    tx.paymentMethodName,
    tx.shopName,
    tx.email,
  ];
}

export function buildReportTasks(rng: Rng, transactions: readonly TransactionRow[], files: FileStore, now: number): ReportTaskRow[] {
  const rows: ReportTaskRow[] = [];
  for (const { merchantId, username } of REQUESTERS) {
    const scoped = transactions.filter((t) => (merchantId === 1 ? t.merchantId <= 3 : t.merchantId === merchantId));
    const taskCount = merchantId === 5 ? 1 : 5;
    for (let k = 0; k < taskCount; k += 1) {
      const dateMs = now - (k * 3 + rng.int(0, 2)) * DAY - rng.int(1, 20) * HOUR;
      const type = REPORT_TASK_TYPES[k % REPORT_TASK_TYPES.length];
      const failed = k === 3;
      let fileKey: string | null = null;
      if (!failed) {
        const sample = scoped.slice(k * 20, k * 20 + 20);
        const file = files.csv(
          `${type.code.toLowerCase()}-report-${iso(dateMs).slice(0, 10)}.csv`,
          [[...TRANSACTION_CSV_HEADER], ...sample.map(transactionCsvLine)],
          merchantId,
          dateMs,
          DOWNLOAD_RIGHTS.reportTask,
        );
        fileKey = file.fileKey;
      }
      rows.push({
        reportTaskId: rows.length + 1,
        merchantId,
        date: iso(dateMs),
        reportTaskTypeName: type.name,
        userUsername: username,
        isProcessing: false,
        isFinished: true,
        hasError: failed,
        errorMessage: failed ? 'The report exceeded the maximum of 1,000,000 rows; narrow the date range.' : null,
        fileKey,
      });
    }
  }
  return rows;
}
