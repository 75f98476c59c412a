/**
 * Issue #18's routes over HTTP: the paywall grid, one paywall, the shops and currencies of the
 * form, the create with every rule of spec 03 §5, the resend, the hosted pay page that makes a
 * pay-in, and the legacy calls of 01 §7.3 — who may call them, scoping, and the bad input each refuses.
 */
import { describe, expect, it } from 'vitest';
import type { GridReply } from '../../contract/wire';
import { allRows, json } from '../harness/fakeApi';
import { PAYWALL_LINK } from './support/paywalls';
import { paywallStatus } from '../../contract/paywalls/paywallStatus';
import type { CreatedPaywall, ScheduledPaymentEmail } from '../../contract/paywalls/types';
import { suiteDemoApi, type DemoCall } from '../harness/demoApi';

const api = suiteDemoApi({ scale: 3000 });
const { as } = api;

/** A paywall as every route answers it (a create adds the hosted form); the expiry and the e-mail list are always sent. */
type Paywall = CreatedPaywall & { expiredDate: string; scheduledPaymentEmails: ScheduledPaymentEmail[] };

const RANGE = 'createdDateFrom=01/01/2020&createdDateTo=31/12/2030';
const ROUTES = [
  `/paywalls?pageSize=5&${RANGE}`,
  '/paywalls/valid-shops',
  '/get-template',
  '/paywall-email-setting?shopId=8',
  '/email-configuration-settings',
];

const get = async <T>(call: DemoCall, path: string) => json<T>(await call(path));
const post = (call: DemoCall, path: string, body: unknown) => call(path, { method: 'POST', body: JSON.stringify(body) });

const LINK = PAYWALL_LINK;
const EMAIL = { ...LINK, shopPaymentType: 'email' };
const withCustomer = (patch: Record<string, unknown>) => ({ ...LINK, customer: { ...LINK.customer, ...patch } });

async function created(call: DemoCall, body: unknown): Promise<Paywall> {
  const reply = await post(call, '/paywalls', body);
  expect(reply.status, await reply.clone().text()).toBe(201);
  return json<Paywall>(reply);
}

