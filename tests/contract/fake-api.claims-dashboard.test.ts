/**
 * The claims dashboard routes over raw HTTP (spec 02 §2, §3, §7): /claims/report-grid,
 * /claims/report, /claims/dashboard-export and /dashboard. Every number is checked against the
 * raw rows the same caller reads from /claims and /transactions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviders } from '../../src/providers/createProviders';
import { memoryStorage } from '../../src/providers/session';
import type { ClaimsReportGridRow, ClaimsReportReply, GridReply } from '../../contract/wire';
import { DEMO_PASSWORD, TEST_NOW, authed, loginAs, startTestApi, type TestApi, json } from '../harness/fakeApi';

/** The dashboard grid answers the two counts its win rate is made of (optional on the wire). */
type GridRow = Required<ClaimsReportGridRow>;
interface RawClaim {
  claimId: number;
  paymentMethodId: number;
  claimStatusCode: string;
  claimReasonCode: string;
  countryCode: string;
  shopId: number;
  merchantId: number;
}
type Call = ReturnType<typeof authed>;

// 60 days up to the seed day (TEST_NOW 21/11/2026): wide enough for every payment method.
const RANGE = 'dateFrom=23/09/2026&dateTo=21/11/2026';
const TX_RANGE = 'createdDateFrom=23/09/2026&createdDateTo=21/11/2026';
const ROUTES = ['/claims/report-grid', '/claims/report', '/claims/dashboard-export', '/dashboard'];

let api: TestApi;
let superCall: Call;
let merchantCall: Call;
let viewerCall: Call;

beforeAll(async () => {
  // 5,000 transactions, as the browser tests and the demo see them; fixed dates for the range.
  api = await startTestApi({ now: TEST_NOW, scale: 5000 });
  [superCall, merchantCall, viewerCall] = await Promise.all(
    ['super@demo.test', 'merchant@demo.test', 'viewer@demo.test'].map(async (email) => authed(api.url, await loginAs(api.url, email))),
  );
});
afterAll(async () => {
  await api?.close();
});

/** Every claim the caller sees in the range, page by page through the claims grid. */
async function rawClaims(call: Call, extra = ''): Promise<RawClaim[]> {
  const rows: RawClaim[] = [];
  for (let page = 0; ; page += 1) {
    const reply = await json<GridReply<RawClaim>>(await call(`/claims?pageSize=100&pageIndex=${page}&dateType=ClaimDate&${RANGE}${extra}`));
    rows.push(...reply.data);
    if (rows.length >= reply.count || reply.data.length === 0) return rows;
  }
}

/** Every payment method's row: the seed has fewer methods than the largest page. */
const grid = async (call: Call, extra = '') => json<GridReply<GridRow>>(await call(`/claims/report-grid?pageSize=100&${RANGE}${extra}`));
const countBy = <T>(rows: T[], key: (row: T) => string) =>
  rows.reduce((counts, row) => counts.set(key(row), (counts.get(key(row)) ?? 0) + 1), new Map<string, number>());
const sum = (rows: GridRow[], pick: (row: GridRow) => number) => rows.reduce((total, row) => total + pick(row), 0);

