/** Transactions (spec 02 §2 Transactions): v1 and v2 grids, details, export, refund request. */
import { Router } from 'express';
import { canAccess } from '../../contract/access';
import { requireAnyPatent, requirePatent, sessionOrThrow, type Session } from '../auth';
import type { ApiContext } from '../context';
import { parseGridQuery, type GridSpec, type Row } from '../contract';
import { badRequest, handle } from '../httpError';
import { conversionOf, transactionDetail } from '../seed/transactionDetail';
import type { TransactionRefundRow, TransactionRow } from '../seed/types';
import { findScoped, gridHandler, nextId, queryCollection, type CollectionView } from './grid';
import { exportLayoutOf } from '../exportFile';
import { createReportTask } from './reportTasks';
import { refundableOf, refundedOf, syncTransaction } from './refundLinks';
import { withBody } from '../validation';
import { RefundRequestBody } from '../../contract/writes/transactions';

import { TRANSACTION_STATUSES } from '../../contract/transactionStatuses';
export const TRANSACTION_DATE_TYPES = ['createdDate', 'paidDate', 'expiredDate', 'operativeDate'] as const;

/** The grid row of spec 02 §3 plus the brief's additions; detail-only fields stay out of lists. */
export const TRANSACTION_ROW_FIELDS = [
  'transactionId',
  'trackingId',
  'description',
  'amount',
  'currency',
  'status',
  'testMode',
  'createdDate',
  'expiredDate',
  'paidDate',
  'operativeDate',
  'partnerId',
  'paymentMethodId',
  'paymentMethodName',
  'paymentMethodFileKey',
  'pspTransactionId',
  'paymentMethodLegacyId',
  'tagName',
  'customerFirstName',
  'customerLastName',
  'email',
  'personalId',
  'address',
  'country',
  'phone',
  'ip',
  'cardNumber',
  'shopId',
  'shopName',
  'notificationUrl',
  'pendingStatusUpdate',
  'merchantId',
  'origin',
  'channelType',
  'enableRefund',
] as const;

const CONVERSION_FIELDS = ['conversionAmount', 'conversionCurrency', 'pspAmount', 'pspCurrency'] as const;

export function seesConversion(session: Session): boolean {
  const role = session.account.role;
  return canAccess(role, 'TRANSACTION', 'CONVERSION_REPORT') || canAccess(role, 'TRANSACTION_V2', 'CONVERSION_REPORT');
}

function listRow(row: Row): Row {
  const out: Row = {};
  for (const f of TRANSACTION_ROW_FIELDS) out[f] = row[f];
  return out;
}

/** The v1 detail: the stored row plus the fields the seed derives (they follow status changes). */
function detailRow(ctx: ApiContext, row: TransactionRow, session: Session): Row {
  const out: Row = { ...transactionDetail(row, ctx.store.db) };
  if (!seesConversion(session)) for (const f of CONVERSION_FIELDS) delete out[f];
  return out;
}

/** Looking a transaction up by id must find test rows too, so these filters lift that default. */
const LOOKUP_KEYS = ['transactionId', 'idQuery'];

export const TRANSACTION_SPEC: GridSpec = {
  searchFields: ['transactionId', 'trackingId', 'pspTransactionId', 'email'],
  aliases: { channel: 'channelType', shop: 'shopId', method: 'paymentMethodId' },
  dateSelector: { key: 'dateType', rangePrefix: 'createdDate', fields: TRANSACTION_DATE_TYPES, fallback: 'createdDate' },
  base: (filters) => {
    const show = filters.showTests;
    if (show !== undefined && show !== 'true' && show !== 'false') throw badRequest('showTests must be true or false');
    if (show === 'true' || LOOKUP_KEYS.some((k) => filters[k])) return null;
    return { field: 'testMode', test: (v) => v !== true };
  },
  custom: {
    showTests: () => null,
    status: (value) => {
      const wanted = value
        .split(',')
        .map((s) => s.trim().toUpperCase())
        .filter(Boolean);
      const bad = wanted.find((s) => !(TRANSACTION_STATUSES as readonly string[]).includes(s));
      if (bad) throw badRequest(`status must be a comma list of ${TRANSACTION_STATUSES.join(', ')}`);
      const set = new Set(wanted);
      return { field: 'status', test: (v) => set.has(v as string) };
    },
    idQuery: (value) => {
      const needle = value.toLowerCase();
      return (row) => String(row.transactionId).startsWith(needle) || String(row.trackingId).toLowerCase() === needle;
    },
  },
};

