/**
 * GET /account-daily-balance and /shop-daily-balance (spec 03 §7 "Daily balances", issue #17):
 * grids of 25 over the ledger's daily view (fake-api/ledger/daily.ts), each with an export that
 * answers a file key. Filters: createdDateFrom/To bound the balance day; merchantId (one or a
 * comma-separated list: the screen sends every merchant id when none is chosen), shopId,
 * currencyCode.
 */
import { Router, type Request } from 'express';
import type { ResourceCode } from '../../contract/access/codes';
import { requirePatent, scopeTest, sessionOrThrow } from '../auth';
import type { ApiContext } from '../context';
import { parseGridQuery, runGrid, type GridSpec, type Row } from '../contract';
import { exportRights } from '../downloadRights';
import { exportLayoutOf } from '../exportFile';
import { storeCsvExport } from '../files';
import { handle } from '../httpError';
import { dailyOf, ledgerOf } from '../ledger/service';
import type { DailyBalances } from '../ledger/daily';

const DAILY_SPEC: GridSpec = {
  searchFields: ['merchantName', 'shopName'],
  aliases: { createdDate: 'balanceDay', balanceDate: 'balanceDay', merchant: 'merchantId', shop: 'shopId', currency: 'currencyCode' },
};
export const DAILY_PAGE_SIZE = 25;

interface DailyView {
  path: string;
  code: ResourceCode;
  part: keyof DailyBalances;
  filePrefix: string;
}

const VIEWS: readonly DailyView[] = [
  { path: '/account-daily-balance', code: 'ACC_DAILY_BALANCE', part: 'account', filePrefix: 'account-daily-balance' },
  { path: '/shop-daily-balance', code: 'SHOP_DAILY_BALANCE', part: 'shop', filePrefix: 'shop-daily-balance' },
];

export function dailyBalanceRoutes(ctx: ApiContext): Router {
  const router = Router();
  const authed = ctx.auth.requireAuth();
  const run = (view: DailyView, req: Request, exportAll: boolean) => {
    const session = sessionOrThrow(req);
    return runGrid(
      { name: `${view.part}DailyBalances`, version: ledgerOf(ctx).version, rows: dailyOf(ctx)[view.part] as unknown as Row[] },
      parseGridQuery(req.query, { export: exportAll, pageSize: DAILY_PAGE_SIZE }),
      DAILY_SPEC,
      ctx.sorts,
      scopeTest(session),
    );
  };
  for (const view of VIEWS) {
    // The spec names VIEW alone for these screens: whoever sees the grid may take it away.
    const guard = requirePatent(view.code, 'VIEW');
    router.get(
      view.path,
      authed,
      guard,
      handle((req, res) => res.json(run(view, req, false))),
    );
    router.get(
      `${view.path}/export`,
      authed,
      guard,
      handle(async (req, res) => {
        const session = sessionOrThrow(req);
        res.json({
          fileKey: await storeCsvExport(
            ctx,
            session.account.merchantId,
            exportRights('VIEW', view.code),
            view.filePrefix,
            run(view, req, true).data,
            undefined,
            exportLayoutOf(req.query),
          ),
        });
      }),
    );
  }
  return router;
}
