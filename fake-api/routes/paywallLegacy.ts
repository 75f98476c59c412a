/**
 * The legacy paywall calls of spec 01 §7.3 (issue #18), unused by the screens but answered: the
 * bulk upload of payment e-mails (a CSV or Excel file, answered row by row) and its template,
 * a shop's e-mail wording (`paywall-email-setting`, `paywalls/settings/{shopId}` with DELETE to
 * reset), the merchant's sender (`email-configuration-settings`) and an e-mail's subscription.
 */
import { Router, type Request } from 'express';
import { requirePatent, sessionOrThrow, type Session } from '../auth';
import type { ApiContext } from '../context';
import { parseDateText } from '../contract';
import { toCsv } from '../csv';
import { badRequest, handle, notFound } from '../httpError';
import { receiveUpload } from '../receiveUpload';
import type { PaywallEmailSettingRow, PaywallRow } from '../seed/types';
import { parseBody, withBody } from '../validation';
import { EmailSenderBody, EmailSubscriptionBody, ShopEmailSettingBody } from '../../contract/writes/paywallLegacy';
import { PaywallBody } from '../../contract/writes/paywalls';
import { readSheetFile } from './payoutImport';
import { createPaywall } from './paywalls';

/** The columns of a bulk file: the payment e-mail form's fields, flat. */
export const BULK_COLUMNS = [
  'shopId',
  'firstName',
  'lastName',
  'personalId',
  'email',
  'phone',
  'country',
  'city',
  'zip',
  'address',
  'language',
  'description',
  'trackingId',
  'amount',
  'currency',
  'expirationDays',
  'scheduledSendDate',
] as const;

const TEMPLATE_EXAMPLE: Record<(typeof BULK_COLUMNS)[number], string> = {
  shopId: '12',
  firstName: 'Ana',
  lastName: 'Souza',
  personalId: '12345678901',
  email: 'ana.souza@example.com',
  phone: '5511987654321',
  country: 'BR',
  city: 'São Paulo',
  zip: '01310-100',
  address: 'Avenida Paulista 1000',
  language: 'PT',
  description: 'Invoice 2026-118',
  trackingId: 'INV-2026-118',
  amount: '150.00',
  currency: 'BRL',
  expirationDays: '2',
  scheduledSendDate: '',
};

const bodyOfLine = (line: Record<string, string>) => ({
  shopId: Number(line.shopId),
  customer: {
    country: line.country,
    firstName: line.firstName,
    lastName: line.lastName,
    personalId: line.personalId,
    email: line.email,
    phone: line.phone,
    address: line.address,
    city: line.city,
    zip: line.zip,
  },
  language: line.language,
  scheduledSendDate: line.scheduledSendDate || undefined,
  description: line.description,
  trackingId: line.trackingId,
  amount: Number(line.amount),
  currency: line.currency,
  expirationDays: Number(line.expirationDays || 2),
  fromShopAdmin: true,
  shopPaymentType: 'email',
});

