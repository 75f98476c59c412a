/**
 * Issue #31 item 2: mail header injection. Every field that can reach a mail header (a payment
 * e-mail's subject and sender, a customer's name and address, a payout's or a recovery e-mail's
 * address, a submerchant's contacts) refuses line breaks and other control characters with a
 * 400 naming the field, as the forms do (src/providers/textRules.ts).
 */
import { describe, expect, it } from 'vitest';
import { suiteDemoApi, type DemoCall } from '../harness/demoApi';
import { PAYWALL_LINK } from './support/paywalls';
import { brazilPixPayout } from './support/payouts';
import { SUBMERCHANT_BODY } from './support/submerchants';
import { directWireBody, refundShopOf } from './support/refunds';

const api = suiteDemoApi({ scale: 600 });
const { as } = api;

const INJECTED = 'Your invoice\r\nBcc: everyone@evil.example';
const PROBLEM = 'must not hold line breaks or other control characters';

const send = (call: DemoCall, method: string, path: string, body: unknown) => call(path, { method, body: JSON.stringify(body) });

/** The 400 and its first words: the field it names. */
async function expectRefused(reply: Promise<Response>, field: string) {
  const answer = await reply;
  const text = await answer.text();
  expect(answer.status, `${field}: ${text}`).toBe(400);
  expect(text, field).toBe(`${field} ${PROBLEM}`);
}

describe('fields that reach a mail header', () => {
  it('a payment e-mail’s subject, sender and reply-to refuse a line break, a NUL, a tab and a C1 control (NEL)', async () => {
    const setting = {
      shopId: 8,
      senderName: 'Pampa Store',
      replyTo: 'hello@pampa.example',
      subject: 'Your invoice',
      message: 'Hi,\nthanks.',
    };
    await expectRefused(send(as.merchant, 'POST', '/paywall-email-setting', { ...setting, subject: INJECTED }), 'subject');
    for (const control of ['\n', '\u0000', '\t', '\u0085', '\u2028'])
      await expectRefused(
        send(as.merchant, 'POST', '/paywall-email-setting', { ...setting, senderName: `Pampa${control}Store` }),
        'senderName',
      );
    await expectRefused(
      send(as.merchant, 'POST', '/paywall-email-setting', { ...setting, replyTo: 'hello@pampa.example\r\nBcc: x@evil.example' }),
      'replyTo',
    );
    // The message is the mail's body: its line breaks stay.
    expect((await send(as.merchant, 'POST', '/paywall-email-setting', setting)).status).toBe(200);

    const sender = { senderName: 'Pampa', senderEmail: 'billing@pampa.example' };
    await expectRefused(send(as.merchant, 'PUT', '/email-configuration-settings', { ...sender, senderName: INJECTED }), 'senderName');
    await expectRefused(
      send(as.merchant, 'PUT', '/email-configuration-settings', { ...sender, senderEmail: 'billing@pampa.example\nBcc: x@evil.example' }),
      'senderEmail',
    );
  });

  it('a payment link or e-mail refuses them in the customer’s name and address, and in its description', async () => {
    const customer = PAYWALL_LINK.customer;
    const email = { ...PAYWALL_LINK, shopPaymentType: 'email' };
    await expectRefused(
      send(as.merchant, 'POST', '/paywalls', { ...email, customer: { ...customer, firstName: INJECTED } }),
      'customer.firstName',
    );
    await expectRefused(
      send(as.merchant, 'POST', '/paywalls', { ...email, customer: { ...customer, lastName: 'Souza\n' } }),
      'customer.lastName',
    );
    await expectRefused(
      send(as.merchant, 'POST', '/paywalls', { ...email, customer: { ...customer, email: 'ana@example.com\r\nBcc: x@evil.example' } }),
      'customer.email',
    );
    await expectRefused(send(as.merchant, 'POST', '/paywalls', { ...email, description: INJECTED }), 'description');
  });

  it('a payout’s e-mail (the receipt goes there), the payout e-mail call and the password recovery refuse them', async () => {
    const shops = (await (await as.merchant('/config/payouts')).json()) as { shops: { shopId: number; country?: string }[] };
    const payout = brazilPixPayout(shops.shops[0].shopId);
    const reply = await send(as.merchant, 'POST', '/payouts/items', { ...payout, email: 'ana@example.com\r\nBcc: x@evil.example' });
    const text = await reply.text();
    expect(reply.status, text).toBe(400);
    expect(text).toContain('email');
    expect(text).toContain(PROBLEM);
    await expectRefused(
      send(as.merchant, 'POST', '/payout-notifications/sendEmail', { payoutId: 1, email: 'a@b.example\nBcc: c@d.example' }),
      'email',
    );
    const recovery = await fetch(`${api.url}/recover-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'merchant@demo.test\r\nBcc: x@evil.example', backOfficeType: 'SHOP' }),
    });
    expect(recovery.status).toBe(400);
    expect(await recovery.text()).toBe(`email ${PROBLEM}`);
  });

  it('a submerchant’s names and contacts, and a refund’s customer e-mail, refuse them', async () => {
    await expectRefused(send(as.super, 'POST', '/submerchants', { ...SUBMERCHANT_BODY, city: 'Santiago\r\nBcc: x' }), 'city');
    await expectRefused(
      send(as.super, 'POST', '/submerchants', {
        ...SUBMERCHANT_BODY,
        contacts: [{ name: 'Ops', email: 'ops@andes.example\nBcc: x@evil.example' }],
      }),
      'contacts[0].email',
    );
    const shopId = await refundShopOf(as.merchant);
    const body = directWireBody(shopId, 1);
    await expectRefused(
      send(as.merchant, 'POST', '/refunds/new', {
        ...body,
        refund: { ...body.refund, customerEmail: 'ana@example.com\nBcc: x@evil.example' },
      }),
      'refund.customerEmail',
    );
  });
});
