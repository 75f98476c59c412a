import { LEGACY_PARTS } from '../../contract/balance/legacyTotals';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateSeed } from '../seed/generate';
import { convertAmount } from '../seed/reference';
import type { Db, PayoutRow } from '../seed/types';
import { round2 } from '../seed/util';
import {
  accountBalanceObject,
  availableForPayoutsOf,
  balanceSummary,
  breakdownOf,
  legacyTotals,
  minBalanceForPayoutsOf,
  type BalanceFigures,
} from '../../contract/balance/balanceReplies';
import { figuresOf } from './figures';
import { settlementFinder } from './settlements';
import { unbalancedTotals } from './totals';
import { MOVEMENT_TYPES } from '../../contract/balance/movementTypes';
import { buildLedger, type LedgerMovement } from './movements';

const NOW = new Date('2026-11-21T15:30:00.000Z');
const EXTRAS = { lastSettlementPublishedDate: null, convert: convertAmount };
const LEGACY = { symbol: '$', showBalanceAvailableForPayouts: true, showDisclaimer: false };

let db: Db;
let ledger: LedgerMovement[];
/** The MAIN movements inside a published settlement. */
let published: LedgerMovement[];

const sum = (values: readonly number[]) => round2(values.reduce((s, v) => s + v, 0));
const familyOf = (merchantId: number) =>
  new Set([merchantId, ...db.merchants.filter((m) => m.superMerchantId === merchantId).map((m) => m.merchantId)]);
const currenciesOf = (ids: ReadonlySet<number>) => [...new Set(db.shops.filter((s) => ids.has(s.merchantId)).map((s) => s.currencyCode))];
const figures = (ids: ReadonlySet<number>, currencyCode: string, shopId?: number) =>
  figuresOf(ledger, { merchantIds: ids, currencyCode, shopId });

/** Every scope a screen can ask for: each merchant alone, each family, each shop, in each currency. */
function everyScope(): { label: string; f: BalanceFigures; ids: Set<number>; shopId?: number }[] {
  const scopes: { label: string; f: BalanceFigures; ids: Set<number>; shopId?: number }[] = [];
  for (const m of db.merchants) {
    for (const ids of [new Set([m.merchantId]), familyOf(m.merchantId)]) {
      for (const currency of currenciesOf(ids)) scopes.push({ label: `${[...ids].join('+')} ${currency}`, f: figures(ids, currency), ids });
    }
  }
  for (const s of db.shops)
    scopes.push({
      label: `shop ${s.shopId}`,
      f: figures(new Set([s.merchantId]), s.currencyCode, s.shopId),
      ids: new Set([s.merchantId]),
      shopId: s.shopId,
    });
  return scopes;
}

beforeAll(() => {
  db = generateSeed({ seed: 42, transactions: 5000, now: NOW });
  ledger = buildLedger(db, NOW.getTime());
  const settlementOf = settlementFinder(db.settlements);
  published = ledger.filter((m) => m.account === 'MAIN' && settlementOf(m)?.status === 'PUBLISHED');
});

