/**
 * White-label branding (spec 03 §2, §3, §5, §7; issue #19): a merchant's and a shop's settings,
 * one save for both (TEMPLATE EDIT), the styles a shop's pages use (`/h2h/styles`), and the
 * previews: a URL of the pay page rendered with the settings being edited, saved or not.
 */
import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import { requireAnyPatent, requirePatent, sessionOrThrow, type Session } from '../auth';
import type { ApiContext } from '../context';
import { badRequest, handle, notFound } from '../httpError';
import { brandingOf, settingsOfShop, type BrandSettings } from '../paywalls/branding';
import { landingPreviewPage, offerPage } from '../paywalls/payPage';
import { fontFolder } from '../paywalls/webFonts';
import { API_VERSION_PATH } from '../../contract/wire';
import { FONT_FAMILIES } from '../../contract/integrations/fontFamilies';
import { defaultMerchantWhitelabel } from '../seed/whitelabel';
import type { MerchantWhitelabelRow, PaywallRow, ShopWhitelabelRow } from '../seed/types';
import { withBody } from '../validation';
import { BrandPreviewBody, WhitelabelSaveBody } from '../../contract/writes/whitelabel';

const PREVIEWS_KEPT = 200;

/** Which page a preview shows: the shop's pay page, or its landing page (spec 03 §7's two preview calls). */
type PreviewPage = 'paywall' | 'landing';

