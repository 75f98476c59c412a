/**
 * Issue #30 item 30: the payment e-mail settings page's calls, the real data provider against the
 * fake API (spec 03 §7: GET /paywalls/settings/{shopId}, the legacy POST saves, DELETE resets).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaywallEmailSetting } from '../../src/providers/types';
import { startTestApi, type TestApi } from '../harness/fakeApi';
import { loggedIn, type Providers } from './support/providers';

let api: TestApi;
let merchant: Providers;
let viewer: Providers;

beforeAll(async () => {
  api = await startTestApi();
  merchant = await loggedIn(api.url, 'merchant@demo.test');
  viewer = await loggedIn(api.url, 'viewer@demo.test');
});
afterAll(async () => {
  await api?.close();
});

describe('payment e-mail settings', () => {
  it("saves a shop's wording, reads it back, and resets it to the default", async () => {
    const shops = (await merchant.dataProvider.lookup<{ shopId: number }[]>('/paywalls/valid-shops')) ?? [];
    const { shopId } = shops[0];
    const setting = (shopId: number) => merchant.dataProvider.lookup<PaywallEmailSetting>(`/paywalls/settings/${shopId}`);
    const before = await setting(shopId);
    expect(before).toMatchObject({ shopId, updatedDate: '' });

    const saved = await merchant.dataProvider.savePaywallEmailSetting({
      shopId,
      senderName: 'Lima Store',
      subject: 'Your order',
      message: 'Pay with the link below.',
    });
    expect(saved.updatedDate).not.toBe('');
    expect(await setting(shopId)).toMatchObject({ subject: 'Your order', message: 'Pay with the link below.' });

    const reset = await merchant.dataProvider.resetPaywallEmailSetting(shopId);
    expect(reset).toEqual(before);
  });

  it('refuses a save to a role without EDIT_EMAIL_SETTINGS and a body without a subject', async () => {
    const shops = (await merchant.dataProvider.lookup<{ shopId: number }[]>('/paywalls/valid-shops')) ?? [];
    const body = { shopId: shops[0].shopId, senderName: 'Lima Store', subject: '', message: 'x' };
    await expect(merchant.dataProvider.savePaywallEmailSetting(body)).rejects.toMatchObject({ status: 400 });
    await expect(viewer.dataProvider.savePaywallEmailSetting({ ...body, subject: 'Hi' })).rejects.toMatchObject({ status: 403 });
  });
});