describe('the paywall routes', () => {
  it('answer 401 without a token and 403 to the staff, whose role has no paywall', async () => {
    for (const path of ROUTES) {
      expect((await fetch(`${api.url}${path}`)).status, path).toBe(401);
      expect((await as.staff(path)).status, path).toBe(403);
    }
    expect((await post(as.staff, '/paywalls', LINK)).status).toBe(403);
  });

  it('let the viewer read but neither create, resend, upload nor change a setting', async () => {
    expect((await as.viewer(`/paywalls?pageSize=5&${RANGE}`)).status).toBe(200);
    expect((await post(as.viewer, '/paywalls', LINK)).status).toBe(403);
    expect((await post(as.viewer, '/paywalls', EMAIL)).status).toBe(403);
    const [email] = (await get<GridReply<Paywall>>(as.viewer, `/paywalls?pageSize=1&shopPaymentType=email&${RANGE}`)).data;
    expect((await post(as.viewer, '/paywalls/email', { paywallId: email?.paywallId })).status).toBe(403);
    expect((await post(as.viewer, '/paywall-email-setting', { shopId: 8, senderName: 'x', subject: 'x', message: 'x' })).status).toBe(403);
    expect((await as.viewer('/paywalls/settings/8', { method: 'DELETE' })).status).toBe(403);
  });

  it('list 30 a page by kind, scoped to the caller: a merchant never sees the super-merchant’s other members', async () => {
    const page = await get<GridReply<Paywall>>(
      as.merchant,
      `/paywalls?pageSize=30&shopPaymentType=link&${RANGE}&sortField=createdDate&sortDirection=desc`,
    );
    expect(page.data.length).toBe(30);
    expect(page.data.every((p) => p.shopPaymentType === 'link' && p.merchantId === 4)).toBe(true);
    const all = await get<GridReply<Paywall>>(as.super, `/paywalls?pageSize=100&${RANGE}`);
    const foreign = all.data.find((p) => p.merchantId !== 4);
    expect(foreign).toBeDefined();
    expect((await as.merchant(`/paywalls/${foreign?.paywallId}`)).status).toBe(404);
    // The search box: a part of a paywall id.
    const mine = page.data[0] as Paywall;
    const found = await get<GridReply<Paywall>>(as.merchant, `/paywalls?pageSize=5&idQuery=${mine.paywallId.slice(0, 8)}&${RANGE}`);
    expect(found.data.map((p) => p.paywallId)).toContain(mine.paywallId);
    expect((await as.merchant(`/paywalls?pageSize=5&shopPaymentType=sms&${RANGE}`)).status).toBe(400);
  });

  it('give the form its shops with their notification URL and the currencies with their countries', async () => {
    const shops = await get<{ shopId: number; defaultNotificationUrl: string }[]>(as.merchant, '/paywalls/valid-shops');
    expect(shops.map((s) => s.shopId)).toContain(8);
    expect(shops.every((s) => s.defaultNotificationUrl.startsWith('https://'))).toBe(true);
    const currencies = await get<{ currencyCode: string; countries: { countryCode: string }[] }[]>(
      as.merchant,
      '/config/paywall-currency-countries',
    );
    expect(currencies.find((c) => c.currencyCode === 'BRL')?.countries.map((c) => c.countryCode)).toEqual(['BR']);
    expect(currencies.find((c) => c.currencyCode === 'USD')?.countries.map((c) => c.countryCode)).toEqual(['EC']);
  });

  it('refuse each rule of the form with a 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ ...LINK, shopId: undefined }, 'shopId'],
      [{ ...LINK, shopId: 1 }, 'shopId'],
      [withCustomer({ firstName: '' }), 'customer.firstName'],
      [withCustomer({ firstName: 'x'.repeat(51) }), 'customer.firstName'],
      [withCustomer({ lastName: 'x'.repeat(51) }), 'customer.lastName'],
      [withCustomer({ email: 'ana@' }), 'customer.email'],
      [withCustomer({ email: `${'a'.repeat(120)}@example.com` }), 'customer.email'],
      [withCustomer({ personalId: '123.456' }), 'customer.personalId'],
      [withCustomer({ phone: '+55 11' }), 'customer.phone'],
      [withCustomer({ address: 'x'.repeat(256) }), 'customer.address'],
      [withCustomer({ city: 'x'.repeat(51) }), 'customer.city'],
      [withCustomer({ zip: 'x'.repeat(51) }), 'customer.zip'],
      [withCustomer({ ip: 'x'.repeat(51) }), 'customer.ip'],
      [withCustomer({ country: 'XX' }), 'customer.country'],
      [{ ...LINK, notificationUrl: 'not a url' }, 'notificationUrl'],
      [{ ...LINK, description: 'x'.repeat(256) }, 'description'],
      [{ ...LINK, trackingId: 'x'.repeat(51) }, 'trackingId'],
      [{ ...LINK, amount: 10.555 }, 'amount'],
      [{ ...LINK, amount: 0 }, 'amount'],
      [{ ...LINK, amount: 999_999_999_999_999 }, 'amount'],
      [{ ...LINK, currency: 'USD' }, 'currency'],
      [{ ...LINK, expirationDays: 0 }, 'expirationDays'],
      [{ ...LINK, expirationDays: 31 }, 'expirationDays'],
      [{ ...LINK, language: 'FR' }, 'language'],
      [{ ...LINK, scheduledSendDate: new Date(Date.now() + 3_600_000).toISOString() }, 'scheduledSendDate'],
      [{ ...EMAIL, scheduledSendDate: '2020-01-01T10:00:00Z' }, 'scheduledSendDate'],
      [{ ...LINK, shopPaymentType: 'sms' }, 'shopPaymentType'],
    ];
    for (const [body, field] of cases) {
      const reply = await post(as.merchant, '/paywalls', body);
      const text = await reply.text();
      expect(reply.status, `${field}: ${text}`).toBe(400);
      expect(text.startsWith(field), `${field}: ${text}`).toBe(true);
    }
    // Brazil's personal id is digits; elsewhere it is free text.
    await created(as.merchant, { ...withCustomer({ country: 'MX', personalId: 'ROSA800101' }), currency: 'MXN', language: 'ES' });
  });

  it('make a link whose pay page, in its language, takes the payment: a pay-in appears and the link is used', async () => {
    const link = await created(as.merchant, LINK);
    expect(link.form?.action).toBe(link.payUrl);
    expect(link.payUrl).toBe(`${api.url}/pay/${link.paywallId}`);
    const page = await fetch(link.payUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('lang="pt"');
    expect(html).toContain('R$ 150,25 BRL');
    expect(html).toContain('Pedido 77');
    // Declining charges nothing and leaves the link as it was.
    const declined = await fetch(link.payUrl, { method: 'POST', body: new URLSearchParams({ decision: 'decline' }) });
    expect(await declined.text()).toContain('Pagamento recusado');
    expect((await get<Paywall>(as.merchant, `/paywalls/${link.paywallId}`)).transactionID).toBeNull();

    const paid = await fetch(link.payUrl, { method: 'POST', body: new URLSearchParams({ decision: 'pay' }) });
    expect(paid.status).toBe(201);
    expect(await paid.text()).toContain('Pagamento aprovado');
    const after = await get<Paywall>(as.merchant, `/paywalls/${link.paywallId}`);
    expect(after.transactionID).toMatch(/^[0-9a-f-]{36}$/);
    const tx = await get<GridReply<{ amount: number; currency: string; status: string; origin: string; shopId: number }>>(
      as.merchant,
      `/transactions?pageSize=1&transactionId=${after.transactionID}`,
    );
    expect(tx.data[0]).toMatchObject({ amount: 150.25, currency: 'BRL', status: 'APPROVED', origin: 'PAYMENT_LINK', shopId: 8 });
    // Paid once: the page says so and refuses a second payment.
    expect((await fetch(link.payUrl)).status).toBe(410);
    expect((await fetch(link.payUrl, { method: 'POST', body: new URLSearchParams({ decision: 'pay' }) })).status).toBe(410);
    expect((await fetch(`${api.url}/pay/unknown-link`)).status).toBe(404);
  });

  it('say an expired link has expired', async () => {
    const old = await allRows<Paywall>(as.super, `/paywalls?createdDateFrom=01/01/2020&createdDateTo=01/11/2026`);
    const expired = old.data.find((p) => p.transactionID === null && Date.parse(p.expiredDate) < Date.now());
    expect(expired).toBeDefined();
    const reply = await fetch(expired?.payUrl as string);
    expect(reply.status).toBe(410);
  });

  it('send an e-mail at once, schedule another until its time, fail an .invalid address, and resend', async () => {
    const now = await created(as.merchant, EMAIL);
    expect(now.scheduledPaymentEmails.map((e) => e.status)).toEqual(['SENT']);
    const bad = await created(as.merchant, { ...EMAIL, customer: { ...EMAIL.customer, email: 'ana@nowhere.invalid' } });
    expect(bad.scheduledPaymentEmails.map((e) => e.status)).toEqual(['ERROR']);
    const at = new Date(Date.now() + 1500).toISOString();
    const later = await created(as.merchant, { ...EMAIL, scheduledSendDate: at });
    expect(later.scheduledSendDate).toBe(at);
    expect(later.scheduledPaymentEmails.map((e) => e.status)).toEqual(['PENDING']);
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect((await get<Paywall>(as.merchant, `/paywalls/${later.paywallId}`)).scheduledPaymentEmails.map((e) => e.status)).toEqual(['SENT']);

    const resent = await post(as.merchant, '/paywalls/email', { paywallId: now.paywallId });
    expect(resent.status).toBe(200);
    expect((await get<Paywall>(as.merchant, `/paywalls/${now.paywallId}`)).scheduledPaymentEmails).toHaveLength(2);
    const failed = await post(as.merchant, '/paywalls/send-email', { paywallId: bad.paywallId });
    expect(failed.status).toBe(422);
    expect(await failed.text()).toContain('ana@nowhere.invalid');
    expect((await post(as.merchant, '/paywalls/email', {})).status).toBe(400);
    const link = await created(as.merchant, LINK);
    expect(await (await post(as.merchant, '/paywalls/email', { paywallId: link.paywallId })).text()).toBe(
      'paywallId must be a payment e-mail',
    );
  });

  it('answer the legacy calls: the template, a bulk file row by row, the e-mail settings and the subscription', async () => {
    const template = await as.merchant('/get-template');
    expect(template.headers.get('content-type')).toContain('text/csv');
    const csv = await template.text();
    const [header, example] = csv.trim().split(/\r?\n/);
    expect(header?.split(',')).toContain('email');

    const form = new FormData();
    // The template's example row, for one of the merchant's shops; a copy with a broken address.
    const good = example?.replace(/^\d+,/, '8,') ?? '';
    const bad = good.replace('ana.souza@example.com', 'not-an-email');
    form.append('file', new Blob([`${header}\n${good}\n${bad}\n`], { type: 'text/csv' }), 'emails.csv');
    const upload = await fetch(`${api.url}/bulk-uploading-paywalls`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${api.tokens.merchant}` },
      body: form,
    });
    expect(upload.status).toBe(200);
    const result = await json<{ total: number; created: number; rows: { row: number; status: string; message?: string }[] }>(upload);
    expect(result).toMatchObject({ total: 2, created: 1 });
    expect(result.rows[1]).toMatchObject({ row: 3, status: 'ERROR' });
    expect(result.rows[1]?.message).toMatch(/^customer\.email/);

    const setting = { shopId: 8, senderName: 'Pampa Store', subject: 'Your order', message: 'Pay here: {link}' };
    expect((await post(as.merchant, '/paywall-email-setting', setting)).status).toBe(200);
    expect(await get(as.merchant, '/paywalls/settings/8')).toMatchObject(setting);
    expect((await post(as.merchant, '/paywall-email-setting', { ...setting, shopId: 1 })).status).toBe(400);
    expect((await post(as.merchant, '/paywall-email-setting', { ...setting, subject: '' })).status).toBe(400);
    await as.merchant('/paywalls/settings/8', { method: 'DELETE' });
    expect((await get<{ subject: string }>(as.merchant, '/paywalls/settings/8')).subject).not.toBe('Your order');

    const sender = await as.merchant('/email-configuration-settings', {
      method: 'PUT',
      body: JSON.stringify({ senderName: 'Pampa', senderEmail: 'pay@pampa.example' }),
    });
    expect(sender.status).toBe(200);
    expect(await get(as.merchant, '/email-configuration-settings')).toMatchObject({ senderEmail: 'pay@pampa.example' });
    const badSender = await as.merchant('/email-configuration-settings', {
      method: 'PUT',
      body: JSON.stringify({ senderName: 'x', senderEmail: 'x' }),
    });
    expect(await badSender.text()).toMatch(/^senderEmail/);

    const email = await created(as.merchant, EMAIL);
    const subscription = {
      paywallId: email.paywallId,
      subscriptionEnabled: true,
      subscriptionInterval: 'MONTHLY',
      subscriptionDateStart: '01/12/2026',
      subscriptionDateEnd: '01/12/2027',
    };
    expect((await post(as.merchant, '/paywalls/email-subscription', subscription)).status).toBe(200);
    expect(await get(as.merchant, `/paywalls/email-subscription?paywallId=${email.paywallId}`)).toMatchObject({
      subscriptionEnabled: true,
      subscriptionInterval: 'MONTHLY',
    });
    const backwards = await post(as.merchant, '/paywalls/email-subscription', { ...subscription, subscriptionDateEnd: '01/01/2026' });
    expect(await backwards.text()).toMatch(/^subscriptionDateEnd/);
  });

  it('filter by the derived status, the shared rule of the screens: a link past its date is EXPIRED, never PENDING_USE', async () => {
    const expired = await allRows<Paywall>(as.super, `/paywalls?shopPaymentType=link&status=EXPIRED&${RANGE}`);
    expect(expired.data.length).toBeGreaterThan(0);
    expect(expired.data.every((p) => p.transactionID === null && Date.parse(p.expiredDate) <= Date.now())).toBe(true);
    const pending = await allRows<Paywall>(as.super, `/paywalls?shopPaymentType=link&status=PENDING_USE&${RANGE}`);
    expect(pending.data.every((p) => Date.parse(p.expiredDate) > Date.now() && paywallStatus(p) === 'PENDING_USE')).toBe(true);
    // Several statuses, comma-joined as every multi-value filter; each row answers the one rule.
    const some = await allRows<Paywall>(as.super, `/paywalls?shopPaymentType=email&status=ERROR,SENT&${RANGE}`);
    expect(some.data.length).toBeGreaterThan(0);
    expect(some.data.every((p) => ['ERROR', 'SENT'].includes(paywallStatus(p)))).toBe(true);
    expect(await (await as.super(`/paywalls?status=LOST&${RANGE}`)).text()).toMatch(/^status must be one of/);
  });

  it('filter by paid date and expiry date', async () => {
    const paid = await get<GridReply<Paywall>>(as.super, `/paywalls?pageSize=30&paidDateFrom=01/01/2020&paidDateTo=31/12/2030&${RANGE}`);
    expect(paid.data.length).toBeGreaterThan(0);
    expect(paid.data.every((p) => p.paidDate !== null && p.transactionID !== null)).toBe(true);
    const [first] = paid.data as [Paywall];
    const day = new Date(first.expiredDate);
    const text = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
    const sameDay = await allRows<Paywall>(as.super, `/paywalls?expiredDateFrom=${text}&expiredDateTo=${text}&${RANGE}`);
    expect(sameDay.data.map((p) => p.paywallId)).toContain(first.paywallId);
    expect(sameDay.data.every((p) => p.expiredDate.slice(0, 10) === first.expiredDate.slice(0, 10))).toBe(true);
  });

  it('export a list as a report task of its kind, with the derived status, for a role with EXPORT', async () => {
    const query = `shopPaymentType=link&status=EXPIRED&${RANGE}`;
    const rows = await allRows<Paywall>(as.merchant, `/paywalls?${query}`);
    const reply = await as.merchant(`/paywalls/export?pageIndex=0&pageSize=0&${query}`);
    expect(reply.status).toBe(200);
    const { reportTaskId } = await json<{ reportTaskId: number }>(reply);
    const tasks = await get<GridReply<{ reportTaskId: number; reportTaskTypeName: string }>>(
      as.merchant,
      '/report-tasks?pageSize=100&sortField=date&sortDirection=desc',
    );
    expect(tasks.data.find((t) => t.reportTaskId === reportTaskId)?.reportTaskTypeName).toBe('Payment links report');
    expect(rows.data.length).toBeGreaterThan(0);
    expect((await as.viewer(`/paywalls/export?${query}`)).status).toBe(403);
    expect((await as.merchant(`/paywalls/export?${RANGE}`)).status).toBe(400);
  });

  it('deactivate an unpaid link with CHANGE_STATUS: its page says so, and a paid or deactivated one is refused', async () => {
    const link = await created(as.merchant, LINK);
    expect((await post(as.viewer, `/paywalls/${link.paywallId}/cancel`, {})).status).toBe(403);
    const reply = await post(as.merchant, `/paywalls/${link.paywallId}/cancel`, {});
    expect(reply.status).toBe(200);
    const cancelled = await json<Paywall>(reply);
    expect(cancelled.cancelledDate).toEqual(expect.any(String));
    expect(paywallStatus(cancelled)).toBe('CANCELLED');
    const again = await post(as.merchant, `/paywalls/${link.paywallId}/cancel`, {});
    expect(again.status).toBe(400);
    expect(await again.text()).toBe('paywallId is already cancelled');
    const page = await fetch(link.payUrl);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('Este link de pagamento foi cancelado');
    const status = await allRows<Paywall>(as.merchant, `/paywalls?status=CANCELLED&idQuery=${link.paywallId}&${RANGE}`);
    expect(status.data.map((p) => p.paywallId)).toEqual([link.paywallId]);

    const paid = await created(as.merchant, LINK);
    await fetch(paid.payUrl, { method: 'POST', body: new URLSearchParams({ decision: 'pay' }) });
    const refused = await post(as.merchant, `/paywalls/${paid.paywallId}/cancel`, {});
    expect(refused.status).toBe(400);
    expect(await refused.text()).toBe('paywallId has already been paid');
    expect((await post(as.merchant, '/paywalls/unknown/cancel', {})).status).toBe(404);
    // A deactivated e-mail is not sent again.
    const email = await created(as.merchant, EMAIL);
    expect((await post(as.merchant, `/paywalls/${email.paywallId}/cancel`, {})).status).toBe(200);
    const resend = await post(as.merchant, '/paywalls/email', { paywallId: email.paywallId });
    expect(resend.status).toBe(400);
    expect(await resend.text()).toBe('paywallId is cancelled');
  });

  it('show the description and the reference number, each under its own name, on the pay page', async () => {
    const link = await created(as.merchant, { ...LINK, language: 'EN' });
    const html = await (await fetch(link.payUrl)).text();
    expect(html).toContain(`<dt>Description</dt><dd>${LINK.description}</dd>`);
    expect(html).toContain(`<dt>Reference</dt><dd>${LINK.trackingId}</dd>`);
  });
});
