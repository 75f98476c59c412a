/**
 * Withdrawals (spec 03 §7 "Withdrawals", issue #17): the grid of 20 with its totals, one
 * withdrawal with its settlements and transactions, the exports, and the two balance cards'
 * figures (available for withdrawal from the ledger, in transit from the withdrawals).
 */
import { Router, type Request } from 'express';
import { requirePatent, sessionOrThrow } from '../auth';
import type { ApiContext } from '../context';
import { parseGridQuery } from '../contract';
import { exportRights } from '../downloadRights';
import { exportLayoutOf } from '../exportFile';
import { storeCsvExport } from '../files';
import { badRequest, handle } from '../httpError';
import { balanceOf, familyOf, merchantFor, scopeFor } from '../ledger/service';
import type { WithdrawalRow } from '../seed/types';
import { round2 } from '../seed/util';
import { findScoped, queryCollection, type CollectionView } from './grid';

export const WITHDRAWAL_PAGE_SIZE = 20;

export const WITHDRAWAL_VIEW: CollectionView = {
  collection: 'withdrawals',
  idField: 'withdrawalId',
  spec: {
    searchFields: ['withdrawalId', 'bankName', 'bankAccount'],
    aliases: { currencyCode: 'withdrawalCurrencyCode', currency: 'withdrawalCurrencyCode', merchant: 'merchantId' },
    custom: {
      // The money trail: the withdrawal that paid a settlement out.
      settlementId: (value) => {
        if (!/^\d+$/.test(value)) throw badRequest('settlementId must be a settlement id');
        return (row) => (row as unknown as WithdrawalRow).settlements.some((s) => String(s.settlementId) === value);
      },
    },
  },
};

const EXPORT_COLUMNS = [
  'withdrawalId',
  'createdDate',
  'paymentDate',
  'status',
  'withdrawalCurrencyCode',
  'amount',
  'fee',
  'netAmount',
  'bankName',
  'bankAccount',
  'bankSwift',
];

/** In transit (spec 03 §4): approved, or returned by the bank and being paid again. */
export function inTransit(rows: readonly WithdrawalRow[]) {
  const sum = (status: string) => round2(rows.filter((w) => w.status === status).reduce((s, w) => s + w.netAmount, 0));
  const withdrawalsApproved = sum('APPROVED');
  const withdrawalsReprocessed = sum('RETURNED_PAYMENT');
  return { total: round2(withdrawalsApproved + withdrawalsReprocessed), detail: { withdrawalsApproved, withdrawalsReprocessed } };
}

/** Statuses whose money never leaves: listed, but left out of the totals. */
const NOT_WITHDRAWN: ReadonlySet<string> = new Set(['REJECTED', 'DELETED']);

/** The totals row: the rows the filters match whose money is or will be withdrawn, and how many they are. */
export function withdrawalTotals(rows: readonly WithdrawalRow[]) {
  const counted = rows.filter((w) => !NOT_WITHDRAWN.has(w.status));
  const sum = (field: 'amount' | 'fee' | 'netAmount') => round2(counted.reduce((s, w) => s + w[field], 0));
  return { amountTotal: sum('amount'), amountFees: sum('fee'), netAmount: sum('netAmount'), count: counted.length };
}

export function withdrawalRoutes(ctx: ApiContext): Router {
  const router = Router();
  const authed = ctx.auth.requireAuth();
  const canView = requirePatent('WITHDRAWAL', 'VIEW');
  const canExport = requirePatent('WITHDRAWAL', 'EXPORT');
  const query = (req: Request, exportAll = false) =>
    queryCollection(
      ctx,
      WITHDRAWAL_VIEW,
      sessionOrThrow(req),
      parseGridQuery(req.query, { export: exportAll, pageSize: WITHDRAWAL_PAGE_SIZE }),
    );
  const one = (req: Request) => findScoped(ctx, WITHDRAWAL_VIEW, sessionOrThrow(req), String(req.params.id)) as unknown as WithdrawalRow;

  router.get(
    '/withdrawals/grid-list',
    authed,
    canView,
    handle((req, res) => {
      const page = query(req);
      res.json({ ...page, totals: withdrawalTotals(query(req, true).data as unknown as WithdrawalRow[]) });
    }),
  );
  router.get(
    '/withdrawals/export',
    authed,
    canExport,
    handle(async (req, res) => {
      const session = sessionOrThrow(req);
      res.json({
        fileKey: await storeCsvExport(
          ctx,
          session.account.merchantId,
          exportRights('EXPORT', 'WITHDRAWAL'),
          'withdrawals',
          query(req, true).data,
          EXPORT_COLUMNS,
          exportLayoutOf(req.query),
        ),
      });
    }),
  );
  // By shop: one line per settlement a withdrawal pays out.
  router.get(
    '/withdrawals/export-shops',
    authed,
    canExport,
    handle(async (req, res) => {
      const session = sessionOrThrow(req);
      const lines = (query(req, true).data as unknown as WithdrawalRow[]).flatMap((w) =>
        w.settlements.map((s) => ({ withdrawalId: w.withdrawalId, status: w.status, currencyCode: w.withdrawalCurrencyCode, ...s })),
      );
      res.json({
        fileKey: await storeCsvExport(
          ctx,
          session.account.merchantId,
          exportRights('EXPORT', 'WITHDRAWAL'),
          'withdrawals-by-shop',
          lines,
          undefined,
          exportLayoutOf(req.query),
        ),
      });
    }),
  );
  router.get(
    '/withdrawals/balance',
    authed,
    canView,
    handle((req, res) => {
      const session = sessionOrThrow(req);
      const merchant = merchantFor(ctx, session, req.query.merchantId);
      const family = familyOf(ctx.store.db, merchant);
      const scope = scopeFor(ctx, merchant, family, req.query);
      const rows = ctx.store.db.withdrawals.filter((w) => family.has(w.merchantId) && w.withdrawalCurrencyCode === scope.currencyCode);
      res.json({
        currencyCode: scope.currencyCode,
        // The same figure as the summary's and /merchant-balance/available-balance-for-withdrawals.
        balanceAvailableForWithdrawals: { total: balanceOf(ctx, scope).breakdown.availableForWithdrawals },
        inTransitWithdrawals: inTransit(rows),
      });
    }),
  );
  router.get(
    '/withdrawals/:id(\\d+)',
    authed,
    canView,
    handle((req, res) => res.json(one(req))),
  );
  router.get(
    '/withdrawals/:id(\\d+)/settlements/:merchantId(\\d+)',
    authed,
    canView,
    handle((req, res) => {
      const w = one(req);
      if (Number(req.params.merchantId) !== w.merchantId) throw badRequest('merchantId must be the merchant of the withdrawal');
      const status = typeof req.query.status === 'string' ? req.query.status.toUpperCase() : '';
      const settlements = new Map(ctx.store.db.settlements.map((s) => [s.settlementId, s]));
      const rows = w.settlements
        .map((s) => ({ ...s, status: settlements.get(s.settlementId)?.status ?? null }))
        .filter((s) => req.query.showAll === 'true' || !status || s.status === status);
      res.json({ data: rows, count: rows.length });
    }),
  );
  router.get(
    '/withdrawals/:id(\\d+)/transactions',
    authed,
    canView,
    handle((req, res) => {
      const { transactions } = one(req);
      res.json({ data: transactions, count: transactions.length });
    }),
  );
  return router;
}
