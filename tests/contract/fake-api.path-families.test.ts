/**
 * The path families of spec 01 §7.3 that the fake API serves so far, walked in one go: each
 * answers its own call rather than being swallowed by a neighbour's `{id}` route (the /merchants
 * lookups used to reach `/merchants/{id}` and answer 404). Families without a screen yet
 * (/h2h/styles) are added here as their screens arrive.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, loginAs, startTestApi, type TestApi } from '../harness/fakeApi';

const RANGE = 'dateFrom=01/01/2020 00:00:00.000&dateTo=31/12/2030 23:59:59.999';
const GRID = `pageIndex=0&pageSize=5`;

/** One readable call per family: a grid or a lookup, as the screens make it. */
const FAMILIES: readonly [family: string, path: string][] = [
  ['/adjustment-movements', `/adjustment-movements?${GRID}`],
  ['/adjustment-movements', `/adjustment-movements/topups?${GRID}`],
  ['/adjustment-movements', '/adjustment-movements/config'],
  ['/adjustments', `/adjustments?${GRID}`],
  ['/merchant-balance', '/merchant-balance?currencyCode=USD'],
  ['/merchant-balance', '/merchant-balance/available-balance-for-withdrawals?currencyCode=USD'],
  ['/merchant-balance', `/merchant-balance/settled-transactions?${GRID}`],
  ['/dashboard', '/dashboard/shops?currencyCode=USD'],
  ['dashboard-merchant-balance', '/dashboard-merchant-balance?currencyCode=USD'],
  ['/reports/dashboard', '/reports/dashboard/master-merchant/1?currencyCode=USD'],
  ['/reports/dashboard', '/reports/dashboard/merchant/2/conversion?currencyCode=COP&currencyQuote=USD'],
  ['/balance-ledger', '/balance-ledger/accounts'],
  ['/balance-ledger', `/balance-ledger/movements?${GRID}`],
  ['/settlements', '/settlements/:settlement/headers'],
  ['/settlements', '/settlements/:settlement/summary'],
  ['/settlements', `/settlements/detail?settlementId=:settlement&${GRID}`],
  ['/claims', `/claims?${GRID}&${RANGE}`],
  ['/claims', `/claims/report-grid?${RANGE}`],
  ['/claims', `/claims/report?${RANGE}`],
  ['/merchants', `/merchants?${GRID}`],
  ['/merchants', '/merchants/status-types'],
  ['/merchants', '/merchants/financial-status'],
  ['/merchants', '/merchants/risk-dropdown'],
  ['/merchants', '/merchants/referrals'],
  ['/merchants', '/merchants/source-References'],
  ['/merchants', '/merchants/whitelabel'],
  ['/merchants', '/merchants/dropdown-elements'],
  ['/notifications', `/notifications?${GRID}`],
  ['/partners', '/partners'],
  ['/payment-methods', `/payment-methods?${GRID}`],
  ['/payouts', `/payouts?${GRID}`],
  ['/payouts', `/payouts/items?${GRID}`],
  ['/shops', `/shops?${GRID}`],
  ['/submerchants', `/submerchants?${GRID}`],
  ['/transactions', `/transactions?${GRID}&${RANGE}`],
  ['/transactions', `/transactions/v2?${GRID}&${RANGE}`],
  ['/refunds', `/refunds?${GRID}`],
  ['/refund-beneficiary', '/refund-beneficiary/:beneficiary'],
  ['/notes', `/notes?${GRID}`],
  ['/api/v1/refunds', '/api/v1/refunds/download/:refund'],
  ['/refund-documents', `/refund-documents?${GRID}`],
  ['/paywalls', `/paywalls?${GRID}`],
  ['/withdrawals', `/withdrawals/grid-list?${GRID}`],
  ['/withdrawals', '/withdrawals/:withdrawal'],
  ['/withdrawals', '/withdrawals/:withdrawal/transactions'],
  ['/withdrawals', '/withdrawals/balance?currencyCode=USD'],
  ['/settlements', '/settlements/:settlement'],
  ['/config', '/config/withdrawals'],
  ['/config', '/config/shop-daily-balance'],
  ['/shop-daily-balance', `/shop-daily-balance?${GRID}`],
  ['/account-daily-balance', `/account-daily-balance?${GRID}`],
  ['/settlements', `/settlements?${GRID}`],
  ['/transaction-refunds', `/transaction-refunds?${GRID}`],
  ['/report-tasks', `/report-tasks?${GRID}`],
  ['/options', '/options/shop'],
  ['/service-configuration/core-api', '/service-configuration/core-api'],
];

let api: TestApi;
let call: ReturnType<typeof authed>;
/** The ids a path names, taken from super's own rows: which ones are super's depends on the seed's day. */
const ids: Record<string, number> = {};

async function firstRow(path: string): Promise<Record<string, number>> {
  const reply = await call(path);
  expect(reply.status, path).toBe(200);
  const row = ((await reply.json()) as { data: Record<string, number>[] }).data[0];
  if (!row) throw new Error(`${path} has no row to take an id from`);
  return row;
}

beforeAll(async () => {
  api = await startTestApi();
  call = authed(api.url, await loginAs(api.url, 'super@demo.test'));
  ids.settlement = (await firstRow(`/settlements?${GRID}`)).settlementId;
  ids.withdrawal = (await firstRow(`/withdrawals/grid-list?${GRID}`)).withdrawalId;
  const refund = await firstRow(`/refunds?${GRID}`);
  ids.refund = refund.refundRequestId;
  ids.beneficiary = refund.beneficiaryId;
});

/** A path with its `:name` placeholders filled from `ids`. */
const withIds = (path: string) => path.replace(/:([a-z]+)/g, (_, name: string) => String(ids[name]));
afterAll(async () => {
  await api?.close();
});

describe('path families of spec 01 §7.3', () => {
  it.each(FAMILIES)('%s answers %s', async (_family, template) => {
    const path = withIds(template);
    const reply = await call(path);
    expect(reply.status, await reply.clone().text()).toBe(200);
    const body: unknown = await reply.json();
    const rows = Array.isArray(body) ? body : (body as { data?: unknown }).data;
    // Every family answers something to show: a non-empty grid page, list or lookup object.
    if (Array.isArray(rows)) expect(rows.length, path).toBeGreaterThan(0);
    else expect(Object.keys(body as object).length, path).toBeGreaterThan(0);
  });

  it('keeps a merchant id readable beside the lookups', async () => {
    const reply = await call('/merchants/1');
    expect(reply.status).toBe(200);
    expect(((await reply.json()) as { merchantId: number }).merchantId).toBe(1);
  });

  it('answers 401 to the lookups without a token', async () => {
    for (const path of ['/merchants/status-types', '/merchants/whitelabel', '/adjustment-movements/config']) {
      expect((await fetch(`${api.url}${path}`)).status, path).toBe(401);
    }
  });
});
