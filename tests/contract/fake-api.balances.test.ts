/**
 * The balance calls on the fake API (issue #16): their guards and merchant scope, the figures
 * each shape answers adding up to the ledger's accounts, a super-merchant's master balance
 * holding its sub-merchants', bad input refused naming the field, and a payout written through
 * the API moving the balance.
 */
import { describe, expect, it } from 'vitest';
import { LEGACY_PARTS, type LegacyTotalsReply } from '../../contract/balance/legacyTotals';
import { unbalancedTotals } from '../../fake-api/ledger/totals';
import { allRows, json } from '../harness/fakeApi';
import { suiteDemoApi, type DemoCall } from '../harness/demoApi';
import { brazilPixPayout } from './support/payouts';
import { directWireBody, uploadDocument } from './support/refunds';

interface Figure {
  total: number;
  convertedTotal: number | null;
}
interface AccountBalance {
  currencyCode: string;
  operationalBalance: Figure & {
    detail: { payIns: number; payOuts: number; withdrawals: number; chargebacksAndClaims: { total: number }; others: { total: number } };
  };
  balanceAvailableForPayouts: Figure & { detail: { operationalBalance: number; topUps: number; minBalanceForPayouts: number } };
  rollingReserveBalance: Figure;
  currentBalance: Figure;
  lastSettlementPublishedDate: string | null;
}
interface LedgerAccount {
  accountId: string;
  merchantId: number;
  currencyCode: string;
  account: 'MAIN' | 'RESERVE';
  balance: number;
}
interface Movement {
  movementId: number;
  merchantId: number;
  accountId: string;
  netAmount: number;
  balanceAfter: number;
  type: string;
}

const api = suiteDemoApi({ scale: 2000 });
const { as, tokens } = api;
type Call = DemoCall;

const round2 = (n: number) => Math.round(n * 100) / 100;
const sum = (values: number[]) => round2(values.reduce((s, v) => s + v, 0));
/** The MAIN account (current less the reserve): what payouts and refunds draw on, before the 20% minimum. */
const mainOf = (b: AccountBalance) => round2(b.currentBalance.total - b.rollingReserveBalance.total);
const get = async <T>(call: Call, path: string) => {
  const reply = await call(path);
  expect(reply.status, `${path}: ${await reply.clone().text()}`).toBe(200);
  return json<T>(reply);
};
const accountsOf = (merchantId: number, call: Call = as.super) =>
  get<LedgerAccount[]>(call, `/balance-ledger/accounts?merchantId=${merchantId}`);
const held = (accounts: LedgerAccount[], currency: string, merchantIds: number[], account?: 'MAIN' | 'RESERVE') =>
  sum(
    accounts
      .filter((a) => a.currencyCode === currency && merchantIds.includes(a.merchantId) && (!account || a.account === account))
      .map((a) => a.balance),
  );

const ROUTES = [
  '/reports/dashboard/merchant/4?currencyCode=USD',
  '/reports/dashboard/merchant/4/conversion?currencyCode=USD&currencyQuote=BRL',
  '/reports/dashboard/master-merchant/1?currencyCode=USD',
  '/reports/dashboard/master-merchant/1/conversion?currencyCode=USD&currencyQuote=COP',
  '/merchant-balance?merchantId=4&currencyCode=USD',
  '/merchant-balance/available-balance-for-withdrawals?merchantId=4&currencyCode=USD',
  '/merchant-balance/summary-guide',
  '/merchant-balance/settled-transactions?pageSize=5',
  '/merchant-balance/settled-transactions/export',
  '/dashboard/shops?merchantId=4&currencyCode=USD',
  '/dashboard-merchant-balance?merchantId=4&currencyCode=USD',
  '/settlements/detail?settlementId=1',
  '/settlements/1/headers',
  '/settlements/1/summary',
  '/balance-ledger/accounts?merchantId=4',
  '/balance-ledger/accounts/balance?merchantId=4',
  '/balance-ledger/movements?pageSize=5',
  '/balance-ledger/movements/export',
  '/balance-ledger/guide',
  '/adjustments?pageSize=5',
];