describe('the seeded ledger', () => {
  it('labels its movements with the movement types of spec 01, every one of them used', () => {
    const used = new Set(ledger.map((m) => m.type));
    expect([...used].sort()).toEqual([...MOVEMENT_TYPES].sort());
  });

  it('gives each account the sum of its movements, the running balance ending there', () => {
    const byAccount = new Map<string, LedgerMovement[]>();
    for (const m of ledger) byAccount.set(m.accountId, [...(byAccount.get(m.accountId) ?? []), m]);
    expect(byAccount.size).toBeGreaterThan(5);
    for (const [, rows] of byAccount) {
      expect(rows[rows.length - 1].balanceAfter).toBeCloseTo(sum(rows.map((r) => r.netAmount)), 2);
      for (const r of rows) expect(r.netAmount).toBeCloseTo(r.amount + r.fee, 2);
    }
  });

  it('makes each balance the sum of its movements, and available + reserve = current', () => {
    for (const { label, f, ids, shopId } of everyScope()) {
      const mine = ledger.filter(
        (m) => ids.has(m.merchantId) && m.currencyCode === f.currencyCode && (shopId === undefined || m.shopId === shopId),
      );
      expect(f.current, label).toBeCloseTo(sum(mine.map((m) => m.netAmount)), 2);
      expect(f.available, label).toBeCloseTo(sum(mine.filter((m) => m.account === 'MAIN').map((m) => m.netAmount)), 2);
      expect(round2(f.available + f.reserve), label).toBeCloseTo(f.current, 2);
      expect(f.reserve, label).toBeCloseTo(f.reserveHeld - f.reserveReleased, 2);
    }
  });

  it('adds every answer up: each total of the card, the summary and the legacy headline is the sum of its lines', () => {
    let withPublished = 0;
    for (const { label, f, ids, shopId } of everyScope()) {
      const b = breakdownOf(f, figuresOf(published, { merchantIds: ids, currencyCode: f.currencyCode, shopId }));
      if (b.settlementsPublished !== 0) withPublished += 1;
      const account = accountBalanceObject(f, b, EXTRAS);
      expect(unbalancedTotals(account), label).toEqual([]);
      const summary = balanceSummary(f, b, { ...EXTRAS, isClosingPeriod: false });
      expect(unbalancedTotals(summary), label).toEqual([]);
      // The same name, the same figure.
      expect(summary.balanceAvailableForPayouts.total, label).toBe(account.balanceAvailableForPayouts.total);
      expect(summary.currentBalance.detail.payIns, label).toBe(account.operationalBalance.detail.payIns);
      expect(summary.currentBalance.detail.availableBalanceForWithdrawals.detail.settlementsPublished, label).toBe(
        account.operationalBalance.detail.settlementsPublished,
      );
      // Spec 03 §9: the balance available for payouts keeps 20% of a positive MAIN account back.
      expect(minBalanceForPayoutsOf(f), label).toBeCloseTo(Math.max(0, f.available) * 0.2, 2);
      const legacy = legacyTotals(f, LEGACY);
      expect(legacy.totalAmount, label).toBeCloseTo(sum(LEGACY_PARTS.map(([, field]) => legacy[field])), 2);
      expect(legacy.totalPayOutBalanceAmount, label).toBe(availableForPayoutsOf(f));
      expect(legacy.payOutMinBalanceAmount, label).toBe(-summary.balanceAvailableForPayouts.detail.minBalanceForPayouts);
    }
    expect(withPublished).toBeGreaterThan(0);
  });

  it("puts a sub-merchant's figures inside its super-merchant's", () => {
    const supers = db.merchants.filter((m) => m.hierarchyTypeCode === 'SUPERMERCHANT');
    expect(supers.length).toBeGreaterThan(0);
    for (const parent of supers) {
      const family = familyOf(parent.merchantId);
      expect(family.size).toBeGreaterThan(1);
      for (const currency of currenciesOf(family)) {
        const whole = figures(family, currency);
        const parts = [...family].map((id) => figures(new Set([id]), currency));
        for (const key of ['current', 'available', 'reserve', 'payIns', 'withdrawals'] as const) {
          expect(whole[key], `${currency} ${key}`).toBeCloseTo(sum(parts.map((p) => p[key])), 2);
        }
        expect(whole.movementCount).toBe(parts.reduce((n, p) => n + p.movementCount, 0));
      }
    }
  });

  it('moves the balance with a payout written through the app', () => {
    const shop = db.shops.find((s) => s.merchantId === 4 && s.currencyCode === 'USD' && !s.noWireFee) ?? db.shops[0];
    const scope = { merchantIds: new Set([shop.merchantId]), currencyCode: shop.currencyCode };
    const before = figuresOf(ledger, scope);
    const template = db.payouts.find((p) => p.shopId === shop.shopId) as PayoutRow;
    const payout: PayoutRow = {
      ...template,
      payoutId: 999_999,
      statusTypeCode: 'PENDING',
      paidDate: null,
      isTestMode: false,
      settlementAmount: 100,
      currencyCode: shop.currencyCode,
      shopCurrencyCode: shop.currencyCode,
    };
    const after = figuresOf(buildLedger({ ...db, payouts: [...db.payouts, payout] }, NOW.getTime()), scope);
    expect(round2(before.available - after.available)).toBeCloseTo(100 + 1 + 0.5, 2);
    expect(after.payOuts).toBeLessThan(before.payOuts);
  });
});
