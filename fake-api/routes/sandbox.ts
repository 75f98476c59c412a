/**
 * Sandbox tools: the user disclaimer and the pay-in status push (spec 02 §4). A push records a
 * pending update; ctx.statusDelayMs later it is applied and a notification-log row is written,
 * as the real sandbox notifies the shop after the change.
 */
import { Router } from 'express';
import { ERROR_CODES } from '../../contract/wire';
import { requirePatent, sessionOrThrow, type Session } from '../auth';
import type { ApiContext } from '../context';
import { badRequest, handle } from '../httpError';
import type { NotificationLogRow, TransactionRow, TransactionStatus } from '../seed/types';
import { withBody } from '../validation';
import { DisclaimerBody, PushPayBody } from '../../contract/writes/sandbox';
import { nextId } from './grid';

/** APPROVED, CANCELLED and FAILED are final; the others may move to any other status. */
export const FINAL_STATUSES: readonly TransactionStatus[] = ['APPROVED', 'CANCELLED', 'FAILED'];

export function canTransition(from: TransactionStatus, to: TransactionStatus): boolean {
  return !FINAL_STATUSES.includes(from) && from !== to;
}

function findTransaction(ctx: ApiContext, session: Session, id: string): TransactionRow | undefined {
  const tx = ctx.store.db.transactions.find((t) => t.transactionId === id);
  return tx && session.merchantIds.has(tx.merchantId) ? tx : undefined;
}

/** Applies a due pending update: new status, the dates that go with it, a notification row. */
export function applyPendingUpdate(ctx: ApiContext, tx: TransactionRow, notificationUrl?: string): void {
  const pending = tx.pendingStatusUpdate;
  if (!pending) return;
  const now = new Date().toISOString();
  tx.status = pending.status;
  tx.pendingStatusUpdate = null;
  tx.operativeDate = now;
  if (pending.status === 'APPROVED') tx.paidDate = now;
  if (pending.status === 'EXPIRED') tx.expiredDate = now;
  tx.enableRefund = pending.status === 'APPROVED';
  logNotification(ctx, {
    merchantId: tx.merchantId,
    shopId: tx.shopId,
    transactionID: tx.transactionId,
    transactionStatusTypeCode: tx.status,
    trackingId: tx.trackingId,
    networkOperationRequestUri: notificationUrl || tx.notificationUrl,
    payload: { transactionId: tx.transactionId, trackingId: tx.trackingId, status: tx.status, amount: tx.amount, currency: tx.currency },
  });
  ctx.store.changed('transactions');
  ctx.store.changed('notifications');
}

export type NotificationCall = Pick<
  NotificationLogRow,
  'merchantId' | 'shopId' | 'transactionID' | 'transactionStatusTypeCode' | 'trackingId' | 'networkOperationRequestUri'
> & { payload: Record<string, unknown> };

/** The shop's notification URL was called with `payload` and answered 200: a notification-log row. */
export function logNotification(ctx: ApiContext, call: NotificationCall): void {
  const notifications = ctx.store.db.notifications;
  const { payload, ...fields } = call;
  notifications.push({
    ...fields,
    transactionNotificationLogID: nextId(ctx.store.db, 'notifications', 'transactionNotificationLogID'),
    date: new Date().toISOString(),
    networkOperationStatus: 200,
    networkOperationStatusName: 'OK',
    networkOperationRequestBody: JSON.stringify(payload),
    networkOperationResponseBody: JSON.stringify({ received: true }),
  });
  ctx.store.changed('notifications');
}

/** After a restart, updates that were waiting are applied when due (or at once if overdue). */
export function resumePendingUpdates(ctx: ApiContext): void {
  for (const tx of ctx.store.db.transactions) {
    const pending = tx.pendingStatusUpdate;
    if (!pending) continue;
    const due = Date.parse(pending.requestedDate) + ctx.statusDelayMs - Date.now();
    // After refreshDates a request can sit later today than now: never wait longer than a new one.
    ctx.later(() => applyPendingUpdate(ctx, tx), Math.min(Math.max(0, due), ctx.statusDelayMs));
  }
}

export function sandboxRoutes(ctx: ApiContext): Router {
  const router = Router();
  const authed = ctx.auth.requireAuth();

  router.get(
    '/sandbox/user-disclaimer',
    authed,
    handle((req, res) => {
      const email = sessionOrThrow(req).account.email;
      const row = ctx.store.db.disclaimers.find((d) => d.email === email);
      res.json({ acceptedDate: row?.acceptedDate ?? null });
    }),
  );
  router.post(
    '/sandbox/user-disclaimer',
    authed,
    withBody(DisclaimerBody, (_body, req, res) => {
      const email = sessionOrThrow(req).account.email;
      let row = ctx.store.db.disclaimers.find((d) => d.email === email);
      if (!row) {
        row = { email, acceptedDate: null };
        ctx.store.db.disclaimers.push(row);
      }
      if (!row.acceptedDate) {
        row.acceptedDate = new Date().toISOString();
        ctx.store.changed('disclaimers');
      }
      res.json({ acceptedDate: row.acceptedDate });
    }),
  );

  const pushPay = withBody(PushPayBody, (body, req, res) => {
    const session = sessionOrThrow(req);
    const path = req.params.transactionId?.trim();
    if (path && body.transactionId !== undefined && body.transactionId !== path) {
      throw badRequest('transactionId must match the transaction in the path');
    }
    const id = path || body.transactionId;
    if (!id) throw badRequest('transactionId is required');
    const { status, notificationUrl } = body;
    if (ctx.env !== 'Sandbox') throw badRequest('Status changes are only available in Sandbox');
    const tx = findTransaction(ctx, session, id);
    if (!tx) throw badRequest(ERROR_CODES.ENTITY_NOT_FOUND);
    if (tx.pendingStatusUpdate) throw badRequest(ERROR_CODES.ENTITY_EXIST);
    if (!canTransition(tx.status, status)) throw badRequest(`Transition from ${tx.status} to ${status} is not allowed`);
    tx.pendingStatusUpdate = { status, requestedDate: new Date().toISOString() };
    ctx.store.changed('transactions');
    ctx.later(() => applyPendingUpdate(ctx, tx, notificationUrl), ctx.statusDelayMs);
    res.status(204).end();
  });
  const guard = requirePatent('PAYIN_STATUS_CHANGE');
  router.put('/sandbox/payins/push-pay/:transactionId', authed, guard, pushPay);
  router.post('/sandbox/payins/push-pay', authed, guard, pushPay);
  return router;
}
