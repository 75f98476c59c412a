/** Fake API grid convention, scoping, config and options, over raw HTTP (brief "wire contract"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GridReply } from '../../contract/wire';
import { TEST_NOW, allRows, authed, loginAs, startTestApi, type TestApi } from '../harness/fakeApi';

interface Tx {
  transactionId: string;
  merchantId: number;
  status: string;
  createdDate: string;
  paidDate: string | null;
  amount: number;
  testMode: boolean;
  shopId: number;
  trackingId: string;
}

let api: TestApi;
let superCall: ReturnType<typeof authed>;
let merchantCall: ReturnType<typeof authed>;

beforeAll(async () => {
  api = await startTestApi({ now: TEST_NOW });
  superCall = authed(api.url, await loginAs(api.url, 'super@demo.test'));
  merchantCall = authed(api.url, await loginAs(api.url, 'merchant@demo.test'));
});
afterAll(async () => {
  await api?.close();
});

async function grid<T = Tx>(call: ReturnType<typeof authed>, path: string): Promise<GridReply<T>> {
  const reply = await call(path);
  if (reply.status !== 200) throw new Error(`${path}: ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as GridReply<T>;
}

/** Every row of a list, page by page (no list answers them all at once). */
const all = <T = Tx>(call: ReturnType<typeof authed>, path: string) => allRows<T>(call, path);

const ALL_STATUSES = 'APPROVED,CANCELLED,EXPIRED,FAILED,MISSING_INFO,ONHOLD,PENDING,REJECTED';

