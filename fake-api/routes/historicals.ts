/**
 * The legacy historicals/* calls of spec 01 §7.3 (issue #19): the records of before the move to
 * this back-office. In the fake API they are the current screens' own calls limited to what
 * happened before the migration day (HISTORICAL_DAYS ago): each historical path is rewritten to
 * its current call with its date bound clamped, after HISTORICALS VIEW; the current call's own
 * guard and scoping then apply as for its screen.
 */
import { Router, type NextFunction, type Request, type Response } from 'express';
import { requirePatent } from '../auth';
import type { ApiContext } from '../context';
import { parseDateText } from '../contract';
import { handle, notFound } from '../httpError';
import { toWireDate } from '../../src/framework/format';

/** Everything older than this many days is historical. */
export const HISTORICAL_DAYS = 60;

interface Historical {
  /** The current call the historical one reads. */
  path: string;
  /** The query key bounding its date from above (none: no date to bound). */
  to?: string;
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
  balance: { path: '/dashboard/shops' },
  refunds: { path: '/refunds', to: 'requestDateTo' },
  'top-ups': { path: '/adjustment-movements/topups', to: 'createdDateTo' },
  'payment-link': { path: '/paywalls', to: 'createdDateTo', query: { shopPaymentType: 'link' } },
  'payment-emails': { path: '/paywalls', to: 'createdDateTo', query: { shopPaymentType: 'email' } },
};

/** The migration day's last millisecond before now's HISTORICAL_DAYS, as the grids' wire text. */
export function historicalEnd(now = new Date()): string {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - HISTORICAL_DAYS) - 1);
  // toWireDate writes the local clock: shift so that it writes the UTC one the API reads.
  return toWireDate(new Date(end.getTime() + end.getTimezoneOffset() * 60_000));
}

export function historicalRoutes(ctx: ApiContext): Router {
  const router = Router();
  router.get(
    '/historicals/:name',
    ctx.auth.requireAuth(),
    requirePatent('HISTORICALS', 'VIEW'),
    handle((req: Request, _res: Response, next: NextFunction) => {
      const historical = HISTORICALS[String(req.params.name)];
      if (!historical) throw notFound(`historicals/${String(req.params.name)} not found`);
      const query = new URLSearchParams(req.url.split('?')[1] ?? '');
      for (const [key, value] of Object.entries(historical.query ?? {})) query.set(key, value);
      if (historical.to) {
        const end = historicalEnd();
        const asked = query.get(historical.to);
        const askedIso = asked ? parseDateText(asked, 'to') : null;
        if (!askedIso || askedIso > (parseDateText(end, 'to') as string)) query.set(historical.to, end);
      }
      // On to the current call's own route, its guard and scoping included.
      req.url = `${historical.path}?${query.toString()}`;
      // Express parsed the query once, before the rewrite.
      req.query = Object.fromEntries(query);
      next();
    }),
  );
  return router;
}