export const TRANSACTION_VIEW: CollectionView = {
  collection: 'transactions',
  idField: 'transactionId',
  spec: TRANSACTION_SPEC,
  project: (r) => listRow(r),
};

/**
 * The pay-in's latest refund, a refund payment (the drawer's request) or a refund request of the
 * refunds screen, whichever came last: its status follows the refund's.
 */
function latestRefundOf(ctx: ApiContext, tx: TransactionRow): Row | null {
  const payment = ctx.store.db.transactionRefunds.filter((r) => r.transactionId === tx.transactionId).at(-1);
  const request = ctx.store.db.refunds.filter((r) => r.transactionId === tx.transactionId).at(-1);
  if (request && (!payment || request.requestDate > payment.createdDate)) {
    return {
      refundId: request.refundRequestId,
      refundAmount: request.amountToBeRefunded,
      refundCurrencyCode: request.transactionCurrencyCode,
      refundStatus: request.refundRequestStatusTypeCode.toUpperCase(),
      refundDate: request.requestDate,
      refundRequestId: request.refundRequestId,
    };
  }
  return payment
    ? {
        refundId: payment.transactionRefundId,
        refundAmount: payment.amount,
        refundCurrencyCode: payment.currencyCode,
        refundStatus: payment.status,
        refundDate: payment.createdDate,
      }
    : null;
}

function v2Details(ctx: ApiContext, tx: TransactionRow, session: Session): Row {
  const base: Row = {
    shopName: tx.shopName,
    createdDate: tx.createdDate,
    amount: tx.amount,
    currency: tx.currency,
    transactionId: tx.transactionId,
    description: tx.description,
    payerFullName: `${tx.customerFirstName} ${tx.customerLastName}`,
    buyerFullName: `${tx.customerFirstName} ${tx.customerLastName}`,
    personalId: tx.personalId,
    phone: tx.phone,
    email: tx.email,
    buyerCountry: tx.country,
    enableRefund: tx.enableRefund,
    status: tx.status,
    refund: latestRefundOf(ctx, tx),
    refundedAmount: refundedOf(ctx, tx),
  };
  if (seesConversion(session)) {
    const derived = transactionDetail(tx, ctx.store.db);
    for (const f of CONVERSION_FIELDS) base[f] = derived[f];
  }
  return base;
}

function requestRefund(ctx: ApiContext, tx: TransactionRow, session: Session, body: RefundRequestBody): Row {
  if (tx.status !== 'APPROVED') return { status: false, errorMessage: 'Only approved transactions can be refunded' };
  const refunds = ctx.store.db.transactionRefunds;
  if (!tx.enableRefund) return { status: false, errorMessage: 'This transaction already has a refund request' };
  const refundable = refundableOf(ctx, tx);
  if (refundable <= 0) return { status: false, errorMessage: 'This transaction has nothing left to refund' };
  const refundAmount = body.amount ?? refundable;
  if (refundAmount > refundable) throw badRequest(`amount must be at most the transaction amount (${refundable})`);
  const fullName = `${tx.customerFirstName} ${tx.customerLastName}`;
  const detail = transactionDetail(tx, ctx.store.db);
  const row: TransactionRefundRow = {
    transactionRefundId: nextId(ctx.store.db, 'transactionRefunds', 'transactionRefundId'),
    transactionId: tx.transactionId,
    merchantId: tx.merchantId,
    shopId: tx.shopId,
    shopName: tx.shopName,
    createdDate: new Date().toISOString(),
    partnerName: detail.partnerName,
    paymentMethodName: tx.paymentMethodName,
    transactionAmount: tx.amount,
    currencyCode: tx.currency,
    uniqueIdentifier: `E2E${tx.transactionId.replace(/-/g, '').slice(0, 20).toUpperCase()}`,
    reason: body.reason ?? 'Requested from the back-office',
    status: 'CREATED',
    amount: refundAmount,
    refundFee: 0,
    errorMessage: null,
    editedByUser: session.account.email,
    buyerFullName: fullName,
    buyerPersonalId: tx.personalId,
    buyerEmail: tx.email,
    payerFullName: fullName,
    payerPersonalId: tx.personalId,
    bankName: detail.bankName,
    agencyNumber: '',
    accountNumber: '',
    pixKey: null,
    isManual: false,
  };
  refunds.push(row);
  ctx.store.changed('transactionRefunds');
  syncTransaction(ctx, tx.transactionId);
  return { status: true, refundId: row.transactionRefundId };
}