describe('the balance routes', () => {
  it('answer 401 without a token', async () => {
    for (const path of ROUTES) expect((await fetch(`${api.url}${path}`)).status, path).toBe(401);
  });

  it('answer 403 to a role without the screen: the staff has no balance right', async () => {
    for (const path of ROUTES) {
      if (path.startsWith('/settlements')) continue;
      expect((await as.staff(path)).status, path).toBe(403);
    }
  });

  it('give the ledger to BALANCE_LEDGER only, its export to EXPORT only, and the bank balance to BANK_ACCOUNT_BALANCE', async () => {
    // The merchant's role holds no BALANCE_LEDGER (it lands on /balance); the viewer holds VIEW alone.
    expect((await as.merchant('/balance-ledger/accounts')).status).toBe(403);
    expect((await as.merchant('/balance-ledger/movements?pageSize=5')).status).toBe(403);
    expect((await as.viewer('/balance-ledger/movements?pageSize=5')).status).toBe(200);
    expect((await as.viewer('/balance-ledger/movements/export')).status).toBe(403);
    expect((await as.super('/balance-ledger/movements/export?merchantId=1')).status).toBe(200);
    const bank = await get<{ currencyCode: string; balance: number }>(as.merchant, '/balance-ledger/accounts/balance?merchantId=4');
    expect(bank.currencyCode).toBe('BRL');
    // No BRL shop, no bank account: a 404 the screen ignores.
    expect((await as.super('/balance-ledger/accounts/balance?merchantId=1')).status).toBe(404);
  });

  it("keep another merchant's balance out of reach (404), and refuse bad input naming the field", async () => {
    expect((await as.merchant('/reports/dashboard/merchant/1?currencyCode=USD')).status).toBe(404);
    expect((await as.merchant('/reports/dashboard/master-merchant/1?currencyCode=USD')).status).toBe(404);
    expect((await as.merchant('/merchant-balance?merchantId=2&currencyCode=USD')).status).toBe(404);
    expect((await as.viewer('/dashboard/shops?merchantId=5&currencyCode=USD')).status).toBe(404);
    expect((await as.super('/balance-ledger/accounts?merchantId=4')).status).toBe(404);
    const movements = await allRows<Movement>(as.merchant, '/merchant-balance/settled-transactions');
    expect(new Set(movements.data.map((m) => m.merchantId))).toEqual(new Set([4]));
    const cases: [string, RegExp][] = [
      ['/reports/dashboard/merchant/4?currencyCode=EUR', /^currencyCode must be one of USD, BRL$/],
      ['/reports/dashboard/merchant/4?currencyCode=USD&shopId=1', /^shopId must be a shop of the merchant$/],
      ['/reports/dashboard/merchant/x?currencyCode=USD', /^merchantId must be a merchant id$/],
      ['/reports/dashboard/merchant/4/conversion?currencyCode=USD', /^currencyQuote is required$/],
      ['/merchant-balance?merchantId=4&currencyCode=USD&createdDateTo=31/02/2026', /^createdDateTo must be a date/],
      ['/settlements/detail', /^settlementId is required$/],
    ];
    for (const [path, message] of cases) {
      const reply = await as.merchant(path);
      expect(reply.status, path).toBe(400);
      expect(await reply.text(), path).toMatch(message);
    }
  });
});