export function whitelabelRoutes(ctx: ApiContext): Router {
  const router = Router();
  const authed = ctx.auth.requireAuth();
  const db = () => ctx.store.db;
  const previews = new Map<string, { shopId: number; settings: BrandSettings; page: PreviewPage }>();

  /**
   * A merchant's branding in the caller's scope: its saved row, or the defaults for a merchant
   * never branded (a submerchant registered today), stored on `save` so the save has a row to fill.
   */
  const merchantOf = (session: Session, raw: unknown, save = false): MerchantWhitelabelRow => {
    const merchant = db().merchants.find((m) => String(m.merchantId) === String(raw) && session.merchantIds.has(m.merchantId));
    if (!merchant) throw notFound(`merchantId ${String(raw)} not found`);
    const saved = db().merchantWhitelabels.find((w) => w.merchantId === merchant.merchantId);
    if (saved) return saved;
    const row = defaultMerchantWhitelabel(merchant);
    if (save) db().merchantWhitelabels.push(row);
    return row;
  };
  const shopOf = (session: Session, raw: unknown): ShopWhitelabelRow => {
    const row = db().shopWhitelabels.find((w) => String(w.shopId) === String(raw) && session.merchantIds.has(w.merchantId));
    if (!row) throw notFound(`shopId ${String(raw)} not found`);
    return row;
  };
  /** A logo or background must be an image the caller uploaded (kind logo): the save's rule and the preview's. */
  const imageOf = (session: Session, key: string, field: string) => {
    const file = db().files.find((f) => f.fileKey === key);
    const mine = file && (file.merchantId === null || session.merchantIds.has(file.merchantId));
    if (!file || !mine || !file.contentType.startsWith('image/')) throw badRequest(`${field}Key must be an image you uploaded`);
    return file;
  };
  /** The save's: an image of the caller's with its id, or none (id 0). */
  const checkImage = (session: Session, key: string | null, id: number, field: string) => {
    if (!key) {
      if (id !== 0) throw badRequest(`${field}Id must be 0 without a file`);
      return;
    }
    if (imageOf(session, key, field).fileId !== id) throw badRequest(`${field}Id must be the id of ${field}Key`);
  };

  router.get(
    '/merchants/:id/whitelabel',
    authed,
    requireAnyPatent(['MERCHANT', 'INTEGRATOR'], 'VIEW'),
    handle((req, res) => res.json(merchantOf(sessionOrThrow(req), req.params.id))),
  );
  router.get(
    '/shops/:id/whitelabel',
    authed,
    requireAnyPatent(['SHOP', 'INTEGRATOR'], 'VIEW'),
    handle((req, res) => res.json(shopOf(sessionOrThrow(req), req.params.id))),
  );

  router.post(
    '/merchants/:id/whitelabel',
    authed,
    requirePatent('TEMPLATE', 'EDIT'),
    withBody(WhitelabelSaveBody, (body, req, res) => {
      const session = sessionOrThrow(req);
      const merchant = merchantOf(session, req.params.id, true);
      const shop = body.shop && shopOf(session, body.shop.shopId);
      if (shop && shop.merchantId !== merchant.merchantId) throw badRequest('shop.shopId must be a shop of the merchant');
      if (body.merchant) checkImage(session, body.merchant.logoFileKey, body.merchant.logoFileId, 'merchant.logoFile');
      if (body.shop) {
        checkImage(session, body.shop.logoFileKey, body.shop.logoFileId, 'shop.logoFile');
        checkImage(session, body.shop.backgroundFileKey, body.shop.backgroundFileId, 'shop.backgroundFile');
      }
      if (body.merchant) Object.assign(merchant, body.merchant);
      if (shop && body.shop) {
        // Spec 03 §4: saving one background clears the other.
        const image = Boolean(body.shop.backgroundFileKey);
        Object.assign(shop, body.shop, {
          backgroundColor: image ? '' : body.shop.backgroundColor || '#FFFFFF',
          backgroundFileId: image ? body.shop.backgroundFileId : 0,
          backgroundFileKey: image ? body.shop.backgroundFileKey : null,
        });
      }
      ctx.store.changed('merchantWhitelabels');
      ctx.store.changed('shopWhitelabels');
      res.json({ merchant, shop: shop ?? null });
    }),
  );

  // The styles a shop's pages wear: its own, its merchant's, or the product's (source).
  router.get(
    '/h2h/styles',
    authed,
    requireAnyPatent(['INTEGRATOR', 'SHOP'], 'VIEW'),
    handle((req, res) => {
      const shop = shopOf(sessionOrThrow(req), req.query.shopId);
      const settings = settingsOfShop(ctx, shop.shopId);
      const source = settings === shop ? 'SHOP' : settings ? 'MERCHANT' : 'DEFAULT';
      res.json({ shopId: shop.shopId, source, fontFamilies: FONT_FAMILIES, ...(settings ?? {}) });
    }),
  );

  const preview = (settings: BrandSettings, shopId: number, page: PreviewPage) => {
    const token = randomBytes(12).toString('hex');
    previews.set(token, { shopId, settings, page });
    // The newest few are kept: a preview is looked at once.
    if (previews.size > PREVIEWS_KEPT) previews.delete(previews.keys().next().value as string);
    return { url: `${ctx.publicOrigin}${API_VERSION_PATH}/pay/preview/${token}` };
  };
  // The pay page with the settings, or (landing settings) the shop's landing page: two pages, two calls.
  for (const page of ['paywall', 'landing'] as const) {
    router.post(
      `/shops/:id/${page}-preview`,
      authed,
      requirePatent('INTEGRATOR', 'VIEW'),
      withBody(BrandPreviewBody, (body, req, res) => {
        const session = sessionOrThrow(req);
        const shop = shopOf(session, req.params.id);
        // The save's rule: a preview shows no image the save would refuse (another merchant's, a path).
        if (body.logoFileKey) imageOf(session, body.logoFileKey, 'logoFile');
        if (body.backgroundFileKey) imageOf(session, body.backgroundFileKey, 'backgroundFile');
        const settings: BrandSettings = {
          primaryColor: body.primaryColor,
          accentColor: body.accentColor ?? '#FFFFFF',
          backgroundColor: body.backgroundColor ?? '#FFFFFF',
          logoFileKey: body.logoFileKey ?? null,
          backgroundFileKey: body.backgroundFileKey ?? null,
          fontFamily: body.fontFamily,
          isTextButtonBlack: body.isTextButtonBlack ?? false,
          enableSecuredByLogo: body.enableSecuredByLogo ?? true,
        };
        res.json(preview(settings, shop.shopId, page));
      }),
    );
  }

  // A white label's font file: public like the pay pages that load it, only the offered fonts' files.
  router.get(
    '/pay/fonts/:font/:file',
    handle((req, res) => {
      const folder = fontFolder(String(req.params.font));
      const file = String(req.params.file);
      if (!folder || !/^[a-z0-9-]+\.woff2?$/.test(file)) throw notFound('font not found');
      res.sendFile(file, { root: folder, maxAge: '365d', immutable: true }, (error) => {
        if (error && !res.headersSent) res.status(404).type('text').send('font not found');
      });
    }),
  );

  // The preview itself: public like the pay page (an <iframe> sends no bearer header).
  router.get(
    '/pay/preview/:token',
    handle(async (req, res) => {
      const found = previews.get(String(req.params.token));
      res.type('html');
      if (!found) throw notFound('preview not found');
      const shop = db().shops.find((s) => s.shopId === found.shopId);
      const branding = await brandingOf(ctx, found.settings);
      if (found.page === 'landing') return void res.send(landingPreviewPage(shop?.shopName ?? '', branding));
      const now = Date.now();
      const sample = {
        paywallId: 'preview',
        shopName: shop?.shopName ?? '',
        amount: 150.25,
        currency: shop?.currencyCode ?? 'USD',
        description: 'Order 1024',
        trackingId: 'ORD-1024',
        language: 'EN',
        testMode: false,
        expiredDate: new Date(now + 2 * 86_400_000).toISOString(),
      } as PaywallRow;
      res.send(offerPage(sample, '#', branding, true));
    }),
  );
  return router;
}
