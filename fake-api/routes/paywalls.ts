/**
 * Paywalls (spec 03 §2, §5, §7; issue #18): the payment links and payment e-mails grid (30 a
 * page), one paywall, the shops a paywall may be made for, the create with the form's rules, the
 * e-mail resend, and the hosted pay page a link opens. A scheduled e-mail is delivered when a
 * paywall call finds its time has come.
 */
import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { canAccess } from '../../contract/access';
import { requireAnyPatent, requirePatent, sessionOrThrow, type Session } from '../auth';
import type { ApiContext } from '../context';
import { parseDateText, parseGridQuery, type Row } from '../contract';
import { HttpError, badRequest, handle } from '../httpError';
import { deliverDue, isCancellable, isCancelled, isExpired, isUsed, paywallStatus, payPaywall, scheduleEmail } from '../paywalls/paywalls';
import { payPath } from '../paywalls/payPath';
import { PAYWALL_STATUSES } from '../../contract/paywalls/paywallStatus';
import { brandingOf, settingsOfShop } from '../paywalls/branding';
import { offerPage, outcomePage } from '../paywalls/payPage';
import type { PaywallRow } from '../seed/types';
import { withBody } from '../validation';
import { PayDecisionBody, PaywallBody, ResendPaywallBody, type PaywallInput } from '../../contract/writes/paywalls';
import { findScoped, queryCollection, type CollectionView } from './grid';
import { exportLayoutOf } from '../exportFile';
import { createReportTask } from './reportTasks';

const KINDS = ['PAYWALL', 'PAYWALL_LINK', 'PAYWALL_EMAIL'] as const;
const KIND_RESOURCE = { link: 'PAYWALL_LINK', email: 'PAYWALL_EMAIL' } as const;

/** A paywall as the API answers it: its pay URL absolute, on the app's configured public origin (never a request header). */
const answerer =
  (ctx: ApiContext) =>
  (row: Row): Row => ({ ...row, payUrl: `${ctx.publicOrigin}${payPath(String(row.paywallId))}` });

const PAYWALLS: CollectionView = {
  collection: 'paywalls',
  idField: 'paywallId',
  spec: {
    searchFields: ['paywallId', 'trackingId', 'email', 'transactionID'],
    aliases: { country: 'countryCode', shop: 'shopId' },
    custom: {
      // The list's search box: a paywall id, whole or in part.
      idQuery: (value) => {
        const needle = value.trim().toLowerCase();
        return needle ? { field: 'paywallId', test: (v) => String(v).toLowerCase().includes(needle) } : null;
      },
      shopPaymentType: (value) => {
        if (value !== 'link' && value !== 'email') throw badRequest('shopPaymentType must be link or email');
        return { field: 'shopPaymentType', test: (v) => v === value };
      },
      // The derived status (issue #30), by the screens' own rule, at the time of the call.
      status: (value) => {
        const wanted = new Set(value.split(',').map((part) => part.trim().toUpperCase()));
        const unknown = [...wanted].find((s) => !(PAYWALL_STATUSES as readonly string[]).includes(s));
        if (unknown) throw badRequest(`status must be one of ${PAYWALL_STATUSES.join(', ')}`);
        const now = Date.now();
        return (row) => wanted.has(paywallStatus(row as unknown as PaywallRow, now));
      },
    },
  },
};

/** The shops a paywall may be made for (spec 03 §7 "valid shops"): enabled shops of the caller's merchants. */
export const validShops = (ctx: ApiContext, session: Session) =>
  ctx.store.db.shops
    .filter((s) => session.merchantIds.has(s.merchantId) && s.shopStatusTypeCode === 'ENABLED' && !s.isMasterMerchantShop)
    .map(({ shopId, shopName, merchantId, defaultNotificationUrl, webUrl }) => ({
      shopId,
      shopName,
      merchantId,
      defaultNotificationUrl,
      webUrl,
    }));

