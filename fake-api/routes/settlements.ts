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
import { exportRights } from '../downloadRights';
import { storeCsvExport } from '../files';
import { handle } from '../httpError';
import { SETTLEMENT_COLUMNS } from '../ledger/settlements';
import { getOneHandler, gridHandler, queryCollection, type CollectionView } from './grid';

export const SETTLEMENT_VIEW: CollectionView = {
  collection: 'settlements',
  idField: 'settlementId',
  spec: {
    searchFields: ['settlementId', 'shopName', 'merchantName'],
    aliases: { shop: 'shopId', merchant: 'merchantId', currency: 'currencyCode' },
  },
};

export function settlementRoutes(ctx: ApiContext): Router {
  const router = Router();
  const authed = ctx.auth.requireAuth();
  const canView = requirePatent('SETTLEMENT', 'VIEW');
  router.get('/settlements', authed, canView, gridHandler(ctx, SETTLEMENT_VIEW));
  router.get(
    '/settlements/export',
    authed,
    requirePatent('SETTLEMENT', 'EXPORT'),
    handle((req, res) => {
      const session = sessionOrThrow(req);
      const rows = queryCollection(ctx, SETTLEMENT_VIEW, session, parseGridQuery(req.query, { export: true })).data;
      res.json({
        fileKey: storeCsvExport(
          ctx,
          session.account.merchantId,
          exportRights('EXPORT', 'SETTLEMENT'),
          'settlements',
          rows,
          SETTLEMENT_COLUMNS,
        ),
      });
    }),
  );
  router.get('/settlements/:id(\\d+)', authed, canView, getOneHandler(ctx, SETTLEMENT_VIEW));
  return router;
}
