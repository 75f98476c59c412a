/**
 * The sandbox payout status change (spec 02 §2, §7 "Sandbox payout status": PUT push-pay/{id}
 * with statusTypeCode, errorReason and an empty paidDate) and the legacy
 * payout-notifications/sendEmail of 01 §7.3. A push records a pending update; ctx.statusDelayMs
 * later it is applied, the batch follows once none of its payouts is left behind, and the shop's
 * notification URL gets a notification-log row, as for pay-ins.
 */
import { Router } from 'express';
import { canAccess } from '../../contract/access';
import { ERROR_CODES } from '../../contract/wire';
import { payoutChangeBlock, payoutTargets } from '../../contract/payouts/statusChangeRules';
import { requirePatent, sessionOrThrow, type Session } from '../auth';
import type { ApiContext } from '../context';
import { HttpError, badRequest } from '../httpError';
import { logNotification } from './sandbox';
import type { PayoutBatchRow, PayoutBatchStatusCode, PayoutRow } from '../seed/types';
import { withBody } from '../validation';
import { PayoutPushBody, SendPayoutEmailBody } from '../../contract/writes/payouts';
import { PAYOUT_STATUS_TYPES } from '../seed/reference';

export const PAYOUT_BATCH_STATUSES = ['ACCEPTED', 'PENDING', 'PROCESSED', 'FINISHED', 'ERROR'] as const;

function findPayout(ctx: ApiContext, session: Session, id: number): PayoutRow | undefined {
  const payout = ctx.store.db.payouts.find((p) => p.payoutId === id);
  return payout && session.merchantIds.has(payout.merchantId) ? payout : undefined;
}

/** A batch's status from its payouts: all refused ERROR, none waiting FINISHED or PROCESSED, else as it was. */
export function batchStatusOf(items: readonly PayoutRow[], current: PayoutBatchStatusCode): PayoutBatchStatusCode {
  if (items.length === 0) return current;
  if (items.every((p) => p.statusTypeCode === 'ERROR')) return 'ERROR';
  if (items.every((p) => p.statusTypeCode === 'FINISHED' || p.statusTypeCode === 'ERROR')) return 'FINISHED';
  if (items.every((p) => p.statusTypeCode !== 'PENDING')) return 'PROCESSED';
  return current;
}

function moveBatch(ctx: ApiContext, batch: PayoutBatchRow | undefined): void {
  if (!batch) return;
  const next = batchStatusOf(
    ctx.store.db.payouts.filter((p) => p.payoutBatchId === batch.payoutBatchId),
    batch.statusTypeCode,
  );
  if (next === batch.statusTypeCode) return;
  batch.statusTypeCode = next;
  batch.statusTypeName =
    PAYOUT_STATUS_TYPES.find((s) => s.payoutStatusTypeCode === next && s.entityType === 'PAYOUTBATCH')?.description ?? next;
  ctx.store.changed('payoutBatches');
}

/** The notification-log id of a payout's notifications: a payout shares the pay-ins' log. */
export const PAYOUT_NOTIFICATION_PREFIX = 'payout-';

/** What the shop's notification URL receives about a payout's status (its first call and every resend). */
export const payoutNotificationPayload = (payout: PayoutRow) => ({
  payoutId: payout.payoutId,
  externalReference: payout.externalReference,
  status: payout.statusTypeCode,
  errorReason: payout.errorReason,
  amount: payout.amount,
  currency: payout.currencyCode,
});

