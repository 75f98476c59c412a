/**
 * Shops on the fake API (spec 02 §2 "Shops", §9): the grid restricted to valid shops, rows
 * without the API secrets, and the counted credentials view with its limit, permissions and
 * scoping, over raw HTTP and through the real data provider. A fresh API, so counts start seeded.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopsResource } from '../../resources/shops';
import { isViewLimitError } from '../../resources/shops/credentials';
import { MAX_SHOP_CREDENTIALS_VIEW_COUNT } from '../../fake-api/routes/config';
import { createProviders } from '../../src/providers/createProviders';
import { memoryStorage } from '../../src/providers/session';
import type { GridReply, ShopCredentialsReply } from '../../contract/wire';
import { authed, DEMO_PASSWORD, loginAs, startTestApi, type TestApi, json } from '../harness/fakeApi';

interface Shop {
  shopId: number;
  merchantId: number;
  shopStatusTypeCode: string;
  isMasterMerchantShop: boolean;
  shopCredentialsViewCount: number;
  [k: string]: unknown;
}
type Call = ReturnType<typeof authed>;

let api: TestApi;
let superCall: Call;

beforeAll(async () => {
  api = await startTestApi({ scale: 50 });
  superCall = authed(api.url, await loginAs(api.url, 'super@demo.test'));
});
afterAll(async () => {
  await api?.close();
});

const shopsOf = async (call: Call, query = '') => (await json<GridReply<Shop>>(await call(`/shops?pageSize=100${query}`))).data;
const dbShop = (shopId: number) => api.app.fakeApi.context.store.db.shops.find((s) => s.shopId === shopId)!;

describe('GET /shops', () => {
  it("with showOnlyValidShops=true lists only enabled shops that are not the master merchant's", async () => {
    const all = await shopsOf(superCall);
    expect(all.some((s) => s.shopStatusTypeCode === 'DISABLED')).toBe(true);
    expect(all.some((s) => s.isMasterMerchantShop)).toBe(true);
    const valid = await shopsOf(superCall, '&showOnlyValidShops=true');
    expect(valid.length).toBeGreaterThan(0);
    expect(valid.every((s) => s.shopStatusTypeCode === 'ENABLED' && !s.isMasterMerchantShop)).toBe(true);
    expect(valid).toHaveLength(all.filter((s) => s.shopStatusTypeCode === 'ENABLED' && !s.isMasterMerchantShop).length);
  });

  it("scopes rows to the caller's merchants", async () => {
    const merchant = authed(api.url, await loginAs(api.url, 'merchant@demo.test'));
    expect(new Set((await shopsOf(merchant)).map((s) => s.merchantId))).toEqual(new Set([4]));
    expect(new Set((await shopsOf(superCall)).map((s) => s.merchantId))).toEqual(new Set([1, 2, 3]));
  });

  it('never carries the API secrets, in the grid or the get-one, and cannot be filtered or sorted by them', async () => {
    const rows = await shopsOf(superCall);
    const one = await json<Shop>(await superCall(`/shops/${rows[0].shopId}`));
    for (const row of [...rows, one]) {
      expect(row).not.toHaveProperty('apiKey');
      expect(row).not.toHaveProperty('secretKey');
      expect(row).not.toHaveProperty('username');
    }
    expect(one.shopCredentialsViewCount).toEqual(expect.any(Number));
    const probe = await shopsOf(superCall, `&secretKey=${dbShop(rows[0].shopId).secretKey}`);
    expect(probe).toHaveLength(rows.length);
    expect((await superCall('/shops?sortField=secretKey')).status).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await fetch(`${api.url}/shops`)).status).toBe(401);
    expect((await fetch(`${api.url}/shops/2`)).status).toBe(401);
  });
});

const showCredentials = (call: ReturnType<typeof authed>, id: string | number) => call(`/shops/${id}/credentials`, { method: 'POST' });

describe('POST /shops/{id}/credentials (the confirmed view)', () => {
  it('counts a view per call and refuses with CREDENTIALS_VIEW_LIMIT once the maximum is reached', async () => {
    const shopId = 4;
    const start = dbShop(shopId).shopCredentialsViewCount;
    expect(start).toBeLessThan(MAX_SHOP_CREDENTIALS_VIEW_COUNT);
    const replies: ShopCredentialsReply[] = [];
    for (let n = start + 1; n <= MAX_SHOP_CREDENTIALS_VIEW_COUNT; n++) {
      const reply = await json<ShopCredentialsReply>(await showCredentials(superCall, shopId));
      expect(reply.viewCount).toBe(n);
      expect((await json<Shop>(await superCall(`/shops/${shopId}`))).shopCredentialsViewCount).toBe(n);
      replies.push(reply);
    }
    expect(replies[0]).toMatchObject({
      shopId,
      shopLegacyId: expect.any(String),
      shopName: expect.any(String),
      hasCredentials: true,
      username: expect.stringMatching(/\S/),
      apiKey: expect.stringMatching(/\S/),
      secretKey: expect.stringMatching(/\S/),
      dateTime: expect.any(String),
    });
    // The same shop always answers the same credentials.
    expect(new Set(replies.map((r) => `${r.username}|${r.apiKey}|${r.secretKey}`)).size).toBe(1);

    const refused = await showCredentials(superCall, shopId);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toBe('CREDENTIALS_VIEW_LIMIT');
    expect(dbShop(shopId).shopCredentialsViewCount).toBe(MAX_SHOP_CREDENTIALS_VIEW_COUNT);
  });

  it('persists the count to the data file', async () => {
    const shopId = 5;
    const before = dbShop(shopId).shopCredentialsViewCount;
    await json(await showCredentials(superCall, shopId));
    await api.app.fakeApi.context.store.flush();
    const saved = JSON.parse(readFileSync(api.dataFile, 'utf8')) as { shops: Shop[] };
    expect(saved.shops.find((s) => s.shopId === shopId)?.shopCredentialsViewCount).toBe(before + 1);
  });

  it('answers 401 without a token', async () => {
    expect((await fetch(`${api.url}/shops/2/credentials`, { method: 'POST' })).status).toBe(401);
  });

  it('GET reads the views used without disclosing or counting anything (issue #13)', async () => {
    const shopId = 6;
    const before = dbShop(shopId).shopCredentialsViewCount;
    for (let i = 0; i < 3; i++) {
      const reply = await json<ShopCredentialsReply>(await superCall(`/shops/${shopId}/credentials`));
      expect(reply).toMatchObject({ shopId, viewCount: before, hasCredentials: true, username: '', apiKey: '', secretKey: '' });
    }
    expect(dbShop(shopId).shopCredentialsViewCount).toBe(before);
  });

  it.each(['merchant@demo.test', 'viewer@demo.test'])(
    'answers 403 to %s, which lacks SHOW_CREDENTIALS VIEW, and counts nothing',
    async (email) => {
      const call = authed(api.url, await loginAs(api.url, email));
      const [own] = await shopsOf(call, '&showOnlyValidShops=true');
      const before = dbShop(own.shopId).shopCredentialsViewCount;
      const reply = await showCredentials(call, own.shopId);
      expect(reply.status).toBe(403);
      expect(dbShop(own.shopId).shopCredentialsViewCount).toBe(before);
    },
  );

  it("answers 404 ENTITY_NOT_FOUND for a shop the screen hides (disabled, master merchant's), and counts nothing", async () => {
    const hidden = api.app.fakeApi.context.store.db.shops.filter(
      (s) => s.merchantId === 1 && (s.isMasterMerchantShop || s.shopStatusTypeCode !== 'ENABLED'),
    );
    expect(hidden.some((s) => s.isMasterMerchantShop)).toBe(true);
    for (const shop of hidden) {
      const before = shop.shopCredentialsViewCount;
      const reply = await showCredentials(superCall, shop.shopId);
      expect(reply.status, String(shop.shopId)).toBe(404);
      expect(await reply.text()).toBe('ENTITY_NOT_FOUND');
      expect(shop.shopCredentialsViewCount).toBe(before);
    }
  });

  it("answers 404 ENTITY_NOT_FOUND for another merchant's shop or an unknown id, and counts nothing", async () => {
    const foreign = api.app.fakeApi.context.store.db.shops.find((s) => s.merchantId === 5)!;
    const before = foreign.shopCredentialsViewCount;
    for (const id of [String(foreign.shopId), '999999', 'abc']) {
      const reply = await showCredentials(superCall, id);
      expect(reply.status, id).toBe(404);
      expect(await reply.text()).toBe('ENTITY_NOT_FOUND');
    }
    expect(foreign.shopCredentialsViewCount).toBe(before);
  });
});

describe('the real data provider', () => {
  it('reads a view and reports the limit as a view-limit error', async () => {
    const { authProvider, dataProvider } = createProviders({
      definitions: [shopsResource],
      storage: memoryStorage(),
      baseUrl: api.url,
      timeoutMs: 10_000,
    });
    await authProvider.login({ username: 'super@demo.test', password: DEMO_PASSWORD, token: '' });
    const shopId = 6;
    const { data } = await dataProvider.getOne('shops', { id: shopId });
    expect(data.id).toBe(shopId);
    let used = data.shopCredentialsViewCount as number;
    const max = await dataProvider.config<{ id: string; value: number }>('max-shop-credentials-view-count');
    expect(max.value).toBe(MAX_SHOP_CREDENTIALS_VIEW_COUNT);
    while (used < max.value) {
      const reply = await dataProvider.shopCredentials(shopId);
      expect(reply.viewCount).toBe(++used);
    }
    const failure = await dataProvider.shopCredentials(shopId).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isViewLimitError(failure)).toBe(true);
    expect(failure).toMatchObject({ status: 400 });
    const core = await dataProvider.config<{ apiPaymentUrl: string; apiDocumentationUrl: string }>('core-api');
    expect(core.apiPaymentUrl).toMatch(/^https:\/\//);
    expect(core.apiDocumentationUrl).toMatch(/^https:\/\//);
  });
});