export function paywallLegacyRoutes(ctx: ApiContext): Router {
  const router = Router();
  const authed = ctx.auth.requireAuth();
  const db = () => ctx.store.db;
  const canView = requirePatent('PAYWALL_EMAIL', 'VIEW');
  const canEdit = requirePatent('PAYWALL_EMAIL', 'EDIT_EMAIL_SETTINGS');

  const shopOf = (session: Session, raw: unknown) => {
    const shop = db().shops.find((s) => String(s.shopId) === String(raw) && session.merchantIds.has(s.merchantId));
    if (!shop) throw badRequest('shopId must be one of your shops');
    return shop;
  };
  const shopSetting = (session: Session, raw: unknown): PaywallEmailSettingRow => {
    const shop = shopOf(session, raw);
    const stored = db().paywallEmailSettings.find((s) => s.settingId === `shop:${shop.shopId}`);
    return (
      stored ?? {
        settingId: `shop:${shop.shopId}`,
        merchantId: shop.merchantId,
        shopId: shop.shopId,
        senderName: shop.shopName,
        senderEmail: '',
        replyTo: shop.contactEmail ?? '',
        subject: `Your payment to ${shop.shopName}`,
        message: 'Hello {firstName}, please use the link below to pay {amount}. It is valid until {expirationDate}.',
        updatedDate: '',
      }
    );
  };
  const save = (row: PaywallEmailSettingRow) => {
    const rows = db().paywallEmailSettings;
    const at = rows.findIndex((r) => r.settingId === row.settingId);
    if (at >= 0) rows[at] = row;
    else rows.push(row);
    ctx.store.changed('paywallEmailSettings');
    return row;
  };

  router.get('/get-template', authed, canView, (_req, res) => {
    res
      .attachment('payment-emails-template.csv')
      .type('text/csv')
      .send(toCsv([TEMPLATE_EXAMPLE], BULK_COLUMNS));
  });

  router.post(
    '/bulk-uploading-paywalls',
    authed,
    requirePatent('PAYWALL_EMAIL', 'ADD'),
    handle(async (req, res) => {
      const session = sessionOrThrow(req);
      const upload = await receiveUpload(ctx, req, session, 'spreadsheet');
      const lines = await readSheetFile(upload.type, upload.bytes, { required: BULK_COLUMNS.slice(0, -1), rowNoun: 'payment e-mail' });
      const rows = lines.map((line, i) => {
        try {
          const paywall = createPaywall(ctx, session, parseBody(PaywallBody, bodyOfLine(line)));
          return { row: i + 2, status: 'CREATED', paywallId: paywall.paywallId, email: paywall.customer.email };
        } catch (error) {
          return { row: i + 2, status: 'ERROR', email: line.email, message: error instanceof Error ? error.message : String(error) };
        }
      });
      const created = rows.filter((r) => r.status === 'CREATED').length;
      res.json({ total: rows.length, created, failed: rows.length - created, rows });
    }),
  );

  const readSetting = (req: Request) => shopSetting(sessionOrThrow(req), req.params.shopId ?? req.query.shopId);
  router.get(
    '/paywall-email-setting',
    authed,
    canView,
    handle((req, res) => res.json(readSetting(req))),
  );
  router.get(
    '/paywalls/settings/:shopId',
    authed,
    canView,
    handle((req, res) => res.json(readSetting(req))),
  );
  router.post(
    '/paywall-email-setting',
    authed,
    canEdit,
    withBody(ShopEmailSettingBody, (body, req, res) => {
      const current = shopSetting(sessionOrThrow(req), body.shopId);
      res.json(save({ ...current, ...body, replyTo: body.replyTo ?? '', updatedDate: new Date().toISOString() }));
    }),
  );
  router.delete(
    '/paywalls/settings/:shopId',
    authed,
    canEdit,
    handle((req, res) => {
      const { settingId } = readSetting(req);
      const rows = db().paywallEmailSettings;
      const at = rows.findIndex((r) => r.settingId === settingId);
      if (at >= 0) {
        rows.splice(at, 1);
        ctx.store.changed('paywallEmailSettings');
      }
      res.json(readSetting(req));
    }),
  );

  const senderOf = (session: Session): PaywallEmailSettingRow => {
    const merchantId = session.account.merchantId;
    const merchant = db().merchants.find((m) => m.merchantId === merchantId);
    return (
      db().paywallEmailSettings.find((s) => s.settingId === `merchant:${merchantId}`) ?? {
        settingId: `merchant:${merchantId}`,
        merchantId,
        shopId: null,
        senderName: merchant?.merchantName ?? '',
        senderEmail: 'payments@sandbox.example',
        replyTo: '',
        subject: '',
        message: '',
        updatedDate: '',
      }
    );
  };
  router.get(
    '/email-configuration-settings',
    authed,
    canView,
    handle((req, res) => res.json(senderOf(sessionOrThrow(req)))),
  );
  router.put(
    '/email-configuration-settings',
    authed,
    canEdit,
    withBody(EmailSenderBody, (body, req, res) => {
      const current = senderOf(sessionOrThrow(req));
      res.json(save({ ...current, ...body, replyTo: body.replyTo ?? '', updatedDate: new Date().toISOString() }));
    }),
  );

  const emailPaywall = (session: Session, id: unknown): PaywallRow => {
    const paywall = db().paywalls.find((p) => p.paywallId === String(id) && session.merchantIds.has(p.merchantId));
    if (!paywall) throw notFound(`paywallId ${String(id)} not found`);
    if (paywall.shopPaymentType !== 'email') throw badRequest('paywallId must be a payment e-mail');
    return paywall;
  };
  const subscriptionOf = (p: PaywallRow) => ({
    paywallId: p.paywallId,
    subscriptionEnabled: p.subscriptionEnabled,
    subscriptionInterval: p.subscriptionInterval,
    subscriptionDateStart: p.subscriptionDateStart,
    subscriptionDateEnd: p.subscriptionDateEnd,
  });
  router.get(
    '/paywalls/email-subscription',
    authed,
    canView,
    handle((req, res) => res.json(subscriptionOf(emailPaywall(sessionOrThrow(req), req.query.paywallId)))),
  );
  router.post(
    '/paywalls/email-subscription',
    authed,
    requirePatent('PAYWALL_EMAIL', 'EDIT'),
    withBody(EmailSubscriptionBody, (body, req, res) => {
      const paywall = emailPaywall(sessionOrThrow(req), body.paywallId);
      const on = body.subscriptionEnabled;
      Object.assign(paywall, {
        subscriptionEnabled: on,
        subscriptionInterval: on ? body.subscriptionInterval : null,
        subscriptionDateStart: on && body.subscriptionDateStart ? parseDateText(body.subscriptionDateStart, 'from') : null,
        subscriptionDateEnd: on && body.subscriptionDateEnd ? parseDateText(body.subscriptionDateEnd, 'to') : null,
      });
      ctx.store.changed('paywalls');
      res.json(subscriptionOf(paywall));
    }),
  );
  return router;
}
