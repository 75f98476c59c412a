/**
 * GET /adjustment-movements/config (spec 03 §5 "TopUp", §8 "Top-ups"): what the top-ups and
 * adjustment-movements filters choose from — the caller's merchants and shops, the currencies and
 * the movement types. Declared before the generic `/adjustment-movements/{id}`.
 */
import { Router } from 'express';
import { requireAnyPatent, sessionOrThrow } from '../auth';
import type { ApiContext } from '../context';
import { handle } from '../httpError';
import { ADJUSTMENT_TYPES } from '../seed/reference';
import { currencies, merchantsOf, shopsOf } from './config';

export function adjustmentMovementRoutes(ctx: ApiContext): Router {
  const router = Router();
  router.get(
    '/adjustment-movements/config',
    ctx.auth.requireAuth(),
    requireAnyPatent(['ADJUSTMENT_MOVEMENT'], 'VIEW'),
    handle((req, res) => {
      const session = sessionOrThrow(req);
      res.json({
        merchants: merchantsOf(ctx, session).map(({ merchantId, merchantLegacyId, merchantName }) => ({
          merchantId,
          merchantLegacyId,
          merchantName,
        })),
        shops: shopsOf(ctx, session).map(({ shopId, shopName, merchantId }) => ({ shopId, shopName, merchantId })),
        currencies: currencies(),
        types: ADJUSTMENT_TYPES,
      });
    }),
  );
  return router;
}
