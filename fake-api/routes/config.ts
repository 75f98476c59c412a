/**
 * GET /config/{name} (spec 01 §7.3): lookup lists read from the seed's reference data and the
 * caller's own shops and merchants. Every name of the spec answers something usable.
 */
import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import { sessionOrThrow, type Session } from '../auth';
import type { ApiContext } from '../context';
import { handle, notFound } from '../httpError';
import {
  BANK_ACCOUNT_TYPES,
  CHANNEL_TYPES,
  CLAIM_REASON_TYPES,
  CLAIM_STATUS_TYPES,
  COUNTRIES,
  CURRENCIES,
  DOCUMENT_STATUS_TYPES,
  DOCUMENT_TYPES,
  INDUSTRY_TYPES,
  PAYMENT_MODE_TYPES,
  PAYMENT_ORIGINS,
  PAYOUT_DOCUMENT_TYPES,
  PAYOUT_STATUS_TYPES,
  REFUND_STATUS_TYPES,
  RISK_LEVELS,
  TIME_ZONES,
  TRANSACTION_STATUS_TYPES,
  WITHDRAWAL_STATUSES,
} from '../seed/reference';
import { FONT_FAMILIES } from '../../contract/integrations/fontFamilies';
import { COUNTRY_RULES } from '../../contract/payouts/payoutRules';
import { BENEFICIARY_TYPES, PAYOUT_CHANNELS, accountTypesOf, countryConfig } from './payoutWrites';
import { merchantWhitelabelsOf } from '../seed/whitelabel';
import { settledTransactionsConfig } from './settledConfig';

export const MAX_SHOP_CREDENTIALS_VIEW_COUNT = 5;

type Builder = (ctx: ApiContext, session: Session, req: Request) => unknown;

export function shopsOf(ctx: ApiContext, session: Session) {
  return ctx.store.db.shops
    .filter((s) => session.merchantIds.has(s.merchantId))
    .map((s) => ({
      shopId: s.shopId,
      shopName: s.shopName,
      merchantId: s.merchantId,
      currencyCode: s.currencyCode,
      shopStatusTypeCode: s.shopStatusTypeCode,
    }));
}

export function merchantsOf(ctx: ApiContext, session: Session) {
  return ctx.store.db.merchants
    .filter((m) => session.merchantIds.has(m.merchantId))
    .map((m) => ({
      merchantId: m.merchantId,
      merchantLegacyId: m.merchantLegacyId,
      merchantName: m.merchantName,
      hierarchyTypeCode: m.hierarchyTypeCode,
    }));
}

export const countries = () =>
  COUNTRIES.map(({ countryId, countryCode, countryName, currencyCode }) => ({ countryId, countryCode, countryName, currencyCode }));
export const currencies = () => CURRENCIES.map(({ currencyCode, description, symbol }) => ({ currencyCode, description, symbol }));
export const riskDropdowns = () => ({ riskLevels: RISK_LEVELS, industryTypes: INDUSTRY_TYPES });
/** The countries a payout may go to: those the payout form has rules for. */
const payoutCountries = () => countries().filter((c) => c.countryCode in COUNTRY_RULES);
const claimStatuses = () => CLAIM_STATUS_TYPES.filter((s) => s.code !== 'DELETED');

