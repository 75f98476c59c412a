/**
 * GET /settlements (spec 03 §7 "Settlements", issue #17): the weekly settlements, filtered by
 * created date, merchant, shop and currency, with their export (SETTLEMENT EXPORT). Each row's
 * amounts are sums of its ledger movements (fake-api/ledger/settlements.ts); its file is
 * downloaded by its fileKey (GET /file/{fileKey}).
 */
import { Router } from 'express';
import { requirePatent, sessionOrThrow } from '../auth';
import type { ApiContext } from '../context';
import { parseGridQuery } from '../contract';
import { exportLayoutOf } from '../exportFile';
import { handle } from '../httpError';
import { SETTLEMENT_COLUMNS } from '../ledger/settlements';
import { createReportTask } from './reportTasks';
import { getOneHandler, gridHandler, queryCollection, type CollectionView } from './grid';

export const SETTLEMENT_VIEW: CollectionView = {
  collection: 'settlements',
  idField: 'settlementId',
  spec: {
    searchFields: ['settlementId', 'shopName', 'merchantName'],
    aliases: { shop: 'shopId', merchant: 'merchantId', currency: 'currencyCode' },
  },
};

export const SETTLEMENTS_REPORT = 'Settlements report';

export function settlementRoutes(ctx: ApiContext): Router {
  const router = Router();
  const authed = ctx.auth.requireAuth();
  const canView = requirePatent('SETTLEMENT', 'VIEW');
  router.get('/settlements', authed, canView, gridHandler(ctx, SETTLEMENT_VIEW));
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
  router.get('/settlements/:id(\\d+)', authed, canView, getOneHandler(ctx, SETTLEMENT_VIEW));
  return router;
}
