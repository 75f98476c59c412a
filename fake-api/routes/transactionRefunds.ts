/**
 * Refund payments (spec 03 §2 "Refund payments", §4, §5, §7): the automatic and the manual lists,
 * one refund payment, the export as a file, and the status edit where ERROR needs its message.
 * The pay-in's refund line follows (transactions.ts reads the latest refund).
 */
import { Router } from 'express';
import { totalRefund, type RefundPayment } from '../../contract/transaction-refunds/types';
import type { TransactionRefundRow } from '../seed/types';
import { requireAnyPatent, requirePatent, sessionOrThrow } from '../auth';
import type { ApiContext } from '../context';
import { parseGridQuery } from '../contract';
import { exportRights } from '../downloadRights';
import { exportLayoutOf } from '../exportFile';
import { storeCsvExport } from '../files';
import { badRequest, handle } from '../httpError';
import { withBody } from '../validation';
import { UpdateStatusBody } from '../../contract/writes/transactionRefunds';
import { findScoped, getOneHandler, gridHandler, queryCollection, type CollectionView } from './grid';
import { syncTransaction } from './refundLinks';

export const TRANSACTION_REFUND_VIEW: CollectionView = {
  collection: 'transactionRefunds',
  idField: 'transactionRefundId',
  spec: {
    searchFields: ['transactionId', 'uniqueIdentifier', 'buyerEmail', 'buyerFullName'],
    aliases: { shop: 'shopId' },
    custom: {
      isManual: (value) => {
        if (value !== 'true' && value !== 'false') throw badRequest('isManual must be true or false');
        return { field: 'isManual', test: (v) => v === (value === 'true') };
      },
    },
  },
};

/** Either list opens with VIEW on its resource (spec 03 §6); the manual list has its own code. */
const VIEW_CODES = ['TRANSACTION_REFUND_PAYMENT', 'TRANSACTION_REFUND', 'TRANSACTION_REFUND_PAYMENT_MANUAL'];

const EXPORT_COLUMNS = [
  'transactionRefundId',
  'createdDate',
  'shopName',
  'transactionId',
  'uniqueIdentifier',
  'paymentMethodName',
  'partnerName',
  'transactionAmount',
  'amount',
  'refundFee',
  'totalRefund',
  'currencyCode',
  'status',
  'errorMessage',
  'reason',
  'buyerFullName',
  'buyerEmail',
  'editedByUser',
];

export function transactionRefundRoutes(ctx: ApiContext): Router {
  const router = Router();
  const authed = ctx.auth.requireAuth();
  const canView = requireAnyPatent(VIEW_CODES, 'VIEW');

  router.get('/transaction-refunds', authed, canView, gridHandler(ctx, TRANSACTION_REFUND_VIEW));
  router.get(
    '/transaction-refunds/export',
    authed,
    canView,
    handle(async (req, res) => {
      const session = sessionOrThrow(req);
      const rows = queryCollection(ctx, TRANSACTION_REFUND_VIEW, session, parseGridQuery(req.query, { export: true })).data;
      const prefix = req.query.isManual === 'true' ? 'manual-refund-payments' : 'refund-payments';
      const withTotal = rows.map((r) => ({ ...r, totalRefund: totalRefund(r as unknown as RefundPayment).toFixed(2) }));
      res.json({
        fileKey: await storeCsvExport(
          ctx,
          session.account.merchantId,
          exportRights('VIEW', 'TRANSACTION_REFUND'),
          prefix,
          withTotal,
          EXPORT_COLUMNS,
          exportLayoutOf(req.query),
        ),
      });
    }),
  );
  router.put(
    '/transaction-refunds/update-status',
    authed,
    requirePatent('TRANSACTION_REFUND', 'EDIT'),
    withBody(UpdateStatusBody, (body, req, res) => {
      const session = sessionOrThrow(req);
      const refund = findScoped(ctx, TRANSACTION_REFUND_VIEW, session, String(body.transactionRefundId)) as unknown as TransactionRefundRow;
      refund.status = body.status;
      refund.errorMessage = body.status === 'ERROR' ? (body.errorMessage ?? null) : null;
      refund.editedByUser = session.account.email;
      ctx.store.changed('transactionRefunds');
      syncTransaction(ctx, refund.transactionId);
      res.json(refund);
    }),
  );
  router.get('/transaction-refunds/:id', authed, canView, getOneHandler(ctx, TRANSACTION_REFUND_VIEW));
  return router;
}
