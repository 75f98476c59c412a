/**
 * Notifications (spec 02 §2 "Notifications", §7): one side of a logged webhook call, and the
 * resend. The grid and get-one are the generic routes (generic.ts), served after these.
 */
import { Router } from 'express';
import { ERROR_CODES, type NotificationPayloadReply } from '../../contract/wire';
import { requirePatent, sessionOrThrow, type Session } from '../auth';
import type { ApiContext } from '../context';
import { badRequest, handle } from '../httpError';
import { notificationRequestBody } from '../seed/notifications';
import type { NotificationLogRow, TransactionRow } from '../seed/types';
import { withBody } from '../validation';
import { ResendBody } from '../../contract/writes/notifications';
import { findScoped, nextId, type CollectionView } from './grid';
import { PAYOUT_NOTIFICATION_PREFIX, payoutNotificationPayload } from './payoutStatus';

const NOTIFICATION_VIEW: CollectionView = { collection: 'notifications', idField: 'transactionNotificationLogID', spec: {} };

/**
 * Resending needs NOTIFICATION EDIT: the spec names no action for it, and it is a write the
 * read-only viewer (VIEW and MENU) must not make. The screen asks for the same patent.
 */
export const RESEND_ACTION = 'EDIT';

interface EndpointReply {
  status: number;
  statusName: string;
  body: string;
}

/**
 * What the shop's endpoint answers, decided by the URL so a demo can show every outcome:
 * 'timeout' anywhere (or an .invalid host) never answers, 'fail' or 'error' gets a server error
 * page (HTML, as real web servers send, which the screen must show as text), anything else 200.
 */
export function fakeEndpointReply(url: string, transactionId: string): EndpointReply {
  const { hostname } = new URL(url);
  const lower = url.toLowerCase();
  if (lower.includes('timeout') || hostname.endsWith('.invalid')) return { status: 0, statusName: 'Timeout', body: '' };
  if (lower.includes('fail') || lower.includes('error')) {
    return {
      status: 500,
      statusName: 'Internal Server Error',
      body: '<html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1><script>alert(1)</script></body></html>',
    };
  }
  return { status: 200, statusName: 'OK', body: JSON.stringify({ received: true, transactionId }) };
}

/** What a notification is about: a pay-in, or a payout whose status changed (`payout-<id>`). */
type NotificationSubject = Pick<
  NotificationLogRow,
  'merchantId' | 'shopId' | 'transactionID' | 'transactionStatusTypeCode' | 'trackingId'
> & {
  body: string;
};

/** The caller's pay-in or payout a notification's id names; unknown and other merchants' alike undefined. */
function findSubject(ctx: ApiContext, session: Session, id: string): NotificationSubject | undefined {
  if (id.startsWith(PAYOUT_NOTIFICATION_PREFIX)) {
    const payoutId = Number(id.slice(PAYOUT_NOTIFICATION_PREFIX.length));
    const payout = ctx.store.db.payouts.find((p) => p.payoutId === payoutId);
    if (!payout || !session.merchantIds.has(payout.merchantId)) return undefined;
    return {
      merchantId: payout.merchantId,
      shopId: payout.shopId,
      transactionID: id,
      transactionStatusTypeCode: payout.statusTypeCode,
      trackingId: payout.externalReference,
      body: JSON.stringify(payoutNotificationPayload(payout)),
    };
  }
  const tx: TransactionRow | undefined = ctx.store.db.transactions.find((t) => t.transactionId === id);
  if (!tx || !session.merchantIds.has(tx.merchantId)) return undefined;
  return {
    merchantId: tx.merchantId,
    shopId: tx.shopId,
    transactionID: tx.transactionId,
    transactionStatusTypeCode: tx.status,
    trackingId: tx.trackingId,
    body: notificationRequestBody(tx),
  };
}

/** Calls the (fake) endpoint for the pay-in or payout and logs the call as a new row. */
function resend(ctx: ApiContext, subject: NotificationSubject, url: string): NotificationLogRow {
  const { body, ...fields } = subject;
  const reply = fakeEndpointReply(url, subject.transactionID);
  const rows = ctx.store.db.notifications;
  const row: NotificationLogRow = {
    ...fields,
    transactionNotificationLogID: nextId(ctx.store.db, 'notifications', NOTIFICATION_VIEW.idField),
    date: new Date().toISOString(),
    networkOperationStatus: reply.status,
    networkOperationStatusName: reply.statusName,
    networkOperationRequestUri: url,
    networkOperationRequestBody: body,
    networkOperationResponseBody: reply.body,
  };
  rows.push(row);
  ctx.store.changed('notifications');
  return row;
}

export function notificationRoutes(ctx: ApiContext): Router {
  const router = Router();
  const authed = ctx.auth.requireAuth();
  const view = requirePatent('NOTIFICATION', 'VIEW');

  for (const part of ['request', 'response'] as const) {
    router.get(
      `/notifications/:id/${part}`,
      authed,
      view,
      handle((req, res) => {
        const session = sessionOrThrow(req);
        // Out of scope or unknown: 404, which the client reads as ENTITY_NOT_FOUND.
        const row = findScoped(ctx, NOTIFICATION_VIEW, session, String(req.params.id)) as unknown as NotificationLogRow;
        const reply: NotificationPayloadReply = {
          transactionNotificationLogID: row.transactionNotificationLogID,
          uri: row.networkOperationRequestUri,
          body: part === 'request' ? row.networkOperationRequestBody : row.networkOperationResponseBody,
        };
        res.json(reply);
      }),
    );
  }

  router.post(
    '/notifications/:transactionId/send',
    authed,
    requirePatent('NOTIFICATION', RESEND_ACTION),
    withBody(ResendBody, ({ url, transactionId }, req, res) => {
      const session = sessionOrThrow(req);
      const id = String(req.params.transactionId).trim();
      if (transactionId !== undefined && transactionId !== id) throw badRequest('transactionId must match the transaction in the path');
      // Unknown and other merchants' transactions alike: a 404 would read as success to the client.
      const subject = findSubject(ctx, session, id);
      if (!subject) throw badRequest(ERROR_CODES.ENTITY_NOT_FOUND);
      const row = resend(ctx, subject, url);
      res.json({ status: true, transactionNotificationLogID: row.transactionNotificationLogID });
    }),
  );
  return router;
}