/** A new paywall of the caller's, its e-mail sent or scheduled; 403 without ADD on its kind, 400 for a shop not its own. */
export function createPaywall(ctx: ApiContext, session: Session, body: PaywallInput): PaywallRow {
  const resource = KIND_RESOURCE[body.shopPaymentType];
  if (![resource, 'PAYWALL'].some((r) => canAccess(session.account.role, r, 'ADD')))
    throw new HttpError(403, `Forbidden: ${resource} ADD required`);
  const shop = validShops(ctx, session).find((s) => s.shopId === body.shopId);
  if (!shop) throw badRequest('shopId must be one of your enabled shops');
  const now = Date.now();
  const paywallId = randomUUID();
  const scheduled = body.scheduledSendDate ? parseDateText(body.scheduledSendDate, 'from') : null;
  const c = body.customer;
  const row: PaywallRow = {
    paywallId,
    merchantId: shop.merchantId,
    shopId: shop.shopId,
    shopName: shop.shopName,
    shopPaymentType: body.shopPaymentType,
    shopUrl: shop.webUrl,
    amount: body.amount,
    currency: body.currency,
    description: body.description,
    trackingId: body.trackingId,
    testMode: false,
    notificationUrl: body.notificationUrl ?? shop.defaultNotificationUrl,
    returnUrl: new URL('/checkout/success', shop.webUrl).href,
    cancelUrl: new URL('/checkout/cancel', shop.webUrl).href,
    expirationTime: body.expirationDays * 1440,
    language: body.language,
    createdDate: new Date(now).toISOString(),
    payUrl: payPath(paywallId),
    transactionID: null,
    paidDate: null,
    expiredDate: new Date(now + body.expirationDays * 86_400_000).toISOString(),
    cancelledDate: null,
    scheduledSendDate: scheduled,
    scheduledPaymentEmails: [],
    paywallTransactions: [],
    subscriptionEnabled: false,
    subscriptionInterval: null,
    subscriptionDateStart: null,
    subscriptionDateEnd: null,
    customer: {
      firstName: c.firstName,
      lastName: c.lastName,
      personalId: c.personalId,
      email: c.email,
      country: c.country,
      city: c.city,
      zip: c.zip,
      address: c.address,
      phone: c.phone,
      deviceId: '',
      ip: c.ip ?? '',
    },
    countryCode: c.country,
    personalId: c.personalId,
    email: c.email,
  };
  if (row.shopPaymentType === 'email') scheduleEmail(ctx, row, scheduled);
  ctx.store.db.paywalls.push(row);
  ctx.store.changed('paywalls');
  return row;
}

/** The columns of a paywall report: what the list shows, flat, with the derived status. */
const REPORT_COLUMNS = [
  'paywallId',
  'status',
  'shopName',
  'amount',
  'currency',
  'description',
  'trackingId',
  'createdDate',
  'scheduledSendDate',
  'expiredDate',
  'paidDate',
  'cancelledDate',
  'firstName',
  'lastName',
  'email',
  'personalId',
  'countryCode',
  'transactionID',
] as const;
export const PAYWALL_REPORT_NAMES = { link: 'Payment links report', email: 'Payment e-mails report' } as const;

const reportRow = (p: PaywallRow, now: number): Row => {
  const flat: Record<string, unknown> = {
    ...p,
    status: paywallStatus(p, now),
    firstName: p.customer.firstName,
    lastName: p.customer.lastName,
  };
  return Object.fromEntries(REPORT_COLUMNS.map((column) => [column, flat[column] ?? ''])) as Row;
};