describe('paging and sorting', () => {
  it('pages 0-based with a stable total', async () => {
    const first = await grid(superCall, '/transactions/v2?pageIndex=0&pageSize=10&sortField=createdDate&sortDirection=desc');
    const second = await grid(superCall, '/transactions/v2?pageIndex=1&pageSize=10&sortField=createdDate&sortDirection=desc');
    expect(first.data).toHaveLength(10);
    expect(second.data).toHaveLength(10);
    expect(first.count).toBe(second.count);
    expect(first.maxCountReached).toBe(false);
    expect(first.data.at(-1)!.createdDate >= second.data[0].createdDate).toBe(true);
    const ids = new Set([...first.data, ...second.data].map((t) => t.transactionId));
    expect(ids.size).toBe(20);
  });

  it('sorts both ways, by text and by number', async () => {
    const asc = await grid(superCall, '/transactions/v2?pageSize=50&sortField=createdDate&sortDirection=asc');
    const dates = asc.data.map((t) => t.createdDate);
    expect(dates).toEqual([...dates].sort());
    const byAmount = await grid(superCall, '/transactions/v2?pageSize=50&sortField=amount&sortDirection=desc');
    const amounts = byAmount.data.map((t) => t.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('pages through every row at the largest page size, each row once', async () => {
    const page = await grid(merchantCall, '/transactions/v2?pageSize=10');
    const every = await all(merchantCall, '/transactions/v2?sortField=createdDate&sortDirection=desc');
    expect(page.count).toBeGreaterThan(100);
    expect(every.data).toHaveLength(page.count);
    expect(new Set(every.data.map((t) => t.transactionId)).size).toBe(page.count);
  });

  it('refuses malformed paging with a message naming the field', async () => {
    const cases: [string, string][] = [
      ['pageSize=500', 'pageSize must be a number between 1 and 100'],
      ['pageSize=0', 'pageSize must be a number between 1 and 100'],
      ['pageSize=abc', 'pageSize must be a number between 1 and 100'],
      ['pageIndex=-1', 'pageIndex must be a number between 0 and 1000000'],
      ['sortDirection=up', 'sortDirection must be asc or desc'],
      ['sortField=nope', 'sortField must be a field of transactions'],
      ['createdDateFrom=31/02/2026', 'createdDateFrom must be a date dd/MM/yyyy or dd/MM/yyyy HH:mm:ss.SSS'],
      ['status=APPROVED,NOPE', `status must be a comma list of ${ALL_STATUSES.split(',').join(', ')}`],
      ['dateType=birthday', 'dateType must be one of createdDate, paidDate, expiredDate, operativeDate'],
      ['showTests=maybe', 'showTests must be true or false'],
    ];
    for (const [query, message] of cases) {
      const reply = await superCall(`/transactions/v2?${query}`);
      expect(reply.status, query).toBe(400);
      expect(await reply.text(), query).toBe(message);
    }
  });
});

describe('filters', () => {
  it('filters a comma list of statuses', async () => {
    const page = await all(superCall, '/transactions/v2?status=PENDING,EXPIRED');
    expect(page.count).toBeGreaterThan(0);
    expect(new Set(page.data.map((t) => t.status))).toEqual(new Set(['PENDING', 'EXPIRED']));
  });

  it('filters a date range given as dd/MM/yyyy HH:mm:ss.SSS text on the dateType field', async () => {
    const page = await all(superCall, '/transactions/v2?createdDateFrom=21/11/2026 00:00:00.000&createdDateTo=21/11/2026 23:59:59.999');
    expect(page.count).toBeGreaterThan(0);
    for (const t of page.data) expect(t.createdDate.slice(0, 10)).toBe('2026-11-21');
    const day = await all(superCall, '/transactions/v2?createdDateFrom=21/11/2026&createdDateTo=21/11/2026');
    expect(day.count).toBe(page.count);
    const paid = await all(superCall, '/transactions/v2?dateType=paidDate&createdDateFrom=01/11/2026&createdDateTo=10/11/2026');
    expect(paid.count).toBeGreaterThan(0);
    for (const t of paid.data) expect(t.paidDate! >= '2026-11-01' && t.paidDate! < '2026-11-11').toBe(true);
  });

  it('hides test rows unless showTests=true', async () => {
    const hidden = await all(superCall, '/transactions/v2');
    const shown = await all(superCall, '/transactions/v2?showTests=true');
    expect(hidden.data.some((t) => t.testMode)).toBe(false);
    expect(shown.count).toBeGreaterThan(hidden.count);
  });

  it('finds one transaction by id, by id prefix and by query', async () => {
    const some = (await grid(superCall, '/transactions/v2?pageSize=1&showTests=true')).data[0];
    const exact = await grid(superCall, `/transactions/v2?transactionId=${some.transactionId}`);
    expect(exact.data.map((t) => t.transactionId)).toEqual([some.transactionId]);
    const prefix = await grid(superCall, `/transactions/v2?idQuery=${some.transactionId.slice(0, 13)}`);
    expect(prefix.data.map((t) => t.transactionId)).toContain(some.transactionId);
    const tracking = await grid(superCall, `/transactions/v2?query=${some.trackingId}&showTests=true`);
    expect(tracking.data.map((t) => t.transactionId)).toContain(some.transactionId);
  });

  it('matches other row fields exactly (shopId)', async () => {
    const some = (await grid(superCall, '/transactions/v2?pageSize=1')).data[0];
    const page = await all(superCall, `/transactions/v2?shopId=${some.shopId}`);
    expect(page.data.every((t) => t.shopId === some.shopId)).toBe(true);
  });
});

describe('merchant scoping', () => {
  it('merchant sees merchant 4 only; super sees 1, 2 and 3', async () => {
    const mine = await all(merchantCall, '/transactions/v2?showTests=true');
    expect(new Set(mine.data.map((t) => t.merchantId))).toEqual(new Set([4]));
    const theirs = await all(superCall, '/transactions/v2?showTests=true');
    expect(new Set(theirs.data.map((t) => t.merchantId))).toEqual(new Set([1, 2, 3]));
  });

  it('answers 404 for an id outside the scope', async () => {
    const foreign = (await grid(superCall, '/transactions/v2?pageSize=1')).data[0];
    expect((await superCall(`/transactions/${foreign.transactionId}`)).status).toBe(200);
    expect((await merchantCall(`/transactions/${foreign.transactionId}`)).status).toBe(404);
    expect((await merchantCall(`/transactions/v2/${foreign.transactionId}/details`)).status).toBe(404);
    expect((await merchantCall(`/transactions/v2?transactionId=${foreign.transactionId}`)).status).toBe(200);
    expect((await grid(merchantCall, `/transactions/v2?transactionId=${foreign.transactionId}`)).count).toBe(0);
  });

  it('scopes the generic collections too', async () => {
    for (const path of [
      '/claims',
      '/payouts',
      '/payouts/items',
      '/refunds',
      '/notifications',
      '/shops',
      '/settlements',
      '/paywalls',
      '/transaction-refunds',
    ]) {
      const page = await all<{ merchantId: number }>(merchantCall, path);
      expect(
        page.data.every((r) => r.merchantId === 4),
        path,
      ).toBe(true);
    }
    const shops = await all<{ shopId: number; merchantId: number }>(superCall, '/shops');
    expect(new Set(shops.data.map((s) => s.merchantId))).toEqual(new Set([1, 2, 3]));
    expect((await merchantCall(`/shops/${shops.data[0].shopId}`)).status).toBe(404);
    expect((await superCall(`/shops/${shops.data[0].shopId}`)).status).toBe(200);
  });

  it('serves the shared payment-method catalogue to everyone', async () => {
    const page = await grid<{ paymentMethodId: number }>(merchantCall, '/payment-methods?pageSize=5');
    expect(page.count).toBeGreaterThan(5);
  });
});

describe('config and options', () => {
  it('answers the transactions config with the caller\u2019s shops', async () => {
    const config = await (await merchantCall('/config/transactions')).json();
    expect(config.transactionStatusTypes).toHaveLength(8);
    expect(config.currencies[0]).toEqual({ currencyCode: expect.any(String), description: expect.any(String), symbol: expect.any(String) });
    expect(config.shops.length).toBeGreaterThan(0);
    expect(config.shops.every((s: { merchantId: number }) => s.merchantId === 4)).toBe(true);
    expect(config.paymentMethods[0]).toHaveProperty('paymentChannelTypeCode');
  });

  it('answers every config name of spec 01 §7.3', async () => {
    const names = [
      'transactions',
      'currencies',
      'claims',
      'shops',
      'dashboard-shops',
      'balance-shops',
      'withdrawal-balance-shops',
      'withdrawals',
      'whitelabel-config',
      'time-zones',
      'payouts',
      'payoutsbatch',
      'payouts/countries',
      'documents',
      'refunds',
      'countries',
      'channels',
      'new-guid',
      'account-Types',
      'paywall-currency-countries',
      'settlements',
      'settled-transactions',
      'shop-daily-balance',
      'industry-types',
      'max-shop-credentials-view-count',
      'risk-dropdowns',
    ];
    for (const name of names) {
      const reply = await superCall(`/config/${name}`);
      expect(reply.status, name).toBe(200);
      expect(await reply.json(), name).toBeTruthy();
    }
    expect((await superCall('/config/nope')).status).toBe(404);
  });

  it('answers options as {id, name}', async () => {
    const shops = await (await merchantCall('/options/shop')).json();
    expect(shops.length).toBeGreaterThan(0);
    expect(shops[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    for (const name of ['merchant', 'payment-method', 'claim-reason-type', 'claim-status-type', 'payment-channel-type']) {
      const list = await (await superCall(`/options/${name}`)).json();
      expect(list.length, name).toBeGreaterThan(0);
    }
    const superShops = await (await superCall('/options/shop?entityId=2')).json();
    expect(superShops.length).toBeGreaterThan(0);
    expect((await superCall('/options/constructor')).status).toBe(404);
  });
});

describe('count cap', () => {
  it('stops counting at 10,000 and says so', async () => {
    // merchant 4 holds ~40% of the transactions: 30,000 gives it about 12,000
    const big = await startTestApi({ scale: 30_000 });
    try {
      const call = authed(big.url, await loginAs(big.url, 'merchant@demo.test'));
      const page = await grid(
        call,
        `/transactions/v2?pageSize=10&showTests=true&sortField=createdDate&sortDirection=desc&status=${ALL_STATUSES}`,
      );
      expect(page).toMatchObject({ count: 10_000, maxCountReached: true });
      expect(page.data).toHaveLength(10);
      const small = await grid(call, '/transactions/v2?pageSize=10&status=MISSING_INFO');
      expect(small.maxCountReached).toBe(false);
      expect(small.count).toBeLessThan(10_000);
    } finally {
      await big.close();
    }
  });
});
