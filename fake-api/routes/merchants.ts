/**
 * The /merchants lookups of spec 01 §7.3 (status-types, financial-status, risk-dropdown,
 * referrals, source-References, whitelabel, dropdown-elements). Declared before the generic
 * `/merchants/{id}`, which would otherwise read each name as a merchant id and answer 404.
 */
import { Router } from 'express';
import { sessionOrThrow, type Session } from '../auth';
import type { ApiContext } from '../context';
import { handle } from '../httpError';
import {
  INDUSTRY_TYPES,
  MERCHANT_FINANCIAL_STATUSES,
  MERCHANT_REFERRALS,
  MERCHANT_SOURCE_REFERENCES,
  MERCHANT_STATUS_TYPES,
} from '../seed/reference';
import { countries, currencies, riskDropdowns } from './config';
import { merchantWhitelabelsOf } from '../seed/whitelabel';

type Lookup = (ctx: ApiContext, session: Session) => unknown;

const LOOKUPS: Record<string, Lookup> = {
  'status-types': () => MERCHANT_STATUS_TYPES,
  'financial-status': () => MERCHANT_FINANCIAL_STATUSES,
  'risk-dropdown': () => riskDropdowns(),
  referrals: () => MERCHANT_REFERRALS,
  'source-References': () => MERCHANT_SOURCE_REFERENCES,
  whitelabel: (ctx, session) => merchantWhitelabelsOf(ctx.store.db, session.merchantIds),
  'dropdown-elements': () => ({
    statusTypes: MERCHANT_STATUS_TYPES,
    financialStatuses: MERCHANT_FINANCIAL_STATUSES,
    industryTypes: INDUSTRY_TYPES,
    countries: countries(),
    currencies: currencies(),
  }),
};

export const MERCHANT_LOOKUP_NAMES = Object.keys(LOOKUPS);

export function merchantLookupRoutes(ctx: ApiContext): Router {
  const router = Router();
  const authed = ctx.auth.requireAuth();
  for (const [name, lookup] of Object.entries(LOOKUPS)) {
    router.get(
      `/merchants/${name}`,
      authed,
      handle((req, res) => {
        res.json(lookup(ctx, sessionOrThrow(req)));
      }),
    );
  }
  return router;
}
