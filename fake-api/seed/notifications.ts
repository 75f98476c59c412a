/**
 * Notification logs (webhook calls to the shop) for a recent subset of transactions only:
 * request and response bodies are JSON text, so keeping them to the recent days keeps the file small.
 */
import type { NotificationLogRow, TransactionRow } from './types';
import type { Rng } from './random';
import { DAY, iso, MINUTE } from './util';

/** Transactions younger than this get a notification log. */
export const NOTIFICATION_WINDOW_DAYS = 3;
export const MAX_NOTIFICATIONS = 4000;

const OUTCOMES: readonly (readonly [[number, string], number])[] = [
  [[200, 'OK'], 85],
  [[500, 'Internal Server Error'], 6],
  [[404, 'Not Found'], 4],
  [[0, 'Timeout'], 5],
];

export function notificationRequestBody(tx: TransactionRow): string {
  return JSON.stringify({
    transactionId: tx.transactionId,
    trackingId: tx.trackingId,
    status: tx.status,
    amount: tx.amount,
    currency: tx.currency,
    paymentMethod: tx.paymentMethodName,
    createdDate: tx.createdDate,
    paidDate: tx.paidDate,
  });
}

export function buildNotifications(rng: Rng, transactions: readonly TransactionRow[], now: number): NotificationLogRow[] {
  const rows: NotificationLogRow[] = [];
  const since = now - NOTIFICATION_WINDOW_DAYS * DAY;
  for (const tx of transactions) {
    if (rows.length >= MAX_NOTIFICATIONS) break;
    const operativeMs = Date.parse(tx.operativeDate);
    if (operativeMs < since) continue;
    const [code, name] = rng.weighted(OUTCOMES);
    const dateMs = Math.min(now, operativeMs + rng.int(0, 3) * MINUTE);
    rows.push({
      transactionNotificationLogID: rows.length + 1,
      merchantId: tx.merchantId,
      shopId: tx.shopId,
      date: iso(dateMs),
      transactionID: tx.transactionId,
      transactionStatusTypeCode: tx.status,
      trackingId: tx.trackingId,
      networkOperationStatus: code,
      networkOperationStatusName: name,
      networkOperationRequestUri: tx.notificationUrl,
      networkOperationRequestBody: notificationRequestBody(tx),
      // Always JSON text (a timeout included), so "View Response" can pretty-print it.
      networkOperationResponseBody: code === 200 ? JSON.stringify({ received: true }) : JSON.stringify({ error: name, status: code }),
    });
  }
  return rows;
}