export function paywallRoutes(ctx: ApiContext): Router {
  const router = Router();
  const authed = ctx.auth.requireAuth();
  const db = () => ctx.store.db;
  const canView = requireAnyPatent(KINDS, 'VIEW');
  const deliver = () => void deliverDue(ctx);
  const answered = answerer(ctx);
  const paywallOf = (session: Session, id: string) => findScoped(ctx, PAYWALLS, session, id) as unknown as PaywallRow;

  router.get(
    '/paywalls/valid-shops',
    authed,
    canView,
    handle((req, res) => res.json(validShops(ctx, sessionOrThrow(req)))),
  );

  router.get(
    '/paywalls',
    authed,
    canView,
    handle((req, res) => {
      deliver();
      const reply = queryCollection(ctx, PAYWALLS, sessionOrThrow(req), parseGridQuery(req.query));
      res.json({ ...reply, data: reply.data.map(answered) });
    }),
  );

  // Both lists export as report tasks (issue #30), with the kind's EXPORT; before `/:id`.
  router.get(
    '/paywalls/export',
    authed,
    handle((req, res) => {
      const session = sessionOrThrow(req);
      const q = parseGridQuery(req.query, { export: true });
      const kind = q.filters.shopPaymentType;
      if (kind !== 'link' && kind !== 'email') throw badRequest('shopPaymentType must be link or email');
      const resource = KIND_RESOURCE[kind];
      if (!canAccess(session.account.role, resource, 'EXPORT')) throw new HttpError(403, `Forbidden: ${resource} EXPORT required`);
      deliver();
      const now = Date.now();
      const rows = queryCollection(ctx, PAYWALLS, session, q).data.map((row) => reportRow(row as unknown as PaywallRow, now));
      res.json({
        reportTaskId: createReportTask(ctx, session, PAYWALL_REPORT_NAMES[kind], `payment-${kind}s`, rows, exportLayoutOf(req.query)),
      });
    }),
  );

  router.get(
    '/paywalls/:id',
    authed,
    canView,
    handle((req, res) => {
      deliver();
      res.json(answered(paywallOf(sessionOrThrow(req), String(req.params.id)) as unknown as Row));
    }),
  );

  router.post(
    '/paywalls',
    authed,
    withBody(PaywallBody, (body, req, res) => {
      const shown = answered(createPaywall(ctx, sessionOrThrow(req), body) as unknown as Row);
      res.status(201).json({ ...shown, form: { action: shown.payUrl } });
    }),
  );

  // Deactivating a paywall nobody paid (issue #30; the spec has no such call): CHANGE_STATUS on its kind.
  router.post(
    '/paywalls/:id/cancel',
    authed,
    handle((req, res) => {
      const session = sessionOrThrow(req);
      const paywall = paywallOf(session, String(req.params.id));
      const resource = KIND_RESOURCE[paywall.shopPaymentType];
      if (!canAccess(session.account.role, resource, 'CHANGE_STATUS'))
        throw new HttpError(403, `Forbidden: ${resource} CHANGE_STATUS required`);
      if (isUsed(paywall)) throw badRequest('paywallId has already been paid');
      if (isCancelled(paywall)) throw badRequest('paywallId is already cancelled');
      if (!isCancellable(paywall)) throw badRequest('paywallId has already expired');
      paywall.cancelledDate = new Date().toISOString();
      ctx.store.changed('paywalls');
      res.json(answered(paywall as unknown as Row));
    }),
  );

  // Spec 03 §7: "POST paywalls email with body paywallId (resend) … Also paywalls/send-email."
  const resend = withBody(ResendPaywallBody, (body, req, res) => {
    const paywall = paywallOf(sessionOrThrow(req), body.paywallId);
    if (paywall.shopPaymentType !== 'email') throw badRequest('paywallId must be a payment e-mail');
    if (isUsed(paywall)) throw badRequest('paywallId has already been paid');
    if (isCancelled(paywall)) throw badRequest('paywallId is cancelled');
    deliver();
    const status = scheduleEmail(ctx, paywall, null);
    ctx.store.changed('paywalls');
    if (status === 'ERROR')
      throw new HttpError(422, `the e-mail to ${paywall.customer.email} could not be delivered: its domain does not exist`);
    res.json({ paywallId: paywall.paywallId, status });
  });
  for (const path of ['/paywalls/email', '/paywalls/send-email'])
    router.post(path, authed, requirePatent('PAYWALL_EMAIL', 'RESEND_EMAIL'), resend);

  // The hosted pay page: public, as the payer has no session; in the shop's white label (#19).
  // A GET offers the payment; the POST is the payer's answer (PayDecisionBody).
  const payPage = async (req: Request, res: Response, decision?: 'pay' | 'decline') => {
    const paywall = db().paywalls.find((p) => p.paywallId === req.params.id);
    res.type('html');
    if (!paywall) return res.status(404).send(outcomePage('missing', undefined));
    const branding = await brandingOf(ctx, settingsOfShop(ctx, paywall.shopId));
    if (isUsed(paywall)) return res.status(410).send(outcomePage('used', paywall, undefined, branding));
    if (isCancelled(paywall)) return res.status(410).send(outcomePage('cancelled', paywall, undefined, branding));
    if (isExpired(paywall)) return res.status(410).send(outcomePage('expired', paywall, undefined, branding));
    if (!decision) return res.send(offerPage(paywall, payPath(paywall.paywallId), branding));
    if (decision === 'decline') return res.send(outcomePage('declined', paywall, undefined, branding));
    const tx = payPaywall(ctx, paywall);
    return res.status(201).send(outcomePage('paid', paywall, tx.transactionId, branding));
  };
  router.get(
    '/pay/:id',
    handle((req, res) => payPage(req, res)),
  );
  router.post(
    '/pay/:id',
    withBody(PayDecisionBody, (body, req, res) => payPage(req, res, body.decision as 'pay' | 'decline')),
  );
  return router;
}
