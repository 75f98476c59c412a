/**
 * The legacy historicals/* calls of spec 01 §7.3 (issue #19): the records of before the move to
 * this back-office. In the fake API they are the current screens' own calls limited to what
 * happened up to the archive's end (src/framework/archive.ts): each historical path (its list,
 * and below it a record or the export) is rewritten to its current call with its date bound
 * clamped, after HISTORICALS VIEW; the current call's own guard and scoping then apply as for its
 * screen.
 */
import { Router, type NextFunction, type Request, type Response } from 'express';
import { requirePatent } from '../auth';
import type { ApiContext } from '../context';
import { parseDateText } from '../contract';
import { handle, notFound } from '../httpError';
import { archiveEnd } from '../../contract/archive';
import { apiNow, toWireDate } from '../../contract/wireDate';

interface Historical {
  /** The current call the historical one reads. */
  path: string;
  /** The query key bounding its date from above. */
  to: string;
  /** Fixed filters of the call. */
  query?: Record<string, string>;
}

/** Spec 01 §7.3's names → the current calls. */
export const HISTORICALS: Readonly<Record<string, Historical>> = {
  transactions: { path: '/transactions', to: 'createdDateTo' },
  claims: { path: '/claims', to: 'dateTo' },
  payouts: { path: '/payouts/items', to: 'dateTo' },
  'shop-daily-balance': { path: '/shop-daily-balance', to: 'createdDateTo' },
  settlements: { path: '/settlements', to: 'createdDateTo' },
  // The legacy dashboard's figures as they stood when the archive closed.
  balance: { path: '/dashboard/shops', to: 'createdDateTo' },
  refunds: { path: '/refunds', to: 'requestDateTo' },
  'top-ups': { path: '/adjustment-movements/topups', to: 'createdDateTo' },
  'payment-link': { path: '/paywalls', to: 'createdDateTo', query: { shopPaymentType: 'link' } },
  'payment-emails': { path: '/paywalls', to: 'createdDateTo', query: { shopPaymentType: 'email' } },
};

/** The archive's last instant as the grids' wire text (the API's clock). */
export const historicalEnd = (now = Date.now()): string => toWireDate(archiveEnd(apiNow(now)));

export function historicalRoutes(ctx: ApiContext): Router {
  const router = Router();
  const rewrite = handle((req: Request, _res: Response, next: NextFunction) => {
    const historical = HISTORICALS[String(req.params.name)];
    if (!historical) throw notFound(`historicals/${String(req.params.name)} not found`);
    const rest = req.params[0] ? `/${req.params[0]}` : '';
    const query = new URLSearchParams(req.url.split('?')[1] ?? '');
    for (const [key, value] of Object.entries(historical.query ?? {})) query.set(key, value);
    const end = historicalEnd();
    const asked = query.get(historical.to);
    const askedIso = asked ? parseDateText(asked, 'to') : null;
    if (!askedIso || askedIso > (parseDateText(end, 'to') as string)) query.set(historical.to, end);
    // On to the current call's own route, its guard and scoping included.
    req.url = `${historical.path}${rest}?${query.toString()}`;
    // Express parsed the query once, before the rewrite.
    req.query = Object.fromEntries(query);
    next();
  });
  const guards = [ctx.auth.requireAuth(), requirePatent('HISTORICALS', 'VIEW')];
  router.get('/historicals/:name', ...guards, rewrite);
  router.get('/historicals/:name/*', ...guards, rewrite);
  return router;
}