describe('GET /claims/report-grid', () => {
  it('counts claims, decisions and approved transactions per payment method as the raw grids do', async () => {
    const [rows, claims] = await Promise.all([grid(superCall), rawClaims(superCall)]);
    expect(rows.count).toBe(rows.data.length);
    expect(claims.length).toBeGreaterThan(20);
    expect(sum(rows.data, (r) => r.claimsCount)).toBe(claims.length);
    const byMethod = countBy(claims, (c) => String(c.paymentMethodId));
    for (const row of rows.data) {
      const mine = claims.filter((c) => c.paymentMethodId === row.paymentMethodId);
      const won = mine.filter((c) => c.claimStatusCode === 'IN_FAVOR_MERCHANT').length;
      const decided = won + mine.filter((c) => c.claimStatusCode === 'AGAINST_MERCHANT').length;
      expect(row.claimsCount, row.paymentMethodName).toBe(byMethod.get(String(row.paymentMethodId)) ?? 0);
      expect([row.wonCount, row.decidedCount]).toEqual([won, decided]);
      const tx = await json<GridReply<unknown>>(
        await superCall(`/transactions?pageSize=1&status=APPROVED&method=${row.paymentMethodId}&${TX_RANGE}`),
      );
      expect(row.transactionsCount, row.paymentMethodName).toBe(tx.count);
      expect(row.claimRate).toBeCloseTo(row.transactionsCount ? row.claimsCount / row.transactionsCount : 0, 10);
      expect(row.winRate).toBeCloseTo(decided ? won / decided : 0, 10);
      expect(row.claimRate).toBeGreaterThanOrEqual(0);
      expect(row.winRate).toBeLessThanOrEqual(1);
    }
    expect(rows.data.some((r) => r.decidedCount > 0 && r.winRate > 0)).toBe(true);
  });

  it('narrows by shop, payment method and country like the claims grid', async () => {
    const claims = await rawClaims(superCall);
    const shopId = claims[0].shopId;
    const byShop = await grid(superCall, `&shopId=${shopId}`);
    expect(sum(byShop.data, (r) => r.claimsCount)).toBe(claims.filter((c) => c.shopId === shopId).length);
    const method = claims[0].paymentMethodId;
    const byMethod = await grid(superCall, `&paymentMethodId=${method}`);
    expect(byMethod.data.map((r) => r.paymentMethodId)).toEqual([method]);
    const country = claims[0].countryCode;
    const byCountry = await grid(superCall, `&country=${country.toLowerCase()}`);
    expect(sum(byCountry.data, (r) => r.claimsCount)).toBe(claims.filter((c) => c.countryCode === country).length);
    const tx = await json<GridReply<unknown>>(await superCall(`/transactions?pageSize=1&status=APPROVED&country=${country}&${TX_RANGE}`));
    expect(sum(byCountry.data, (r) => r.transactionsCount)).toBe(tx.count);
  });

  it('pages and sorts the rows', async () => {
    const all = await grid(superCall);
    const page = await json<GridReply<GridRow>>(
      await superCall(`/claims/report-grid?pageSize=2&pageIndex=1&sortField=paymentMethodName&sortDirection=asc&${RANGE}`),
    );
    const names = all.data.map((r) => r.paymentMethodName).sort((a, b) => a.localeCompare(b));
    expect(page.count).toBe(all.count);
    expect(page.data.map((r) => r.paymentMethodName)).toEqual(names.slice(2, 4));
    // Default order: most claims first.
    const counts = all.data.map((r) => r.claimsCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('answers 400 naming the bad field, never a crash', async () => {
    const cases: [string, RegExp][] = [
      ['dateFrom=32/13/2026', /dateFrom/],
      ['dateFrom=01/11/2026&dateTo=yesterday', /dateTo/],
      ['dateFrom=21/11/2026&dateTo=01/11/2026', /dateFrom must not be after dateTo/],
      ['country=XX', /country/],
      ['shopId=abc', /shopId/],
      ['paymentMethodId=1;drop', /paymentMethodId/],
      ['sortField=bogus', /sortField/],
      ['dateFrom[a]=1', /dateFrom/],
    ];
    for (const [query, message] of cases) {
      const reply = await superCall(`/claims/report-grid?${query}`);
      expect(reply.status, query).toBe(400);
      expect(await reply.text(), query).toMatch(message);
    }
    expect((await superCall('/claims/report?dateTo=99/99/9999')).status).toBe(400);
  });
});

describe('GET /claims/report', () => {
  it('slices the same claims by payment method, reason and country', async () => {
    const [report, rows, claims] = await Promise.all([
      json<ClaimsReportReply>(await superCall(`/claims/report?${RANGE}`)),
      grid(superCall),
      rawClaims(superCall),
    ]);
    for (const slices of [report.paymentMethodsData, report.claimReasonsData, report.countriesData]) {
      expect(slices.reduce((total, s) => total + s.count, 0)).toBe(claims.length);
      expect(slices.every((s) => s.name && s.code && s.count > 0)).toBe(true);
      expect(slices.map((s) => s.count)).toEqual([...slices.map((s) => s.count)].sort((a, b) => b - a));
    }
    const withClaims = rows.data.filter((r) => r.claimsCount > 0);
    expect(Object.fromEntries(report.paymentMethodsData.map((s) => [s.code, s.count]))).toEqual(
      Object.fromEntries(withClaims.map((r) => [String(r.paymentMethodId), r.claimsCount])),
    );
    expect(Object.fromEntries(report.claimReasonsData.map((s) => [s.code, s.count]))).toEqual(
      Object.fromEntries(countBy(claims, (c) => c.claimReasonCode)),
    );
    expect(Object.fromEntries(report.countriesData.map((s) => [s.code, s.count]))).toEqual(
      Object.fromEntries(countBy(claims, (c) => c.countryCode)),
    );
    expect(report.countriesData.map((s) => s.name)).not.toContain(report.countriesData[0].code);
  });

  it('is empty, not an error, for a range without claims', async () => {
    const report = await json<ClaimsReportReply>(await superCall('/claims/report?dateFrom=01/01/2020&dateTo=02/01/2020'));
    expect(report).toEqual({ paymentMethodsData: [], claimReasonsData: [], countriesData: [] });
  });
});

describe('GET /dashboard', () => {
  it('totals the grid with one exact claim and win rate', async () => {
    const [totals, rows] = await Promise.all([json<Record<string, number>>(await superCall(`/dashboard?${RANGE}`)), grid(superCall)]);
    const claims = sum(rows.data, (r) => r.claimsCount);
    const tx = sum(rows.data, (r) => r.transactionsCount);
    const won = sum(rows.data, (r) => r.wonCount);
    const decided = sum(rows.data, (r) => r.decidedCount);
    expect(totals).toEqual({
      claimsCount: claims,
      transactionsCount: tx,
      wonCount: won,
      decidedCount: decided,
      claimRate: claims / tx,
      winRate: won / decided,
    });
  });
});

describe('GET /claims/dashboard-export', () => {
  it('answers a file key whose CSV holds the filtered grid', async () => {
    const rows = await grid(superCall);
    const { fileKey } = await json<{ fileKey: string }>(await superCall(`/claims/dashboard-export?${RANGE}`));
    const file = await superCall(`/file/${fileKey}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (await file.text()).trim().split(/\r\n/);
    expect(lines[0]).toBe('paymentMethodId,paymentMethodName,claimsCount,transactionsCount,claimRate,winRate,wonCount,decidedCount');
    expect(lines).toHaveLength(rows.count + 1);
    const first = rows.data[0];
    expect(lines[1]).toContain(`${first.paymentMethodId},`);
    expect(lines[1]).toContain(`,${first.claimsCount},${first.transactionsCount},${first.claimRate.toFixed(4)},`);
  });

  it('follows the requested sort, and leaves a rate empty when it has nothing to divide', async () => {
    const { fileKey } = await json<{ fileKey: string }>(
      await superCall(`/claims/dashboard-export?${RANGE}&sortField=claimsCount&sortDirection=asc`),
    );
    const [header, ...lines] = (await (await superCall(`/file/${fileKey}`)).text()).trim().split(/\r\n/);
    const column = (name: string) => header.split(',').indexOf(name);
    const cells = lines.map((line) => line.split(','));
    const counts = cells.map((c) => Number(c[column('claimsCount')]));
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    const undecided = cells.filter((c) => c[column('decidedCount')] === '0');
    expect(undecided.length).toBeGreaterThan(0);
    for (const c of undecided) expect(c[column('winRate')]).toBe('');
  });

  it('is refused to the read-only viewer (no DASHBOARD_CLAIMS EXPORT), who may still view', async () => {
    const reply = await viewerCall(`/claims/dashboard-export?${RANGE}`);
    expect(reply.status).toBe(403);
    expect(await reply.text()).toMatch(/DASHBOARD_CLAIMS EXPORT/);
    expect((await viewerCall(`/claims/report-grid?${RANGE}`)).status).toBe(200);
    expect((await viewerCall(`/claims/report?${RANGE}`)).status).toBe(200);
  });
});

describe('auth and scoping', () => {
  it('answers 401 without a valid token on every route', async () => {
    for (const path of ROUTES) {
      expect((await fetch(`${api.url}${path}?${RANGE}`)).status, path).toBe(401);
      expect((await authed(api.url, 'not-a-token')(`${path}?${RANGE}`)).status, path).toBe(401);
    }
  });

  it("counts only the caller's merchants", async () => {
    const [superRows, merchantRows, merchantClaims, superClaims] = await Promise.all([
      grid(superCall),
      grid(merchantCall),
      rawClaims(merchantCall),
      rawClaims(superCall),
    ]);
    expect(merchantClaims.length).toBeGreaterThan(0);
    expect(new Set(merchantClaims.map((c) => c.merchantId))).toEqual(new Set([4]));
    expect(sum(merchantRows.data, (r) => r.claimsCount)).toBe(merchantClaims.length);
    expect(sum(superRows.data, (r) => r.claimsCount)).toBe(superClaims.length);
    // The seed has claims of merchants nobody here sees (4 for super, 1-3 and 5 for merchant).
    const db = api.app.fakeApi.context.store.db;
    const inRange = (c: { claimDate: string; claimStatusCode: string }) =>
      c.claimStatusCode !== 'DELETED' && c.claimDate >= '2026-09-23T00:00:00.000Z' && c.claimDate <= '2026-11-21T23:59:59.999Z';
    const superSees = db.claims.filter((c) => inRange(c) && [1, 2, 3].includes(c.merchantId)).length;
    expect(superSees).toBeLessThan(db.claims.filter(inRange).length);
    expect(sum(superRows.data, (r) => r.claimsCount)).toBe(superSees);
    // Another merchant's shop is no way in.
    const foreignShop = merchantClaims[0].shopId;
    const probe = await grid(superCall, `&shopId=${foreignShop}`);
    expect(sum(probe.data, (r) => r.claimsCount + r.transactionsCount)).toBe(0);
  });
});

describe('through the real data provider', () => {
  // Declared as resources/claims-dashboard declares it.
  const definition = {
    name: 'claims-dashboard',
    apiPath: '/claims/report-grid',
    idField: 'paymentMethodId',
    exportPath: '/claims/dashboard-export',
    access: 'DASHBOARD_CLAIMS',
  } as const;
  const filter = { dateFrom: '23/09/2026', dateTo: '21/11/2026 23:59:59.999', country: ['BR', 'MX'] };

  it('lists the rows with their payment method as id, charts the same claims and exports a file', async () => {
    const { dataProvider, authProvider } = createProviders({
      definitions: [definition],
      storage: memoryStorage(),
      baseUrl: api.url,
      timeoutMs: 10_000,
    });
    await authProvider.login({ username: 'super@demo.test', password: DEMO_PASSWORD, token: '' });
    const list = await dataProvider.getList('claims-dashboard', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'claimsCount', order: 'DESC' },
      filter,
    });
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.every((row) => row.id === row.paymentMethodId)).toBe(true);
    const raw = await grid(superCall, '&country=BR,MX');
    expect(list.data.map((row) => row.claimsCount)).toEqual(raw.data.map((row) => row.claimsCount));
    const report = await dataProvider.claimsReport(filter);
    expect(report.countriesData.length).toBeGreaterThan(0);
    expect(report.countriesData.every((s) => s.code === 'BR' || s.code === 'MX')).toBe(true);
    expect(report.paymentMethodsData.reduce((total, s) => total + s.count, 0)).toBe(sum(raw.data, (r) => r.claimsCount));
    // The period comparison's totals: GET /dashboard, the same numbers the grid adds up to.
    const totals = await dataProvider.claimsTotals(filter);
    expect(totals).toEqual(await json(await superCall('/dashboard?dateFrom=23/09/2026&dateTo=21/11/2026 23:59:59.999&country=BR,MX')));
    expect(totals.claimsCount).toBe(sum(raw.data, (r) => r.claimsCount));
    const outcome = await dataProvider.export('claims-dashboard', { filter });
    expect(outcome).toEqual({ kind: 'file', fileKey: expect.any(String) });
  });
});
