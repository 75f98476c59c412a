/**
 * Issue #33 (drill-down) over HTTP against the seed: every figure a screen links from opens a list
 * filtered to exactly the rows behind it, and that list's totals (from the API, all pages) equal
 * the figure. The filters are the screens' own (contract/balance/drill.ts,
 * contract/settlements/drill.ts); the figures are the API's answers.
 */
import { describe, expect, it } from 'vitest';
import {
  dailyDrillFilter,
  dailyDrillRule,
  LEDGER_DRILLS,
  LEGACY_DRILLS,
  legacyDrillFilter,
  type LegacyDrillPart,
  ledgerDrillFilter,
  type LedgerDrillLine,
  type LedgerFilter,
  type LedgerTotals,
} from '../../contract/balance/drill';
import { SETTLEMENT_DRILLS, settlementDrillFilter, type SettlementDrillAmount } from '../../contract/settlements/drill';
import { turnoverOf, type Settlement, type SettlementTotals } from '../../contract/settlements/types';
import type { Withdrawal } from '../../contract/withdrawals/types';
import { LEGACY_PARTS, type LegacyTotalsReply } from '../../contract/balance/legacyTotals';
import type { GridReply } from '../../contract/wire';
import { readBalance, type BalanceView } from '../../resources/balance/balanceShape';
import { ACCOUNT_COLUMNS, SHOP_COLUMNS, type DailyBalanceRow } from '../../resources/account-daily-balance/columns';
import { allRows, json, TEST_NOW } from '../harness/fakeApi';
import { suiteDemoApi, type DemoCall } from '../harness/demoApi';

const api = suiteDemoApi({ scale: 3000, now: TEST_NOW });
const RANGE = 'createdDateFrom=01/01/2020&createdDateTo=31/12/2030';

async function get<T>(call: DemoCall, path: string): Promise<T> {
  const reply = await call(path);
  expect(reply.status, `${path}: ${await reply.clone().text()}`).toBe(200);
  return json<T>(reply);
}

const query = (filter: object) => new URLSearchParams(Object.entries(filter).map(([key, value]) => [key, String(value)])).toString();

/** The ledger list a figure opens: its totals over every matching movement, and how many they are. */
const movements = (call: DemoCall, filter: LedgerFilter) =>
  get<GridReply<{ movementId: number; type: string; account: string }> & { totals: LedgerTotals }>(
    call,
    `/balance-ledger/movements?pageSize=100&${query(filter)}`,
  );

/** What a balance line shows, by its name in the balance view (as the cards read it). */
const shown = (b: BalanceView, line: LedgerDrillLine): number =>
  line === 'current' ? b.current.total : line === 'reserve' ? b.reserve.total : line === 'reserveReleased' ? -b.reserveReleased : b[line];

interface Merchant {
  merchantId: number;
  hierarchyTypeCode: string;
}
interface Shop {
  shopId: number;
  merchantId: number;
  currencyCode: string;
}

