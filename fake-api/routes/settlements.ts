/**
 * GET /settlements (spec 03 §7 "Settlements", issue #17): the weekly settlements, filtered by
 * created date, merchant, shop and currency, with their export (SETTLEMENT EXPORT). Each row's
 * amounts are sums of its ledger movements (fake-api/ledger/settlements.ts); its file is
 * downloaded by its fileKey (GET /file/{fileKey}).
 */
import { Router } from 'express';
import { requirePatent, sessionOrThrow } from '../auth';
import type { ApiContext } from '../context';
import { parseGridQuery, type Row } from '../contract';
import { exportLayoutOf } from '../exportFile';
import { handle } from '../httpError';
import { SETTLEMENT_COLUMNS } from '../ledger/settlements';
import { round2 } from '../seed/util';
import type { SettlementTotals } from '../../contract/settlements/types';
import { createReportTask } from './reportTasks';
import { getOneHandler, queryCollection, type CollectionView } from './grid';

/** Withdrawals in these states paid nothing out. */
const UNPAID_WITHDRAWALS = new Set(['REJECTED', 'DELETED']);

/** Each settlement's withdrawal: the last one not rejected or deleted that holds it. */
function withdrawalOfSettlement(ctx: ApiContext): Map<number, number> {
  const paidBy = new Map<number, number>();
  for (const w of ctx.store.db.withdrawals) {
    if (UNPAID_WITHDRAWALS.has(w.status)) continue;
    for (const s of w.settlements) paidBy.set(s.settlementId, w.withdrawalId);
  }
  return paidBy;
}

/**
 * The settlements as one request shows them: each row says which withdrawal paid it (issue #33),
 * from one pass over the withdrawals for the whole page, made on its first row.
 */
function withWithdrawals(ctx: ApiContext): CollectionView {
  let paidBy: Map<number, number> | undefined;
  return {
    ...SETTLEMENT_VIEW,
    project: (row) => {
      paidBy ??= withdrawalOfSettlement(ctx);
      return { ...row, withdrawalId: paidBy.get(row.settlementId as number) ?? null };
    },
  };
}

export const SETTLEMENT_VIEW: CollectionView = {
  collection: 'settlements',
  idField: 'settlementId',
  spec: {
    searchFields: ['settlementId', 'shopName', 'merchantName'],
    aliases: { shop: 'shopId', merchant: 'merchantId', currency: 'currencyCode' },
  },
};

export const SETTLEMENTS_REPORT = 'Settlements report';
const totalsOf = (rows: readonly Row[]): SettlementTotals => {
  const sum = (field: string) => round2(rows.reduce((t, r) => t + (r[field] as number), 0));
  return {
    count: rows.length,
    transactionCount: sum('transactionCount'),
    grossAmount: sum('grossAmount'),
    payoutAmount: sum('payoutAmount'),
  };
};

export function settlementRoutes(ctx: ApiContext): Router {
  const router = Router();
  const authed = ctx.auth.requireAuth();
  const canView = requirePatent('SETTLEMENT', 'VIEW');
  router.get(
    '/settlements',
    authed,
    canView,
    handle((req, res) => {
      const session = sessionOrThrow(req);
      const page = queryCollection(ctx, withWithdrawals(ctx), session, parseGridQuery(req.query));
      // The sums of every matching row: what a withdrawal's settlements add up to (issue #33).
      const all = queryCollection(ctx, SETTLEMENT_VIEW, session, parseGridQuery(req.query, { export: true }));
      res.json({ ...page, totals: totalsOf(all.data) });
    }),
  );
  // Spec 01 §7: the settlements export is a report task (task_report_ok), followed on /report-tasks.
  router.get(
    '/settlements/export',
    authed,
    requirePatent('SETTLEMENT', 'EXPORT'),
    handle((req, res) => {
      const session = sessionOrThrow(req);
      const layout = exportLayoutOf(req.query);
      const rows = queryCollection(ctx, SETTLEMENT_VIEW, session, parseGridQuery(req.query, { export: true })).data;
      // Without the screen's layout, the settlement file's own columns (ledger/settlements.ts).
      const lines = layout ? rows : rows.map((row) => Object.fromEntries(SETTLEMENT_COLUMNS.map((column) => [column, row[column]])));
      res.json({ reportTaskId: createReportTask(ctx, session, SETTLEMENTS_REPORT, 'settlements', lines, layout) });
    }),
  );
  router.get('/settlements/:id(\\d+)', authed, canView, (req, res, next) => getOneHandler(ctx, withWithdrawals(ctx))(req, res, next));
  return router;
}
