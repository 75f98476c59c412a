/**
 * The Claims screen's API (spec 02 §2 "Claims", §4, §7) over raw HTTP and through the real data
 * provider: grid filters and the status rules, one claim, the export as a CSV file key,
 * authentication (401), the EXPORT patent (403) and merchant scoping.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimsResource } from '../../resources/claims';
import { createProviders } from '../../src/providers/createProviders';
import { memoryStorage } from '../../src/providers/session';
import { allRows, authed, DEMO_PASSWORD, loginAs, startTestApi, TEST_NOW, type TestApi, json } from '../harness/fakeApi';

interface Claim {
  claimId: number;
  merchantId: number;
  claimDate: string;
  transactionDate: string;
  processedDate: string | null;
  claimStatusCode: string;
  claimReasonCode: string;
  paymentChannelTypeCode: string;
  transactionEmail: string;
  transactionId: string;
  shopId: number;
  paymentMethodId: number;
}
type Call = ReturnType<typeof authed>;

/** Every claim the seed has, whatever its date (the screens send a range; tests want all). */
const RANGE = 'dateType=ClaimDate&dateFrom=01/01/2000&dateTo=31/12/2100';
const OPEN_FAMILY = ['OPEN', 'REFUNDING', 'REFUNDING_ERROR'];

let api: TestApi;
let superCall: Call;
let merchantCall: Call;
let viewerCall: Call;
let everything: Claim[];

/** Every row of the grid for the query, page by page. */
const grid = (call: Call, query: string, path = '/claims') => allRows<Claim>(call, `${path}?${RANGE}&${query}`);

beforeAll(async () => {
  // Enough transactions for claims of every status and both merchants, at a fixed date.
  api = await startTestApi({ scale: 3000, now: TEST_NOW });
  superCall = authed(api.url, await loginAs(api.url, 'super@demo.test'));
  merchantCall = authed(api.url, await loginAs(api.url, 'merchant@demo.test'));
  viewerCall = authed(api.url, await loginAs(api.url, 'viewer@demo.test'));
  everything = api.app.fakeApi.context.store.db.claims as unknown as Claim[];
});
afterAll(async () => {
  await api?.close();
});