describe('the figures', () => {
  it("add up to the ledger's accounts: current = main + reserve, available for payouts = main less its 20% minimum", async () => {
    const mine = await get<LedgerAccount[]>(as.viewer, '/balance-ledger/accounts?merchantId=4');
    for (const currency of ['USD', 'BRL']) {
      const b = await get<AccountBalance>(as.viewer, `/reports/dashboard/merchant/4?currencyCode=${currency}`);
      expect(b.currentBalance.total, currency).toBeCloseTo(held(mine, currency, [4]), 2);
      const main = held(mine, currency, [4], 'MAIN');
      expect(b.balanceAvailableForPayouts.total, currency).toBeCloseTo(main - Math.max(0, main) * 0.2, 2);
      expect(b.rollingReserveBalance.total, currency).toBeCloseTo(held(mine, currency, [4], 'RESERVE'), 2);
      expect(unbalancedTotals(b), currency).toEqual([]);
      // The dollar line for another currency than the dollar (spec 03 §2).
      expect(b.currentBalance.convertedTotal === null, currency).toBe(currency === 'USD');
    }
  });

  it("give a super-merchant's master balance as its own plus its sub-merchants'", async () => {
    const accounts = await accountsOf(1);
    expect(new Set(accounts.map((a) => a.merchantId))).toEqual(new Set([1, 2, 3]));
    for (const currency of ['USD', 'COP']) {
      const master = await get<AccountBalance>(as.super, `/reports/dashboard/master-merchant/1?currencyCode=${currency}`);
      expect(master.currentBalance.total, currency).toBeCloseTo(held(accounts, currency, [1, 2, 3]), 2);
      let parts = 0;
      for (const id of [1, 2, 3]) {
        const reply = await as.super(`/reports/dashboard/merchant/${id}?currencyCode=${currency}`);
        // A merchant without that currency is refused naming it; it holds nothing in it.
        if (reply.status === 400) continue;
        parts += (await json<AccountBalance>(reply)).currentBalance.total;
      }
      expect(master.currentBalance.total, currency).toBeCloseTo(round2(parts), 2);
    }
  });

  it('answer the summary, the legacy totals and the available balance from the same ledger', async () => {
    const accounts = await get<LedgerAccount[]>(as.viewer, '/balance-ledger/accounts?merchantId=4');
    const summary = await get<AccountBalance>(as.merchant, '/merchant-balance?merchantId=4&currencyCode=USD');
    expect(summary.currentBalance.total).toBeCloseTo(held(accounts, 'USD', [4]), 2);
    const legacy = await get<LegacyTotalsReply>(as.viewer, '/dashboard/shops?merchantId=4&currencyCode=USD');
    expect(legacy.totalAmount).toBeCloseTo(summary.currentBalance.total, 2);
    expect(legacy.totalAmount).toBeCloseTo(sum(LEGACY_PARTS.map(([, field]) => legacy[field])), 2);
    const available = await get<{ availableBalanceForWithdrawals: number }>(
      as.merchant,
      '/merchant-balance/available-balance-for-withdrawals?merchantId=4&currencyCode=USD',
    );
    // Published settlements less the withdrawals asked of them: the summary's figure of the same name.
    const summaryAvailable = (summary as unknown as { currentBalance: { detail: { availableBalanceForWithdrawals: { total: number } } } })
      .currentBalance.detail.availableBalanceForWithdrawals.total;
    expect(available.availableBalanceForWithdrawals).toBe(summaryAvailable);
  });

  it("list each account's movements with the balance after each, ending on the account's balance", async () => {
    const accounts = await get<LedgerAccount[]>(as.viewer, '/balance-ledger/accounts?merchantId=4');
    const main = accounts.find((a) => a.currencyCode === 'BRL' && a.account === 'MAIN') as LedgerAccount;
    const rows = await allRows<Movement>(
      as.viewer,
      `/balance-ledger/movements?accountId=${main.accountId}&sortField=movementId&sortDirection=asc`,
    );
    expect(rows.data.length).toBeGreaterThan(10);
    expect(sum(rows.data.map((m) => m.netAmount))).toBeCloseTo(main.balance, 2);
    expect(rows.data[rows.data.length - 1].balanceAfter).toBeCloseTo(main.balance, 2);
    const settled = await json<{ totals: { netAmount: number }; count: number }>(
      await as.merchant('/merchant-balance/settled-transactions?pageSize=5&currencyCode=BRL&account=MAIN'),
    );
    expect(settled.count).toBeGreaterThan(0);
    expect(typeof settled.totals.netAmount).toBe('number');
  });

  it("sum a settlement's movements into its header and its summary", async () => {
    const settlement = (await allRows<{ settlementId: number; merchantId: number }>(as.merchant, '/settlements')).data[0];
    const header = await get<{
      netVolume: number;
      totalPayIns: number;
      totalPayOuts: number;
      totalWithdrawals: number;
      totalOthers: number;
    }>(as.merchant, `/settlements/${settlement.settlementId}/headers`);
    const summary = await get<{ items: { netAmount: number; itemCount: number }[]; netAmount: number; itemCount: number }>(
      as.merchant,
      `/settlements/${settlement.settlementId}/summary`,
    );
    const detail = await allRows<Movement>(as.merchant, `/settlements/detail?settlementId=${settlement.settlementId}`);
    expect(summary.itemCount).toBe(detail.data.length);
    expect(summary.netAmount).toBeCloseTo(sum(detail.data.map((m) => m.netAmount)), 2);
    expect(header.netVolume).toBeCloseTo(summary.netAmount, 2);
    expect(header.netVolume).toBeCloseTo(sum([header.totalPayIns, header.totalPayOuts, header.totalWithdrawals, header.totalOthers]), 2);
    const foreign = (await allRows<{ settlementId: number; merchantId: number }>(as.super, '/settlements')).data.find(
      (s) => s.merchantId !== 4,
    );
    expect((await as.merchant(`/settlements/${foreign?.settlementId}/headers`)).status).toBe(404);
  });

  it('moves with a payout written through the API: the MAIN account drops by the payout and its fee', async () => {
    const shops = await get<{ shopId: number; currencyCode: string; merchantId: number }[]>(as.merchant, '/config/balance-shops');
    const shop = shops.find((s) => s.currencyCode === 'BRL') as { shopId: number };
    const before = await get<AccountBalance>(as.merchant, '/reports/dashboard/merchant/4?currencyCode=BRL');
    const reply = await as.merchant('/payouts/items', { method: 'POST', body: JSON.stringify(brazilPixPayout(shop.shopId)) });
    expect(reply.status, await reply.clone().text()).toBeLessThan(300);
    const after = await get<AccountBalance>(as.merchant, '/reports/dashboard/merchant/4?currencyCode=BRL');
    const drop = round2(mainOf(before) - mainOf(after));
    expect(drop).toBeGreaterThanOrEqual(120.5);
    expect(after.operationalBalance.detail.payOuts).toBeLessThan(before.operationalBalance.detail.payOuts);
  });

  it('moves with a direct wire requested through the API: the MAIN account drops by its amount', async () => {
    const shops = await get<{ shopId: number; currencyCode: string }[]>(as.merchant, '/config/balance-shops');
    const shop = shops.find((s) => s.currencyCode === 'USD') as { shopId: number };
    const before = await get<AccountBalance>(as.merchant, '/reports/dashboard/merchant/4?currencyCode=USD');
    const fileId = await uploadDocument(api.url, tokens.merchant);
    const reply = await as.merchant('/refunds/new', { method: 'POST', body: JSON.stringify(directWireBody(shop.shopId, fileId)) });
    expect(reply.status, await reply.clone().text()).toBeLessThan(300);
    const after = await get<AccountBalance>(as.merchant, '/reports/dashboard/merchant/4?currencyCode=USD');
    expect(round2(mainOf(before) - mainOf(after))).toBeCloseTo(150.25, 2);
  });
});

