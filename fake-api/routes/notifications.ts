/**
 * Notifications (spec 02 §2 "Notifications", §7): one side of a logged webhook call, and the
 * resend. The grid and get-one are the generic routes (generic.ts), served after these.
 */
import { Router } from 'express';
import { z } from 'zod';
import { ERROR_CODES, type NotificationPayloadReply } from '../../src/providers/wire';
import { requirePatent, sessionOrThrow, type Session } from '../auth';
import type { ApiContext } from '../context';
import { badRequest, handle } from '../httpError';
import { notificationRequestBody } from '../seed/notifications';
import type { NotificationLogRow, TransactionRow } from '../seed/types';
import { LIMITS, httpUrl, text, withBody } from '../validation';
import { findScoped, nextId, type CollectionView } from './grid';

const NOTIFICATION_VIEW: CollectionView = { collection: 'notifications', idField: 'transactionNotificationLogID', spec: {} };

/**
 * Resending needs NOTIFICATION EDIT: the spec names no action for it, and it is a write the
 * read-only viewer (VIEW and MENU) must not make. The screen asks for the same patent.
 */
export const RESEND_ACTION = 'EDIT';

/** Spec 02 §7: POST {transactionId}/send with body url, transactionId; spec 02 §5: the URL is required. */
export const ResendBody = z.object({ url: httpUrl(), transactionId: text(LIMITS.key).optional() });
export type ResendBody = z.infer<typeof ResendBody>;

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

function findTransaction(ctx: ApiContext, session: Session, id: string): TransactionRow | undefined {
  const tx = ctx.store.db.transactions.find((t) => t.transactionId === id);
  return tx && session.merchantIds.has(tx.merchantId) ? tx : undefined;
}

/** Calls the (fake) endpoint for the transaction and logs the call as a new row. */
function resend(ctx: ApiContext, tx: TransactionRow, url: string): NotificationLogRow {
  const reply = fakeEndpointReply(url, tx.transactionId);
  const rows = ctx.store.db.notifications;
  const row: NotificationLogRow = {
    transactionNotificationLogID: nextId(ctx.store.db, 'notifications', NOTIFICATION_VIEW.idField),
    merchantId: tx.merchantId,
    shopId: tx.shopId,
    date: new Date().toISOString(),
    transactionID: tx.transactionId,
    transactionStatusTypeCode: tx.status,
    trackingId: tx.trackingId,
    networkOperationStatus: reply.status,
    networkOperationStatusName: reply.statusName,
    networkOperationRequestUri: url,
    networkOperationRequestBody: notificationRequestBody(tx),
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
      const tx = findTransaction(ctx, session, id);
      if (!tx) throw badRequest(ERROR_CODES.ENTITY_NOT_FOUND);
      const row = resend(ctx, tx, url);
      res.json({ status: true, transactionNotificationLogID: row.transactionNotificationLogID });
    }),
  );
  return router;
}