describe('GET /claims', () => {
  it("lists the caller's claims, never deleted ones, newest first", async () => {
    const page = await grid(superCall, 'sortField=claimDate&sortDirection=desc');
    const mine = everything.filter((c) => [1, 2, 3].includes(c.merchantId) && c.claimStatusCode !== 'DELETED');
    expect(page.count).toBe(mine.length);
    expect(page.count).toBeGreaterThan(10);
    expect(page.data.every((c) => [1, 2, 3].includes(c.merchantId) && c.claimStatusCode !== 'DELETED')).toBe(true);
    const dates = page.data.map((c) => c.claimDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(everything.some((c) => [1, 2, 3].includes(c.merchantId) && c.claimStatusCode === 'DELETED')).toBe(true);
  });

  it("scopes rows to the caller's merchants", async () => {
    const page = await grid(merchantCall, '');
    expect(page.count).toBeGreaterThan(0);
    expect(page.data.every((c) => c.merchantId === 4)).toBe(true);
  });

  it('reads OPEN as open, refunding and refunding-error; other statuses as themselves', async () => {
    const open = await grid(superCall, 'status=OPEN');
    const codes = new Set(open.data.map((c) => c.claimStatusCode));
    expect([...codes].every((code) => OPEN_FAMILY.includes(code))).toBe(true);
    expect(codes.has('REFUNDING') || codes.has('REFUNDING_ERROR')).toBe(true);
    const won = await grid(superCall, 'status=IN_FAVOR_MERCHANT,AGAINST_MERCHANT');
    expect(won.count).toBeGreaterThan(0);
    expect(won.data.every((c) => ['IN_FAVOR_MERCHANT', 'AGAINST_MERCHANT'].includes(c.claimStatusCode))).toBe(true);
    const all = await grid(superCall, '');
    expect(open.count + won.count).toBe(all.count);
  });

  it('applies the range to the date the date type names', async () => {
    const from = '01/10/2026';
    const to = '31/10/2026';
    const inRange = (iso: string | null) => iso !== null && iso >= '2026-10-01T00:00:00.000Z' && iso <= '2026-10-31T23:59:59.999Z';
    for (const [type, field] of [
      ['ClaimDate', 'claimDate'],
      ['TransactionDate', 'transactionDate'],
      ['ProcessedDate', 'processedDate'],
    ] as const) {
      const page = await allRows<Claim>(superCall, `/claims?dateType=${type}&dateFrom=${from}&dateTo=${to}`);
      expect(page.count, type).toBeGreaterThan(0);
      expect(
        page.data.every((c) => inRange(c[field])),
        type,
      ).toBe(true);
    }
  });

  it('filters by reason, channel, shop, payment method and a part of the customer e-mail', async () => {
    const sample = (await grid(superCall, '')).data[0];
    const cases: [string, (c: Claim) => boolean][] = [
      [`reason=${sample.claimReasonCode}`, (c) => c.claimReasonCode === sample.claimReasonCode],
      [`channel=${sample.paymentChannelTypeCode}`, (c) => c.paymentChannelTypeCode === sample.paymentChannelTypeCode],
      [`shopId=${sample.shopId}`, (c) => c.shopId === sample.shopId],
      [`paymentMethodId=${sample.paymentMethodId}`, (c) => c.paymentMethodId === sample.paymentMethodId],
      [
        `email=${encodeURIComponent(sample.transactionEmail.slice(1, 6).toUpperCase())}`,
        (c) => c.transactionEmail.toLowerCase().includes(sample.transactionEmail.slice(1, 6).toLowerCase()),
      ],
    ];
    for (const [query, test] of cases) {
      const page = await grid(superCall, query);
      expect(page.count, query).toBeGreaterThan(0);
      expect(page.data.every(test), query).toBe(true);
    }
  });

  it('searches a transaction id by its first characters', async () => {
    const sample = (await grid(superCall, '')).data[3];
    const page = await grid(superCall, `transactionId=${sample.transactionId.slice(0, 8).toUpperCase()}`);
    expect(page.data.map((c) => c.claimId)).toContain(sample.claimId);
    expect(page.data.every((c) => c.transactionId.startsWith(sample.transactionId.slice(0, 8)))).toBe(true);
  });

  it('answers 400 naming the bad filter', async () => {
    for (const [query, key] of [
      ['status=DELETED', 'status'],
      ['status=BOGUS', 'status'],
      ['reason=NOPE', 'reason'],
      ['channel=x', 'channel'],
      ['shopId=abc', 'shopId'],
      ['dateType=Paid', 'dateType'],
      ['dateFrom=2026-13-45x', 'dateFrom'],
      ['sortField=nope', 'sortField'],
    ]) {
      const reply = await superCall(`/claims?${query}`);
      expect(reply.status, query).toBe(400);
      expect(await reply.text(), query).toMatch(new RegExp(`^${key}`));
    }
  });

  it('serves the same grid at /claims/claim-transactions', async () => {
    const a = await grid(superCall, 'status=OPEN');
    const b = await grid(superCall, 'status=OPEN', '/claims/claim-transactions');
    expect(b).toEqual(a);
  });
});

describe('GET /claims/{claimId}', () => {
  it("answers a claim in scope, 404 for another merchant's or a deleted one", async () => {
    const mine = everything.find((c) => c.merchantId === 4 && c.claimStatusCode !== 'DELETED')!;
    expect(await json<Claim>(await merchantCall(`/claims/${mine.claimId}`))).toMatchObject({
      claimId: mine.claimId,
      transactionId: mine.transactionId,
    });
    expect((await superCall(`/claims/${mine.claimId}`)).status).toBe(404);
    const deleted = everything.find((c) => c.merchantId === 4 && c.claimStatusCode === 'DELETED');
    expect(deleted, 'the seed has a deleted claim of merchant 4').toBeDefined();
    expect((await merchantCall(`/claims/${deleted!.claimId}`)).status).toBe(404);
    expect((await merchantCall('/claims/99999999')).status).toBe(404);
  });
});

describe('GET /claims/export', () => {
  it('answers a file key whose CSV holds the filtered rows, refunding shown as open', async () => {
    const expected = await grid(superCall, '');
    const open = await grid(superCall, 'status=OPEN');
    expect(open.data.some((c) => c.claimStatusCode !== 'OPEN')).toBe(true);
    const { fileKey } = await json<{ fileKey: string }>(await superCall(`/claims/export?pageIndex=0&pageSize=0&${RANGE}`));
    expect(fileKey).toEqual(expect.any(String));
    const file = await superCall(`/file/${fileKey}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="claims-\d{14}\.csv"$/);
    const [header, ...lines] = (await file.text()).trim().split('\r\n');
    expect(header.split(',')).toEqual(
      expect.arrayContaining(['claimId', 'claimDate', 'transactionId', 'amount', 'currency', 'claimStatusCode', 'claimReasonName']),
    );
    expect(lines).toHaveLength(expected.count);
    const statuses = lines.map((line) => line.split(',')[header.split(',').indexOf('claimStatusCode')]);
    expect(new Set(statuses)).toEqual(new Set(['OPEN', 'AGAINST_MERCHANT', 'IN_FAVOR_MERCHANT']));
    expect(statuses.filter((code) => code === 'OPEN')).toHaveLength(open.count);
    // The filters apply to the export too.
    const filtered = await json<{ fileKey: string }>(
      await superCall(`/claims/export?pageIndex=0&pageSize=0&${RANGE}&status=AGAINST_MERCHANT`),
    );
    const againstLines = (await (await superCall(`/file/${filtered.fileKey}`)).text()).trim().split('\r\n').slice(1);
    expect(againstLines).toHaveLength(statuses.filter((code) => code === 'AGAINST_MERCHANT').length);
    // Another merchant's user cannot fetch the file.
    expect((await merchantCall(`/file/${fileKey}`)).status).toBe(404);
  });

  it('needs CLAIM EXPORT (403 for the viewer, who may still see the grid)', async () => {
    expect((await viewerCall(`/claims?${RANGE}`)).status).toBe(200);
    const reply = await viewerCall(`/claims/export?pageIndex=0&pageSize=0&${RANGE}`);
    expect(reply.status).toBe(403);
    expect(await reply.text()).toMatch(/CLAIM EXPORT/);
  });
});

describe('authentication', () => {
  it('answers 401 without a token', async () => {
    for (const path of ['/claims', '/claims/claim-transactions', '/claims/export', '/claims/1']) {
      expect((await fetch(`${api.url}${path}`)).status, path).toBe(401);
    }
  });
});

describe('through the real data provider', () => {
  it("lists with the screen's filter and exports a file", async () => {
    const providers = createProviders({ definitions: [claimsResource], storage: memoryStorage(), baseUrl: api.url, timeoutMs: 10_000 });
    await providers.authProvider.login({ username: 'merchant@demo.test', password: DEMO_PASSWORD, token: '' });
    const filter = {
      dateType: 'ClaimDate',
      dateFrom: '01/01/2000 00:00:00.000',
      dateTo: '31/12/2100 23:59:59.999',
      status: ['OPEN', 'AGAINST_MERCHANT'],
    };
    const list = await providers.dataProvider.getList('claims', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'claimDate', order: 'DESC' },
      filter,
    });
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.every((r) => r.id === r.claimId && r.merchantId === 4)).toBe(true);
    expect(list.data.every((r) => [...OPEN_FAMILY, 'AGAINST_MERCHANT'].includes(r.claimStatusCode as string))).toBe(true);
    const one = await providers.dataProvider.getOne('claims', { id: list.data[0].id });
    expect(one.data).toMatchObject({ id: list.data[0].id, transactionId: list.data[0].transactionId });
    const outcome = await providers.dataProvider.export('claims', { filter, sort: { field: 'claimDate', order: 'DESC' } });
    expect(outcome).toEqual({ kind: 'file', fileKey: expect.any(String) });
  });
});