describe('a balance card’s figures open their movements in the ledger', () => {
  it('super: every line of the master, own and shop balances equals the total of the movements it links to', async () => {
    const call = api.as.super;
    const merchants = await get<Merchant[]>(call, '/config/merchant-default-currencies');
    const shops = await get<Shop[]>(call, '/config/balance-shops');
    const master = merchants.find((m) => m.hierarchyTypeCode === 'SUPERMERCHANT');
    expect(master, 'the super account has a super-merchant').toBeDefined();
    const sub = merchants.find((m) => m.merchantId !== master!.merchantId && shops.some((s) => s.merchantId === m.merchantId))!;
    const shop = shops.find((s) => s.merchantId === sub.merchantId)!;
    const scopes = [
      // The family's balance in each currency it holds, a sub-merchant's own, and one shop's.
      ...[...new Set(shops.map((s) => s.currencyCode))].map((currencyCode) => ({
        path: `/reports/dashboard/master-merchant/${master!.merchantId}?currencyCode=${currencyCode}`,
        scope: { merchantId: master!.merchantId, master: true, currencyCode },
      })),
      {
        path: `/reports/dashboard/merchant/${sub.merchantId}?currencyCode=${shop.currencyCode}`,
        scope: { merchantId: sub.merchantId, master: false, currencyCode: shop.currencyCode },
      },
      {
        path: `/reports/dashboard/merchant/${sub.merchantId}?currencyCode=${shop.currencyCode}&shopId=${shop.shopId}`,
        scope: { merchantId: sub.merchantId, master: false, currencyCode: shop.currencyCode, shopId: shop.shopId },
      },
    ];
    let nonZero = 0;
    for (const { path, scope } of scopes) {
      const balance = readBalance(await get<unknown>(call, path));
      for (const line of Object.keys(LEDGER_DRILLS) as LedgerDrillLine[]) {
        const reply = await movements(call, ledgerDrillFilter(line, scope));
        const figure = shown(balance, line);
        expect(reply.totals[LEDGER_DRILLS[line].sum], `${path} ${line}`).toBeCloseTo(figure, 2);
        if (figure !== 0) nonZero += 1;
      }
    }
    // Not a sum of empty lists: most lines hold money on the seed.
    expect(nonZero).toBeGreaterThan(scopes.length * 6);
  });

  it('super: the legacy global balance’s total and its five parts equal the totals of the movements they link to', async () => {
    const call = api.as.super;
    const merchants = await get<Merchant[]>(call, '/config/merchant-default-currencies');
    const shops = await get<Shop[]>(call, '/config/balance-shops');
    let checked = 0;
    for (const merchant of merchants) {
      for (const currencyCode of new Set(shops.filter((s) => s.merchantId === merchant.merchantId).map((s) => s.currencyCode))) {
        const legacy = await get<LegacyTotalsReply>(
          call,
          `/dashboard/shops?merchantId=${merchant.merchantId}&currencyCode=${currencyCode}`,
        );
        const figures: Record<LegacyDrillPart, number> = {
          total: legacy.totalAmount,
          ...(Object.fromEntries(LEGACY_PARTS.map(([name, field]) => [name, legacy[field]])) as Record<
            (typeof LEGACY_PARTS)[number][0],
            number
          >),
        };
        for (const part of Object.keys(LEGACY_DRILLS) as LegacyDrillPart[]) {
          const reply = await movements(call, legacyDrillFilter(part, { merchantId: merchant.merchantId, currencyCode }));
          expect(reply.totals[LEGACY_DRILLS[part].sum], `${merchant.merchantId} ${currencyCode} ${part}`).toBeCloseTo(figures[part], 2);
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(1);
  });

  it('the ledger refuses an inPublished that is not true or false, naming it', async () => {
    const reply = await api.as.super('/balance-ledger/movements?inPublished=maybe');
    expect(reply.status).toBe(400);
    expect(await reply.text()).toContain('inPublished');
  });
});

describe('a daily balance cell opens the day’s movements it sums', () => {
  for (const view of ['account', 'shop'] as const) {
    it(`${view}: every cell that is a sum of movements equals the total of the ledger list it links to`, async () => {
      const { data } = await get<GridReply<DailyBalanceRow>>(api.as.super, `/${view}-daily-balance?pageSize=100&${RANGE}`);
      // The busiest days first: a cell of each column holding money.
      const rows = [...data].sort((a, b) => Number(b.volumePayin) - Number(a.volumePayin)).slice(0, 4);
      expect(rows.length).toBeGreaterThan(0);
      const columns = (view === 'shop' ? SHOP_COLUMNS : ACCOUNT_COLUMNS).map((c) => c.source);
      let nonZero = 0;
      for (const row of rows) {
        for (const column of columns) {
          const rule = dailyDrillRule(column, view);
          if (!rule) continue;
          const { totals } = await movements(api.as.super, dailyDrillFilter(rule, row));
          const sum = rule.negate ? -totals[rule.sum] : totals[rule.sum];
          expect(sum, `${view} ${row.shopId} ${row.balanceDay} ${column}`).toBeCloseTo(row[column] as number, 2);
          if (row[column] !== 0) nonZero += 1;
        }
      }
      expect(nonZero).toBeGreaterThan(rows.length * 4);
    });
  }
});

describe('a settlement opens its pay-ins and fees, down to the line', () => {
  it('each amount and the count of a settlement equal the totals of the movements it links to', async () => {
    const settlements = (await allRows<Settlement>(api.as.super, `/settlements?${RANGE}`)).data;
    expect(settlements.length).toBeGreaterThan(0);
    // A few of every status, each with pay-ins, refunds or claims.
    const sample = [
      ...settlements.filter((s) => s.status === 'PAID').slice(0, 3),
      ...settlements.filter((s) => s.status !== 'PAID').slice(0, 3),
    ];
    for (const s of sample) {
      for (const amount of Object.keys(SETTLEMENT_DRILLS) as SettlementDrillAmount[]) {
        const rule = SETTLEMENT_DRILLS[amount];
        const { totals, count } = await movements(api.as.super, settlementDrillFilter(amount, s));
        const figure = amount === 'turnover' ? turnoverOf(s) : s[amount];
        const sum = 'negate' in rule && rule.negate ? -totals[rule.sum] : totals[rule.sum];
        expect(sum, `settlement ${s.settlementId} ${amount}`).toBeCloseTo(figure, 2);
        if (amount === 'turnover') expect(count, `settlement ${s.settlementId} pay-ins`).toBe(s.transactionCount);
      }
    }
  });

  it('a settlement says which withdrawal paid it out, and that withdrawal holds it', async () => {
    const withdrawals = (await allRows<Withdrawal>(api.as.super, `/withdrawals/grid-list?${RANGE}`)).data;
    const paid = withdrawals.find((w) => w.status === 'PAID')!;
    const settlement = await get<Settlement>(api.as.super, `/settlements/${paid.settlements[0].settlementId}`);
    expect(settlement.withdrawalId).toBe(paid.withdrawalId);
    const unpaid = (await allRows<Settlement>(api.as.super, `/settlements?${RANGE}`)).data.filter((s) => s.withdrawalId === null);
    expect(unpaid.length).toBeGreaterThan(0);
    for (const s of unpaid)
      expect(withdrawals.some((w) => w.status === 'PAID' && w.settlements.some((x) => x.settlementId === s.settlementId))).toBe(false);
  });

  it('the settlement file lists every settled pay-in with its fee, reserve and net, and the lines add up to the summary', async () => {
    const [s] = (await allRows<Settlement>(api.as.super, `/settlements?${RANGE}`)).data.filter((x) => x.transactionCount > 0);
    const text = await (await api.as.super(`/file/${s.fileKey}`)).text();
    const rows = text
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(','));
    const [header] = rows;
    expect(header).toEqual(['line', 'date', 'type', 'reference', 'amount', 'fee', 'reserve', 'netAmount']);
    const lines = rows.slice(
      1,
      rows.findIndex((r) => r[0] === 'TOTAL'),
    );
    const total = rows.find((r) => r[0] === 'TOTAL')!;
    const payIns = lines.filter((r) => r[0] === 'PAY_IN');
    expect(payIns).toHaveLength(s.transactionCount);
    const cents = (x: string) => Math.round(Number(x) * 100);
    for (const [, , , , amount, fee, reserve, net] of payIns) expect(cents(net)).toBe(cents(amount) + cents(fee) - cents(reserve));
    const sum = (column: number) => lines.reduce((t, r) => t + cents(r[column]), 0);
    expect([sum(4), sum(5), sum(6), sum(7)]).toEqual([cents(total[4]), cents(total[5]), cents(total[6]), cents(total[7])]);
    // The total is the settlement row's: its net the settlement amount, its reserve the net rolling reserve, its pay-ins the turnover.
    expect(cents(total[7])).toBe(Math.round(s.payoutAmount * 100));
    expect(cents(total[6])).toBe(Math.round(s.netRollingReserve * 100));
    expect(payIns.reduce((t, r) => t + cents(r[4]), 0)).toBe(Math.round(turnoverOf(s) * 100));
    expect(-payIns.reduce((t, r) => t + cents(r[5]), 0)).toBe(Math.round(s.transactionsFee * 100));
  });
});

describe('a withdrawal opens its settlements', () => {
  it('the settlements list filtered to a withdrawal’s settlements totals its amount', async () => {
    const withdrawals = (await allRows<Withdrawal>(api.as.super, `/withdrawals/grid-list?${RANGE}`)).data;
    const sample = withdrawals.filter((w) => w.settlements.length > 1).slice(0, 5);
    expect(sample.length).toBeGreaterThan(0);
    for (const w of sample) {
      const ids = w.settlements.map((s) => s.settlementId);
      const reply = await get<GridReply<Settlement> & { totals: SettlementTotals }>(
        api.as.super,
        `/settlements?settlementId=${ids.join(',')}`,
      );
      expect(reply.data.map((s) => s.settlementId).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      expect(reply.totals.count).toBe(ids.length);
      expect(reply.totals.payoutAmount, `withdrawal ${w.withdrawalId}`).toBeCloseTo(w.amount, 2);
    }
  });
});