export interface NetVolumeLine {
  currency: string;
  transactionsCount: number;
  approvedCount: number;
  approvedAmount: number;
}

/**
 * GET /transactions/net-volume (spec 02 §7; its shape is not shown): per currency, the filtered
 * transactions and the approved volume, so amounts in different currencies are never summed.
 */
export function netVolume(rows: readonly TransactionRow[]): { data: NetVolumeLine[] } {
  const lines = new Map<string, NetVolumeLine>();
  for (const row of rows) {
    const line = lines.get(row.currency) ?? { currency: row.currency, transactionsCount: 0, approvedCount: 0, approvedAmount: 0 };
    line.transactionsCount += 1;
    if (row.status === 'APPROVED') {
      line.approvedCount += 1;
      line.approvedAmount = Math.round((line.approvedAmount + row.amount) * 100) / 100;
    }
    lines.set(row.currency, line);
  }
  return { data: [...lines.values()].sort((a, b) => a.currency.localeCompare(b.currency)) };
}

export function transactionRoutes(ctx: ApiContext): Router {
  const router = Router();
  const authed = ctx.auth.requireAuth();
  const exportGuard = requirePatent('TRANSACTION_V2', 'EXPORT');

  const exportHandler = handle((req, res) => {
    const session = sessionOrThrow(req);
    const q = parseGridQuery(req.query, { export: true });
    const rows = queryCollection(ctx, TRANSACTION_VIEW, session, q).data;
    res.json({ reportTaskId: createReportTask(ctx, session, 'Transactions report', 'transactions', rows, exportLayoutOf(req.query)) });
  });
  const viewGuard = requireAnyPatent(['TRANSACTION', 'TRANSACTION_V2'], 'VIEW');
  // Fixed paths before `/:id`, or "export" and "v2" would be read as ids.
  router.get('/transactions/export', authed, exportGuard, exportHandler);
  router.get('/transactions/v2/export', authed, exportGuard, exportHandler);
  // Spec 02 §7 lists the report beside the export; the shape is not shown, so it is the same task.
  router.get('/transactions/report', authed, exportGuard, exportHandler);
  router.get(
    '/transactions/net-volume',
    authed,
    viewGuard,
    handle((req, res) => {
      const session = sessionOrThrow(req);
      const rows = queryCollection(ctx, TRANSACTION_VIEW, session, parseGridQuery(req.query, { export: true })).data;
      res.json(netVolume(rows as unknown as TransactionRow[]));
    }),
  );
  // With CONVERSION_REPORT a grid row carries its converted amounts too (a paywall's transaction, spec 03 §2).
  const gridView: CollectionView = {
    ...TRANSACTION_VIEW,
    project: (r, session) =>
      seesConversion(session)
        ? {
            ...listRow(r),
            ...conversionOf(
              r as unknown as TransactionRow,
              ctx.store.db.shops.find((s) => s.shopId === r.shopId),
            ),
          }
        : listRow(r),
  };
  router.get('/transactions/v2', authed, requirePatent('TRANSACTION_V2', 'VIEW'), gridHandler(ctx, gridView));
  router.get('/transactions', authed, requirePatent('TRANSACTION', 'VIEW'), gridHandler(ctx, gridView));

  router.get(
    '/transactions/v2/:id/details',
    authed,
    requirePatent('TRANSACTION_V2', 'VIEW'),
    handle((req, res) => {
      const session = sessionOrThrow(req);
      const tx = findScoped(ctx, TRANSACTION_VIEW, session, String(req.params.id)) as unknown as TransactionRow;
      res.json(v2Details(ctx, tx, session));
    }),
  );
  router.get(
    '/transactions/:id',
    authed,
    viewGuard,
    handle((req, res) => {
      const session = sessionOrThrow(req);
      const tx = findScoped(ctx, TRANSACTION_VIEW, session, String(req.params.id)) as unknown as TransactionRow;
      res.json(detailRow(ctx, tx, session));
    }),
  );
  router.post(
    '/transactions/v2/:id/refund',
    authed,
    requirePatent('REFUND', 'ADD'),
    withBody(RefundRequestBody, (body, req, res) => {
      const session = sessionOrThrow(req);
      const tx = findScoped(ctx, TRANSACTION_VIEW, session, String(req.params.id)) as unknown as TransactionRow;
      res.json(requestRefund(ctx, tx, session, body));
    }),
  );
  return router;
}
