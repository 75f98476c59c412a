/**
 * Top-ups and adjustment movements (spec 03 §2 "Top-ups", §5 "TopUp", §8): the two grids with
 * their filters, one movement, the filter config, the guards (401, 403 without
 * ADJUSTMENT_MOVEMENT VIEW) and merchant scoping, over raw HTTP and through the data provider.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GridReply } from '../../contract/wire';
import { topUpsResource } from '../../resources/top-ups';
import { createProviders } from '../../src/providers/createProviders';
import { memoryStorage } from '../../src/providers/session';
import { allRows, authed, DEMO_PASSWORD, json, loginAs, startTestApi, type TestApi } from '../harness/fakeApi';

interface Movement {
  topUpId?: number | null;
  adjustmentMovementId?: number;
  merchantId: number;
  shopId: number;
  date: string;
  amount: number;
  currency: string;
  currencyCode: string;
  amountExchange: number;
  currencyExchange: string;
  exchangeAmount: number;
  currencySecondExchange: string;
  exchangeRate: number;
  rateExchange: number;
  prExchangeRate: number;
  adjustmentTypeCode: string;
}
interface Config {
  merchants: { merchantId: number; merchantLegacyId: string; merchantName: string }[];
  shops: { shopId: number; shopName: string; merchantId: number }[];
  currencies: { currencyCode: string }[];
  types: { code: string; description: string }[];
}
type Call = ReturnType<typeof authed>;

let api: TestApi;
let superCall: Call;
let merchantCall: Call;

beforeAll(async () => {
  api = await startTestApi();
  superCall = authed(api.url, await loginAs(api.url, 'super@demo.test'));
  merchantCall = authed(api.url, await loginAs(api.url, 'merchant@demo.test'));
});
afterAll(async () => {
  await api?.close();
});

describe('GET /adjustment-movements/topups', () => {
  it('lists top-ups only, ten to a page by default in the app, with the three conversions', async () => {
    const page = await json<GridReply<Movement>>(
      await superCall('/adjustment-movements/topups?pageIndex=0&pageSize=10&sortField=date&sortOrder=desc'),
    );
    expect(page.data).toHaveLength(10);
    expect(page.count).toBeGreaterThan(10);
    for (const t of page.data) {
      expect(t.adjustmentTypeCode).toBe('TOP_UP');
      expect(t.amountExchange).toBeCloseTo(t.amount * t.rateExchange, -1);
      expect(t.exchangeAmount).toBeCloseTo(t.amountExchange * t.exchangeRate, -1);
      expect(t.currencyExchange).toBe(t.currency === t.currencySecondExchange ? t.currency : 'USD');
    }
    const dates = page.data.map((t) => t.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('credits a top-up in the shop’s own currency as it is, at rate 1, and converts the others through dollars (issue #30 item 23)', async () => {
    const all = await allRows<Movement>(superCall, '/adjustment-movements/topups?sortField=date&sortOrder=desc');
    const same = all.data.filter((t) => t.currency === t.currencySecondExchange);
    const crossed = all.data.filter((t) => t.currency !== t.currencySecondExchange);
    // Both kinds, and a same-currency one in another currency than the dollar (COP to a COP shop).
    expect(same.some((t) => t.currency !== 'USD')).toBe(true);
    expect(same.some((t) => t.currency === 'USD')).toBe(true);
    expect(crossed.length).toBeGreaterThan(0);
    for (const t of same) {
      expect(t.exchangeAmount, `top-up ${t.topUpId}`).toBe(t.amount);
      expect([t.rateExchange, t.exchangeRate, t.prExchangeRate], `top-up ${t.topUpId}`).toEqual([1, 1, 1]);
      expect([t.amountExchange, t.currencyExchange], `top-up ${t.topUpId}`).toEqual([t.amount, t.currency]);
    }
    for (const t of crossed) {
      expect(t.currencyExchange).toBe('USD');
      expect(t.exchangeAmount).toBeCloseTo(t.amountExchange * t.exchangeRate, -1);
    }
    // The ledger credits the shop what the top-up says it credits.
    const sample = same.find((t) => t.currency !== 'USD') as Movement;
    const movements = await allRows<{ reference: string; type: string; amount: number }>(
      superCall,
      `/balance-ledger/movements?movementType=TOP_UP&merchantId=${sample.merchantId}`,
    );
    expect(movements.data.find((m) => m.reference === String(sample.topUpId))?.amount).toBe(sample.amount);
  });

  it('filters by created date range, merchant, shop and currency', async () => {
    const all = await allRows<Movement>(superCall, `/adjustment-movements/topups`);
    const sample = all.data[Math.floor(all.data.length / 2)];
    const day = sample.date.slice(0, 10).split('-').reverse().join('/');
    const range = `createdDateFrom=${day} 00:00:00.000&createdDateTo=${day} 23:59:59.999`;
    const byDay = await allRows<Movement>(superCall, `/adjustment-movements/topups?${range}`);
    expect(byDay.data.length).toBeGreaterThan(0);
    for (const t of byDay.data) expect(t.date.slice(0, 10)).toBe(sample.date.slice(0, 10));
    const filters = `merchantId=${sample.merchantId}&shopId=${sample.shopId}&currencyCode=${sample.currencyCode}`;
    const narrowed = await allRows<Movement>(superCall, `/adjustment-movements/topups?${filters}`);
    expect(narrowed.data.length).toBeGreaterThan(0);
    for (const t of narrowed.data) {
      expect([t.merchantId, t.shopId, t.currencyCode]).toEqual([sample.merchantId, sample.shopId, sample.currencyCode]);
    }
  });

  it('shows a merchant its own top-ups only; another merchant’s is a 404', async () => {
    const own = await allRows<Movement>(merchantCall, `/adjustment-movements/topups`);
    expect(own.data.length).toBeGreaterThan(0);
    expect(new Set(own.data.map((t) => t.merchantId))).toEqual(new Set([4]));
    const all = await allRows<Movement>(superCall, `/adjustment-movements/topups`);
    const foreign = all.data.find((t) => t.merchantId !== 4);
    expect(foreign).toBeDefined();
    expect((await merchantCall(`/adjustment-movements/topups/${foreign?.topUpId}`)).status).toBe(404);
    expect((await superCall(`/adjustment-movements/topups/${foreign?.topUpId}`)).status).toBe(200);
  });
});

describe('GET /adjustment-movements', () => {
  it('lists top-ups and manual adjustments, filtered by type', async () => {
    const all = await allRows<Movement>(superCall, `/adjustment-movements`);
    expect(new Set(all.data.map((m) => m.adjustmentTypeCode))).toEqual(new Set(['TOP_UP', 'ADJUSTMENT']));
    const manual = await allRows<Movement>(superCall, `/adjustment-movements?type=ADJUSTMENT`);
    expect(manual.data.length).toBeGreaterThan(0);
    expect(manual.data.every((m) => m.adjustmentTypeCode === 'ADJUSTMENT' && m.topUpId === null)).toBe(true);
    // Debits and credits both: an adjustment corrects either way.
    expect(manual.data.some((m) => m.amount < 0) && manual.data.some((m) => m.amount > 0)).toBe(true);
  });

  it('answers one movement by id, scoped like the grid', async () => {
    const own = await allRows<Movement>(merchantCall, `/adjustment-movements`);
    const first = own.data[0];
    const one = await json<Movement>(await merchantCall(`/adjustment-movements/${first.adjustmentMovementId}`));
    expect(one).toEqual(first);
  });
});

describe('GET /adjustment-movements/config', () => {
  it('gives the caller’s merchants and shops, the currencies and the movement types', async () => {
    const superConfig = await json<Config>(await superCall('/adjustment-movements/config'));
    expect(superConfig.merchants.map((m) => m.merchantId).sort()).toEqual([1, 2, 3]);
    expect(superConfig.merchants[0]).toEqual({ merchantId: 1, merchantLegacyId: expect.any(String), merchantName: expect.any(String) });
    expect(superConfig.types.map((t) => t.code)).toEqual(['TOP_UP', 'ADJUSTMENT']);
    expect(superConfig.currencies.map((c) => c.currencyCode)).not.toContain('EUR');
    const merchantConfig = await json<Config>(await merchantCall('/adjustment-movements/config'));
    expect(merchantConfig.merchants.map((m) => m.merchantId)).toEqual([4]);
    expect(merchantConfig.shops.length).toBeGreaterThan(0);
    expect(merchantConfig.shops.every((s) => s.merchantId === 4)).toBe(true);
  });
});

describe('guards', () => {
  const paths = ['/adjustment-movements/topups', '/adjustment-movements', '/adjustment-movements/config', '/adjustment-movements/1'];

  it('answers 401 without a token', async () => {
    for (const path of paths) expect((await fetch(`${api.url}${path}`)).status, path).toBe(401);
  });

  it('answers 403 to staff, whose role has no ADJUSTMENT_MOVEMENT', async () => {
    const staff = authed(api.url, await loginAs(api.url, 'staff@demo.test'));
    for (const path of paths) {
      const reply = await staff(path);
      expect(reply.status, path).toBe(403);
      expect(await reply.text()).toMatch(/ADJUSTMENT_MOVEMENT/);
    }
  });
});

describe('through the data provider', () => {
  it('reads the top-ups page and one top-up as react-admin records', async () => {
    const { authProvider, dataProvider } = createProviders({
      definitions: [topUpsResource],
      storage: memoryStorage(),
      baseUrl: api.url,
      timeoutMs: 10_000,
    });
    await authProvider.login({ username: 'merchant@demo.test', password: DEMO_PASSWORD, token: '' });
    const page = await dataProvider.getList('top-ups', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'date', order: 'DESC' },
      filter: {},
    });
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data[0].id).toBe(page.data[0].topUpId);
    const one = await dataProvider.getOne('top-ups', { id: page.data[0].id });
    expect(one.data.exchangeAmount).toBe(page.data[0].exchangeAmount);
  });
});
