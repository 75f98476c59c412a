/**
 * Shops (spec 02 §2 "Shops", §3 "Shop" / "Shop credentials", §9): the grid and get-one without
 * the API secrets, and the counted credentials view. Served in front of generic.ts, so these
 * /shops handlers win over the generic ones.
 */
import { createHash } from 'node:crypto';
import { Router } from 'express';
import { requirePatent, sessionOrThrow } from '../auth';
import type { ApiContext } from '../context';
import { badRequest, handle, notFound } from '../httpError';
import type { Row } from '../contract';
import type { ShopRow } from '../seed/types';
import { ERROR_CODES, SHOP_CREDENTIALS_LIMIT_CODE, type ShopCredentialsReply } from '../../src/providers/wire';
import { MAX_SHOP_CREDENTIALS_VIEW_COUNT } from './config';
import { findScoped, getOneHandler, gridHandler, type CollectionView } from './grid';
import { isListedShop } from '../../resources/shops/listedShop';

/** Fields only the counted credentials call may disclose. */
export const SECRET_FIELDS = ['apiKey', 'secretKey', 'username'] as const;

const withoutSecrets = (row: Row): Row => {
  const shown = { ...row };
  for (const field of SECRET_FIELDS) delete shown[field];
  return shown;
};

/** A filter on a secret would let anyone probe its value one guess at a time: such keys are ignored. */
const ignoreSecretFilters = Object.fromEntries(SECRET_FIELDS.map((field) => [field, () => null]));

export const SHOP_VIEW: CollectionView = {
  collection: 'shops',
  idField: 'shopId',
  project: withoutSecrets,
  spec: {
    searchFields: ['shopName', 'shopLegacyId', 'webUrl'],
    aliases: { status: 'shopStatusTypeCode' },
    custom: {
      ...ignoreSecretFilters,
      // The shops screen always asks for enabled shops that are not the master merchant's (spec 02 §2).
      showOnlyValidShops: (v) => (v === 'true' ? isListedShop : null),
    },
  },
};

const SECRET_SORTS = new Set<string>(SECRET_FIELDS);

const digest = (shop: Pick<ShopRow, 'shopId' | 'shopLegacyId'>, purpose: string, length: number) =>
  createHash('sha256').update(`${purpose}:${shop.shopId}:${shop.shopLegacyId}`).digest('hex').slice(0, length);

/** The shop's API credentials; a data file seeded before they existed gets stable derived ones. */
export function credentialsOf(shop: ShopRow): Pick<ShopCredentialsReply, 'username' | 'apiKey' | 'secretKey'> {
  return {
    username: shop.username || `api_shop_${shop.shopId}`,
    apiKey: shop.apiKey || `pk_${digest(shop, 'api', 24)}`,
    secretKey: shop.secretKey || `sk_${digest(shop, 'secret', 32)}`,
  };
}

export function shopRoutes(ctx: ApiContext): Router {
  const router = Router();
  const authed = ctx.auth.requireAuth();
  const viewShops = requirePatent('SHOP', 'VIEW');

  // GET /shops/{id}/credentials: each answer counts one view, up to the configured maximum.
  router.get(
    '/shops/:id/credentials',
    authed,
    requirePatent('SHOW_CREDENTIALS', 'VIEW'),
    handle((req, res) => {
      const session = sessionOrThrow(req);
      let shop: ShopRow;
      try {
        shop = findScoped(ctx, SHOP_VIEW, session, String(req.params.id)) as unknown as ShopRow;
      } catch {
        // Another merchant's shop does not exist for this caller.
        throw notFound(ERROR_CODES.ENTITY_NOT_FOUND);
      }
      // Only the shops screen offers credentials, and it lists no disabled or master-merchant shop.
      if (!isListedShop(shop)) throw notFound(ERROR_CODES.ENTITY_NOT_FOUND);
      const used = shop.shopCredentialsViewCount ?? 0;
      if (used >= MAX_SHOP_CREDENTIALS_VIEW_COUNT) throw badRequest(SHOP_CREDENTIALS_LIMIT_CODE);
      const hasCredentials = shop.hasCredentials !== false;
      // Nothing is disclosed for a shop without credentials, so no view is spent on it.
      if (hasCredentials) {
        shop.shopCredentialsViewCount = used + 1;
        ctx.store.changed('shops');
      }
      const reply: ShopCredentialsReply = {
        shopId: shop.shopId,
        shopLegacyId: shop.shopLegacyId,
        shopName: shop.shopName,
        ...(hasCredentials ? credentialsOf(shop) : { username: '', apiKey: '', secretKey: '' }),
        dateTime: shop.credentialsDate ?? shop.createdDate,
        hasCredentials,
        viewCount: shop.shopCredentialsViewCount,
      };
      res.set('Cache-Control', 'no-store').json(reply);
    }),
  );

  // The grid and get-one of generic.ts, minus the secrets (they travel only through the counted call).
  const noSecretSort = handle((req, _res, next) => {
    if (typeof req.query.sortField === 'string' && SECRET_SORTS.has(req.query.sortField))
      throw badRequest(`sortField ${req.query.sortField} is not sortable`);
    next();
  });
  router.get('/shops', authed, viewShops, noSecretSort, gridHandler(ctx, SHOP_VIEW));
  router.get('/shops/:id', authed, viewShops, getOneHandler(ctx, SHOP_VIEW));
  return router;
}