/** Applies a due pending update: the status, its dates and reason, the batch, a notification row. */
export function applyPayoutUpdate(ctx: ApiContext, payout: PayoutRow): void {
  const pending = payout.pendingStatusUpdate;
  if (!pending) return;
  payout.statusTypeCode = pending.statusTypeCode;
  payout.pendingStatusUpdate = null;
  payout.errorReason = pending.statusTypeCode === 'ERROR' ? (pending.errorReason ?? 'Rejected in the sandbox') : null;
  payout.paidDate = pending.statusTypeCode === 'FINISHED' ? new Date().toISOString() : payout.paidDate;
  moveBatch(
    ctx,
    ctx.store.db.payoutBatches.find((b) => b.payoutBatchId === payout.payoutBatchId),
  );
  logNotification(ctx, {
    merchantId: payout.merchantId,
    shopId: payout.shopId,
    transactionID: `${PAYOUT_NOTIFICATION_PREFIX}${payout.payoutId}`,
    transactionStatusTypeCode: payout.statusTypeCode,
    trackingId: payout.externalReference,
    networkOperationRequestUri: payout.notificationUrl,
    payload: payoutNotificationPayload(payout),
  });
  ctx.store.changed('payouts');
}

/** After a restart, waiting updates are applied when due (or at once if overdue). */
export function resumePayoutUpdates(ctx: ApiContext): void {
  for (const payout of ctx.store.db.payouts) {
    const pending = payout.pendingStatusUpdate;
    if (!pending) continue;
    const due = Date.parse(pending.requestedDate) + ctx.statusDelayMs - Date.now();
    ctx.later(() => applyPayoutUpdate(ctx, payout), Math.min(Math.max(0, due), ctx.statusDelayMs));
  }
}

export function payoutStatusRoutes(ctx: ApiContext): Router {
  const router = Router();
  const authed = ctx.auth.requireAuth();

  const push = withBody(PayoutPushBody, (body, req, res) => {
    const session = sessionOrThrow(req);
    const path = req.params.payoutId ? Number(req.params.payoutId) : undefined;
    if (path !== undefined && !Number.isInteger(path)) throw badRequest('payoutId must be a whole number');
    if (path !== undefined && body.payoutId !== undefined && body.payoutId !== path) {
      throw badRequest('payoutId must match the payout in the path');
    }
    const id = path ?? body.payoutId;
    if (id === undefined) throw badRequest('payoutId is required');
    if (ctx.env !== 'Sandbox') throw badRequest('Status changes are only available in Sandbox');
    const payout = findPayout(ctx, session, id);
    if (!payout) throw badRequest(ERROR_CODES.ENTITY_NOT_FOUND);
    const mayChangeAny = canAccess(session.account.role, 'PAYOUT', 'CHANGE_STATUS');
    const block = payoutChangeBlock(payout, mayChangeAny);
    if (block === 'pending') throw badRequest(ERROR_CODES.ENTITY_EXIST);
    if (block === 'needs_change_status')
      throw new HttpError(403, 'Forbidden: PAYOUT CHANGE_STATUS required to change a payout that is not PENDING');
    if (!payoutTargets(payout.statusTypeCode).includes(body.statusTypeCode)) {
      throw badRequest(`statusTypeCode: a ${payout.statusTypeCode} payout cannot move to ${body.statusTypeCode}`);
    }
    payout.pendingStatusUpdate = {
      statusTypeCode: body.statusTypeCode,
      errorReason: body.errorReason ?? null,
      requestedDate: new Date().toISOString(),
    };
    ctx.store.changed('payouts');
    ctx.later(() => applyPayoutUpdate(ctx, payout), ctx.statusDelayMs);
    res.status(204).end();
  });
  const guard = requirePatent('PAYOUT_STATUS_CHANGE');
  router.put('/sandbox/payouts/push-pay/:payoutId', authed, guard, push);
  router.post('/sandbox/payouts/push-pay', authed, guard, push);

  router.post(
    '/payout-notifications/sendEmail',
    authed,
    requirePatent('PAYOUT', 'VIEW'),
    withBody(SendPayoutEmailBody, (body, req, res) => {
      const payout = findPayout(ctx, sessionOrThrow(req), body.payoutId);
      if (!payout) throw badRequest(`payoutId ${body.payoutId} is not one of your payouts`);
      const to = body.email ?? payout.email;
      if (!to) throw badRequest('email is required: the payout has no beneficiary e-mail');
      res.json({ sent: true, email: to, payoutId: payout.payoutId, statusTypeCode: payout.statusTypeCode });
    }),
  );
  return router;
}
