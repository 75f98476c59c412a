/**
 * Issue #31 item 6d: an address the back-office will call (a notification URL) names no host of
 * its own machine or private network (server-side request forgery). Every place one is accepted
 * answers 400 naming the field: a payout (form and import), a payment link or e-mail (form and
 * bulk file), a notification's resend (src/providers/urlRules.ts, the forms' rule too).
 */
import { describe, expect, it } from 'vitest';
import { allRows, json } from '../harness/fakeApi';
import { suiteDemoApi, type DemoCall } from '../harness/demoApi';
import { PAYWALL_LINK } from './support/paywalls';
import { brazilPixPayout } from './support/payouts';

const api = suiteDemoApi({ scale: 600 });
const { as } = api;

const PROBLEM = 'must be a public address: notifications are not sent to local or private networks';
const LOCAL = [
  'http://localhost:8080/hook',
  'http://127.0.0.1/hook',
  'http://2130706433/hook',
  'http://10.0.0.5/hook',
  'http://172.20.1.1/hook',
  'http://192.168.1.1/hook',
  'http://169.254.169.254/latest/meta-data/',
  'http://0.0.0.0/hook',
  'http://[::1]/hook',
  'http://[fd00::1]/hook',
  'http://[fe80::1]/hook',
  'http://[::ffff:127.0.0.1]/hook',
  'http://printer.local/hook',
];

const post = (call: DemoCall, path: string, body: unknown) => call(path, { method: 'POST', body: JSON.stringify(body) });

async function refusal(reply: Response) {
  return { status: reply.status, text: await reply.text() };
}

describe('notification URLs', () => {
  it('a payout refuses each local or private address, naming notificationUrl, and takes a public one', async () => {
    const config = await json<{ shops: { shopId: number }[] }>(await as.merchant('/config/payouts'));
    const payout = brazilPixPayout(config.shops[0].shopId);
    for (const url of LOCAL)
      expect(await refusal(await post(as.merchant, '/payouts/items', { ...payout, notificationUrl: url })), url).toEqual({
        status: 400,
        text: `notificationUrl ${PROBLEM}`,
      });
    const ok = await post(as.merchant, '/payouts/items', { ...payout, notificationUrl: 'https://hooks.pampa.example/payouts' });
    expect(ok.status, await ok.clone().text()).toBeLessThan(300);
  });

  it('a payment link and a payment e-mail refuse them, naming notificationUrl', async () => {
    for (const url of LOCAL)
      for (const shopPaymentType of ['link', 'email'])
        expect(
          await refusal(await post(as.merchant, '/paywalls', { ...PAYWALL_LINK, shopPaymentType, notificationUrl: url })),
          url,
        ).toEqual({
          status: 400,
          text: `notificationUrl ${PROBLEM}`,
        });
    expect((await post(as.merchant, '/paywalls', { ...PAYWALL_LINK, notificationUrl: 'https://hooks.pampa.example/links' })).status).toBe(
      201,
    );
  });

  it('a notification’s resend refuses them, naming url', async () => {
    const rows = await allRows<{ transactionID: string }>(as.merchant, '/notifications?dateFrom=01/01/2020&dateTo=31/12/2030');
    const transactionId = rows.data[0].transactionID;
    for (const url of LOCAL)
      expect(await refusal(await post(as.merchant, `/notifications/${transactionId}/send`, { url, transactionId })), url).toEqual({
        status: 400,
        text: `url ${PROBLEM}`,
      });
  });
});