const BUILDERS: Record<string, Builder> = {
  transactions: (ctx, session) => ({
    countries: countries(),
    currencies: currencies(),
    transactionStatusTypes: TRANSACTION_STATUS_TYPES,
    channelTypes: CHANNEL_TYPES,
    origins: PAYMENT_ORIGINS,
    paymentMethods: ctx.store.db.paymentMethods.map((p) => ({
      paymentMethodId: p.paymentMethodId,
      name: p.name,
      active: p.active,
      paymentChannelTypeCode: p.paymentChannelTypeCode,
      countryCode: p.countryCode,
    })),
    shops: shopsOf(ctx, session).map(({ shopId, shopName, merchantId }) => ({ shopId, shopName, merchantId })),
  }),
  currencies: () => currencies(),
  claims: (ctx, session) => ({
    claimReasonTypes: CLAIM_REASON_TYPES,
    claimStatusTypes: claimStatuses(),
    merchants: merchantsOf(ctx, session),
    paymentChannelTypes: CHANNEL_TYPES,
  }),
  shops: (ctx, session) => shopsOf(ctx, session),
  'dashboard-shops': (ctx, session) => shopsOf(ctx, session),
  // Spec 03 §3 "Configuration for balances": a shop's default currency and fee rule, a merchant's currencies.
  'balance-shops': (ctx, session) =>
    ctx.store.db.shops
      .filter((s) => session.merchantIds.has(s.merchantId))
      .map(({ shopId, shopName, merchantId, currencyCode, defaultCurrency, ignoreFeesPayoutBalance, shopStatusTypeCode }) => ({
        shopId,
        shopName,
        merchantId,
        currencyCode,
        defaultCurrency,
        ignoreFeesPayoutBalance,
        shopStatusTypeCode,
      })),
  'merchant-default-currencies': (ctx, session) =>
    ctx.store.db.merchants
      .filter((m) => session.merchantIds.has(m.merchantId))
      .map((m) => ({
        merchantId: m.merchantId,
        merchantName: m.merchantName,
        merchantLegacyId: m.merchantLegacyId,
        hierarchyTypeCode: m.hierarchyTypeCode,
        superMerchantId: m.superMerchantId,
        defaultCurrency: m.defaultCurrency,
        defaultCurrencies: m.defaultCurrencies,
      })),
  'withdrawal-balance-shops': (ctx, session) => shopsOf(ctx, session),
  // Spec 03 §4: the whole list; the screen leaves DELETED out of its choices.
  withdrawals: () => ({
    withdrawalStatus: WITHDRAWAL_STATUSES,
    paymentModeTypes: PAYMENT_MODE_TYPES,
    currencies: currencies(),
  }),
  'whitelabel-config': (ctx, session) => ({
    fontFamilies: FONT_FAMILIES,
    // Every merchant the caller acts for, a submerchant registered today too (with the defaults).
    merchantWhitelabels: merchantWhitelabelsOf(ctx.store.db, session.merchantIds),
    shopWhitelabels: ctx.store.db.shopWhitelabels.filter((w) => session.merchantIds.has(w.merchantId)),
  }),
  'time-zones': () => TIME_ZONES,
  // Spec 02 §7 "Payout config": the lists, and by country (with the channel and shop) its documents, banks and CNPJ state.
  payouts: (ctx, session, req) => {
    const country = typeof req.query.countryCode === 'string' ? req.query.countryCode.toUpperCase() : undefined;
    const shopId = req.query.shopId === undefined ? undefined : Number(req.query.shopId);
    return {
      payoutStatus: PAYOUT_STATUS_TYPES,
      shops: shopsOf(ctx, session)
        .filter((s) => s.shopStatusTypeCode === 'ENABLED')
        .map(({ shopId: id, shopName, currencyCode }) => ({ shopId: id, shopName, currencyCode })),
      countries: payoutCountries(),
      payoutChannels: PAYOUT_CHANNELS,
      beneficiaryTypes: BENEFICIARY_TYPES,
      ...(country ? countryConfig(country, Number.isInteger(shopId) ? shopId : undefined) : {}),
    };
  },
  payoutsbatch: () => ({ payoutStatus: PAYOUT_STATUS_TYPES.filter((s) => s.entityType === 'PAYOUTBATCH') }),
  'payouts/countries': () => payoutCountries(),
  documents: (_ctx, _session, req) => {
    const country = typeof req.query.countryCode === 'string' ? req.query.countryCode.toUpperCase() : undefined;
    return {
      documentTypes: DOCUMENT_TYPES,
      documentStatusTypes: DOCUMENT_STATUS_TYPES,
      payoutDocumentsType: country ? (PAYOUT_DOCUMENT_TYPES[country] ?? [{ id: 1, name: 'Passport' }]) : PAYOUT_DOCUMENT_TYPES,
    };
  },
  refunds: (ctx, session) => ({
    refundStatusTypes: REFUND_STATUS_TYPES,
    countries: countries(),
    documentTypes: DOCUMENT_TYPES,
    documentStatusTypes: DOCUMENT_STATUS_TYPES,
    shops: shopsOf(ctx, session).map(({ shopId, shopName }) => ({ shopId, shopName })),
  }),
  countries: () => countries(),
  channels: () => CHANNEL_TYPES,
  'new-guid': () => randomUUID(),
  // By country for payouts (spec 02 §7); the whole list without one.
  'account-Types': (_ctx, _session, req) =>
    typeof req.query.countryCode === 'string' ? accountTypesOf(req.query.countryCode.toUpperCase()) : BANK_ACCOUNT_TYPES,
  // Spec 03 §7: the currencies, each with the countries a paywall in it may be for.
  'paywall-currency-countries': () =>
    CURRENCIES.map((x) => ({
      currencyCode: x.currencyCode,
      currencySymbol: x.symbol,
      countries: COUNTRIES.filter((c) => c.currencyCode === x.currencyCode).map(({ countryCode, countryName }) => ({
        countryCode,
        countryName,
      })),
    })).filter((x) => x.countries.length > 0),
  settlements: (ctx, session) => ({
    settlementStatuses: [
      { code: 'DRAFT', description: 'Draft' },
      { code: 'PUBLISHED', description: 'Published' },
      { code: 'PAID', description: 'Paid' },
    ],
    shops: shopsOf(ctx, session),
    currencies: currencies(),
  }),
  'settled-transactions': (ctx, session, req) => settledTransactionsConfig(ctx, session, req.query),
  // Spec 03 §3 "Daily balance configuration": merchants with their legacy id, shops, currencies.
  'shop-daily-balance': (ctx, session) => ({
    merchants: merchantsOf(ctx, session),
    shops: shopsOf(ctx, session),
    currencies: currencies(),
  }),
  'industry-types': () => INDUSTRY_TYPES,
  'core-api': () => ({
    apiPaymentUrl: 'https://sandbox-api.example.test/v1/payments',
    apiDocumentationUrl: 'https://docs.example.test/api',
  }),
  'max-shop-credentials-view-count': () => ({ id: 'MAX_SHOP_CREDENTIALS_VIEW_COUNT', value: MAX_SHOP_CREDENTIALS_VIEW_COUNT }),
  'risk-dropdowns': () => riskDropdowns(),
};

export const CONFIG_NAMES = Object.keys(BUILDERS);

export function configRoutes(ctx: ApiContext): Router {
  const router = Router();
  // The login page asks before anyone is logged in; the fake API has no bot check.
  router.get('/config/has-recaptcha', (_req, res) => {
    res.json(false);
  });
  const authed = ctx.auth.requireAuth();
  for (const [name, build] of Object.entries(BUILDERS)) {
    router.get(
      `/config/${name}`,
      authed,
      handle((req, res) => {
        res.json(build(ctx, sessionOrThrow(req), req));
      }),
    );
  }
  // Spec 01 §7.3 names the core API's settings under /service-configuration too.
  router.get(
    '/service-configuration/core-api',
    authed,
    handle((req, res) => {
      res.json(BUILDERS['core-api'](ctx, sessionOrThrow(req), req));
    }),
  );
  router.get('/config/*', authed, (req, _res, next) => next(notFound(`Unknown config ${req.path.slice('/config/'.length)}`)));
  return router;
}
