/**
 * Every seeded collection without screen-specific rules: a grid and a get-one at its spec path,
 * guarded by its resource's VIEW and scoped to the caller's merchants. Later screens add their
 * own routes (exports, writes) in front of these.
 */
import { Router } from 'express';
import { requireAnyPatent } from '../auth';
import type { ApiContext } from '../context';
import type { CollectionView } from './grid';
import { getOneHandler, gridHandler } from './grid';

interface GenericRoute extends CollectionView {
  /** Grid path; get-one is `{path}/{id}` and, when given, `{onePath}/{id}`. */
  path: string;
  onePath?: string;
  resources: readonly string[];
}

/** Top-ups and adjustment movements (spec 03 §8): createdDateFrom/To bound the movement's date. */
const MOVEMENTS = {
  searchFields: ['description', 'merchantName', 'shopName'],
  aliases: { createdDate: 'date', merchant: 'merchantId', shop: 'shopId', currency: 'currencyCode' },
} satisfies CollectionView['spec'];

const ROUTES: readonly GenericRoute[] = [
  {
    path: '/claims',
    collection: 'claims',
    idField: 'claimId',
    resources: ['CLAIM'],
    spec: {
      searchFields: ['transactionId', 'trackingId', 'transactionEmail', 'customerName'],
      aliases: { shop: 'shopId', status: 'claimStatusCode', reason: 'claimReasonCode', channel: 'paymentChannelTypeCode' },
      dateSelector: {
        key: 'dateType',
        rangePrefix: 'date',
        fields: ['claimDate', 'transactionDate', 'processedDate'],
        fallback: 'claimDate',
      },
    },
  },
  {
    path: '/notifications',
    collection: 'notifications',
    idField: 'transactionNotificationLogID',
    resources: ['NOTIFICATION'],
    spec: { searchFields: ['transactionID', 'trackingId'], aliases: { transactionId: 'transactionID' } },
  },
  {
    path: '/payment-methods',
    collection: 'paymentMethods',
    idField: 'paymentMethodId',
    resources: ['PAYMENT_METHOD'],
    unscoped: true,
    spec: {
      searchFields: ['name', 'countryName', 'paymentMethodLegacyId'],
      aliases: { country: 'countryCode', channel: 'paymentChannelTypeCode' },
    },
  },
  {
    path: '/shops',
    collection: 'shops',
    idField: 'shopId',
    resources: ['SHOP'],
    spec: {
      searchFields: ['shopName', 'shopLegacyId', 'webUrl'],
      aliases: { status: 'shopStatusTypeCode' },
      custom: {
        showOnlyValidShops: (v) =>
          v === 'true' ? (row) => row.shopStatusTypeCode === 'ENABLED' && row.isMasterMerchantShop !== true : null,
      },
    },
  },

  // /adjustment-movements/topups before /adjustment-movements/{id}, or "topups" would be read as an id.
  { path: '/adjustment-movements/topups', collection: 'topUps', idField: 'topUpId', resources: ['ADJUSTMENT_MOVEMENT'], spec: MOVEMENTS },
  // Spec 01 §7.3 names /adjustments beside /adjustment-movements: the same movements.
  {
    path: '/adjustments',
    collection: 'adjustmentMovements',
    idField: 'adjustmentMovementId',
    resources: ['ADJUSTMENT_MOVEMENT'],
    spec: { ...MOVEMENTS, aliases: { ...MOVEMENTS.aliases, type: 'adjustmentTypeCode' } },
  },
  {
    path: '/adjustment-movements',
    collection: 'adjustmentMovements',
    idField: 'adjustmentMovementId',
    resources: ['ADJUSTMENT_MOVEMENT'],
    spec: { ...MOVEMENTS, aliases: { ...MOVEMENTS.aliases, type: 'adjustmentTypeCode' } },
  },
  {
    path: '/submerchants',
    collection: 'submerchants',
    idField: 'merchantId',
    resources: ['SUBMERCHANT'],
    spec: { searchFields: ['companyName', 'registryNumber'] },
  },
  {
    path: '/merchants',
    collection: 'merchants',
    idField: 'merchantId',
    resources: ['MERCHANT', 'SUBMERCHANT'],
    spec: { searchFields: ['merchantName', 'merchantLegacyId'] },
  },
];

export function genericRoutes(ctx: ApiContext): Router {
  const router = Router();
  const authed = ctx.auth.requireAuth();
  for (const route of ROUTES) {
    const guard = requireAnyPatent(route.resources, 'VIEW');
    router.get(route.path, authed, guard, gridHandler(ctx, route));
    router.get(`${route.path}/:id`, authed, guard, getOneHandler(ctx, route));
    if (route.onePath) router.get(`${route.onePath}/:id`, authed, guard, getOneHandler(ctx, route));
  }
  return router;
}
