/**
 * Shops (spec 02 §2 "Shops", §3 "Shop" / "Shop credentials", §9): the grid and get-one without
 * the API secrets, and the counted credentials view. Served in front of generic.ts, so these
 * /shops handlers win over the generic ones.
 */
import { createHash } from 'node:crypto';
import { Router, type Request } from 'express';
import { requirePatent, sessionOrThrow } from '../auth';
import type { ApiContext } from '../context';
import { badRequest, handle, notFound, quoted } from '../httpError';
import type { Row } from '../contract';
import type { ShopRow } from '../seed/types';
import { ERROR_CODES, SHOP_CREDENTIALS_LIMIT_CODE, type ShopCredentialsReply } from '../../contract/wire';
import { MAX_SHOP_CREDENTIALS_VIEW_COUNT } from './config';
import { findScoped, getOneHandler, gridHandler, type CollectionView } from './grid';
import { isListedShop } from '../../contract/shops/listedShop';

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

  /** The caller's listed shop, or 404 ENTITY_NOT_FOUND (another merchant's, hidden by the screen, unknown). */
  const listedShop = (req: Request): ShopRow => {
    let shop: ShopRow;
    try {
      shop = findScoped(ctx, SHOP_VIEW, sessionOrThrow(req), String(req.params.id)) as unknown as ShopRow;
    } catch {
      throw notFound(ERROR_CODES.ENTITY_NOT_FOUND);
    }
    // Only the shops screen offers credentials, and it lists no disabled or master-merchant shop.
    if (!isListedShop(shop)) throw notFound(ERROR_CODES.ENTITY_NOT_FOUND);
    return shop;
  };
  const credentialsReply = (shop: ShopRow, disclose: boolean): ShopCredentialsReply => {
    const hasCredentials = shop.hasCredentials !== false;
    return {
      shopId: shop.shopId,
      shopLegacyId: shop.shopLegacyId,
      shopName: shop.shopName,
      ...(disclose && hasCredentials ? credentialsOf(shop) : { username: '', apiKey: '', secretKey: '' }),
      dateTime: shop.credentialsDate ?? shop.createdDate,
      hasCredentials,
      viewCount: shop.shopCredentialsViewCount ?? 0,
    };
  };
  const showCredentials = requirePatent('SHOW_CREDENTIALS', 'VIEW');

  // GET /shops/{id}/credentials reads about them (views used, whether there are any), disclosing
  // and counting nothing: a prefetch, a crawler or a retried read must not spend a view.
  router.get(
    '/shops/:id/credentials',
    authed,
    showCredentials,
    handle((req, res) => {
      res.set('Cache-Control', 'no-store').json(credentialsReply(listedShop(req), false));
    }),
  );

  // POST /shops/{id}/credentials is the user's "Show them": it discloses them and counts one view,
  // up to the configured maximum.
  router.post(
    '/shops/:id/credentials',
    authed,
    showCredentials,
    handle((req, res) => {
      const shop = listedShop(req);
      const used = shop.shopCredentialsViewCount ?? 0;
      if (used >= MAX_SHOP_CREDENTIALS_VIEW_COUNT) throw badRequest(SHOP_CREDENTIALS_LIMIT_CODE);
      // Nothing is disclosed for a shop without credentials, so no view is spent on it.
      if (shop.hasCredentials !== false) {
        shop.shopCredentialsViewCount = used + 1;
        ctx.store.changed('shops');
      }
      res.set('Cache-Control', 'no-store').json(credentialsReply(shop, true));
    }),
  );

  // The grid and get-one of generic.ts, minus the secrets (they travel only through the counted call).
  const noSecretSort = handle((req, _res, next) => {
    if (typeof req.query.sortField === 'string' && SECRET_SORTS.has(req.query.sortField))
      throw badRequest(`sortField ${quoted(req.query.sortField)} is not sortable`);
    next();
  });
  router.get('/shops', authed, viewShops, noSecretSort, gridHandler(ctx, SHOP_VIEW));
  router.get('/shops/:id', authed, viewShops, getOneHandler(ctx, SHOP_VIEW));
  return router;
}
