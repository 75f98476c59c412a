/** GET /options/{name}[?entityId=] -> [{id, name}] for the select filters (spec 02 §7). */
import { Router } from 'express';
import { sessionOrThrow, type Session } from '../auth';
import type { ApiContext } from '../context';
import { handle, notFound } from '../httpError';
import { CHANNEL_TYPES, CLAIM_REASON_TYPES, CLAIM_STATUS_TYPES, PARTNERS } from '../seed/reference';

export interface OptionItem {
  id: string | number;
  name: string;
}

/** entityId narrows a list: shops of a merchant, payment methods of a country or channel. */
type OptionBuilder = (ctx: ApiContext, session: Session, entityId: string | undefined) => OptionItem[];

const BUILDERS: Record<string, OptionBuilder> = {
  shop: (ctx, session, entityId) =>
    ctx.store.db.shops
      .filter((s) => session.merchantIds.has(s.merchantId) && (!entityId || String(s.merchantId) === entityId))
      .map((s) => ({ id: s.shopId, name: s.shopName })),
  merchant: (ctx, session) =>
    ctx.store.db.merchants.filter((m) => session.merchantIds.has(m.merchantId)).map((m) => ({ id: m.merchantId, name: m.merchantName })),
  'payment-method': (ctx, _session, entityId) =>
    ctx.store.db.paymentMethods
      .filter((p) => !entityId || p.countryCode === entityId.toUpperCase() || p.paymentChannelTypeCode === entityId.toUpperCase())
      .map((p) => ({ id: p.paymentMethodId, name: p.name })),
  'claim-reason-type': () => CLAIM_REASON_TYPES.map((r) => ({ id: r.code, name: r.description })),
  'claim-status-type': () => CLAIM_STATUS_TYPES.filter((s) => s.code !== 'DELETED').map((s) => ({ id: s.code, name: s.name })),
  'payment-channel-type': () => CHANNEL_TYPES.map((c) => ({ id: c.code, name: c.description })),
};

export function optionRoutes(ctx: ApiContext): Router {
  const router = Router();
  router.get(
    '/options/:name',
    ctx.auth.requireAuth(),
    handle((req, res) => {
      const name = String(req.params.name);
      const build = Object.hasOwn(BUILDERS, name) ? BUILDERS[name] : undefined;
      if (!build) throw notFound(`Unknown options ${req.params.name}`);
      const entityId = typeof req.query.entityId === 'string' && req.query.entityId !== '' ? req.query.entityId : undefined;
      res.json(build(ctx, sessionOrThrow(req), entityId));
    }),
  );
  // Spec 02 §7 "Partners": the payment partners (acquirers) behind transactions' partnerId.
  router.get('/partners', ctx.auth.requireAuth(), (_req, res) => {
    res.json(PARTNERS);
  });
  return router;
}