describe('the settled transactions’ config (issue #30 item 36)', () => {
  it('answers the types, countries and payment methods of the scope’s settled movements, and each filters the grid', async () => {
    const config = await get<{
      transactionTypes: { code: string }[];
      countries: { countryCode: string; countryName: string }[];
      paymentMethods: { paymentMethodName: string }[];
    }>(as.merchant, '/config/settled-transactions?pageIndex=0&pageSize=25&merchantId=4&currencyCode=BRL');
    expect(config.transactionTypes.map((t) => t.code)).toContain('PAY_IN');
    expect(config.countries.length).toBeGreaterThan(0);
    expect(config.paymentMethods.length).toBeGreaterThan(0);
    const country = config.countries[0].countryCode;
    const method = config.paymentMethods[0].paymentMethodName;
    interface Settled {
      countryCode: string;
      paymentMethodName: string;
      currencyCode: string;
    }
    const byCountry = await allRows<Settled>(as.merchant, `/merchant-balance/settled-transactions?currencyCode=BRL&countryCode=${country}`);
    expect(byCountry.data.length).toBeGreaterThan(0);
    expect(new Set(byCountry.data.map((r) => r.countryCode))).toEqual(new Set([country]));
    const byMethod = await allRows<Settled>(
      as.merchant,
      `/merchant-balance/settled-transactions?currencyCode=BRL&paymentMethodName=${encodeURIComponent(method)}`,
    );
    expect(byMethod.data.length).toBeGreaterThan(0);
    expect(new Set(byMethod.data.map((r) => r.paymentMethodName))).toEqual(new Set([method]));
  });

  it('keeps another merchant’s scope out of reach', async () => {
    const supers = await get<{ merchantId: number }[]>(as.super, '/config/merchant-default-currencies');
    const other = supers.find((m) => m.merchantId !== 4) as { merchantId: number };
    expect((await as.merchant(`/config/settled-transactions?merchantId=${other.merchantId}`)).status).toBe(404);
  });
});
