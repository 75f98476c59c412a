/**
 * Issue #17 over the seeded data: a settlement's amounts are the sums of the ledger movements it
 * settles, the daily balances chain day to day and close at the ledger's balance, a withdrawal
 * pays out real settlements, and a bank statement lists the account's movements.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { generateSeed } from '../seed/generate';
import { BROUGHT_FORWARD } from '../seed/adjustmentMovements';
import type { Db } from '../seed/types';
import { buildLedger, type LedgerMovement } from './movements';
import { dailyBalances, type DailyBalances } from './daily';
import { settlementAmounts, settlementFinder } from './settlements';
import { inTransit } from '../routes/withdrawals';

const NOW = new Date('2026-11-21T15:30:00.000Z');
const cents = (x: number) => Math.round(x * 100);

let db: Db;
let ledger: LedgerMovement[];
let daily: DailyBalances;

beforeAll(() => {
  db = generateSeed({ seed: 42, transactions: 5000, now: NOW });
  ledger = buildLedger(db, NOW.getTime());
  daily = dailyBalances(ledger, db.shops, db.merchants, NOW.getTime());
});

describe('settlements', () => {
  it('are the sums of the movements they settle, to the cent', () => {
    const settlementOf = settlementFinder(db.settlements);
    const settled = new Map<number, LedgerMovement[]>();
    for (const m of ledger) {
      const s = settlementOf(m);
      if (s) settled.set(s.settlementId, [...(settled.get(s.settlementId) ?? []), m]);
    }
    expect(db.settlements.length).toBeGreaterThan(20);
    for (const s of db.settlements) {
      // The reserve's side of a rolling reserve movement is listed with the settlement, not summed.
      const movements = (settled.get(s.settlementId) ?? []).filter((m) => m.account === 'MAIN');
      expect(movements.length, `settlement ${s.settlementId}`).toBeGreaterThan(0);
      const { grossAmount, netTurnover, transactionsFee, refunds, totalPayoutFee, netRollingReserve, claimsCurrentPeriod, claims } = s;
      expect(s).toMatchObject(settlementAmounts(movements));
      expect(cents(grossAmount)).toBe(cents(netTurnover) + cents(transactionsFee));
      expect(cents(s.payoutAmount)).toBe(
        cents(netTurnover) -
          cents(refunds) -
          cents(totalPayoutFee) -
          cents(netRollingReserve) -
          cents(claimsCurrentPeriod) -
          cents(claims) -
          cents(s.otherFees) -
          cents(s.taxes),
      );
      expect(cents(s.payoutAmount)).toBe(movements.reduce((sum, m) => sum + cents(m.netAmount), 0));
    }
  });

  it('count the pay-ins a transaction detail says they settled', () => {
    const settlementOf = settlementFinder(db.settlements);
    const s = db.settlements.find((x) => x.transactionCount > 3)!;
    const payins = ledger.filter((m) => m.type === 'PAY_IN' && settlementOf(m)?.settlementId === s.settlementId);
    expect(payins).toHaveLength(s.transactionCount);
  });

  it('are paid exactly when a paid withdrawal pays them out', () => {
    const paidOut = new Set(db.withdrawals.filter((w) => w.status === 'PAID').flatMap((w) => w.settlements.map((s) => s.settlementId)));
    expect(paidOut.size).toBeGreaterThan(0);
    for (const s of db.settlements) {
      expect(s.isPaid, `settlement ${s.settlementId}`).toBe(paidOut.has(s.settlementId));
      expect(s.status).toBe(s.isPaid ? 'PAID' : 'PUBLISHED');
      if (s.isPaid) expect(s.equivalentAmount).toBeCloseTo(s.payoutAmount * (s.currencyExchangeRate ?? 0), 1);
    }
  });
});

describe('withdrawals', () => {
  it('pay out real settlements of their merchant and currency, for what those settled', () => {
    const byId = new Map(db.settlements.map((s) => [s.settlementId, s]));
    for (const w of db.withdrawals) {
      expect(w.settlements.length).toBeGreaterThan(0);
      for (const ws of w.settlements) {
        const s = byId.get(ws.settlementId);
        expect(s, `withdrawal ${w.withdrawalId} settlement ${ws.settlementId}`).toBeDefined();
        expect(s).toMatchObject({ merchantId: w.merchantId, currencyCode: w.withdrawalCurrencyCode, payoutAmount: ws.amount });
      }
      expect(cents(w.amount)).toBe(w.settlements.reduce((sum, s) => sum + cents(s.amount), 0));
      const adjustments = w.withdrawalAdjustments.reduce((sum, a) => sum + cents(a.amount), 0);
      expect(Math.abs(cents(w.netAmount) - (cents(w.amount) - cents(w.fee) + adjustments))).toBeLessThanOrEqual(1);
    }
  });

  it('in transit = approved + returned for reprocessing', () => {
    const { total, detail } = inTransit(db.withdrawals);
    const net = (status: string) => db.withdrawals.filter((w) => w.status === status).reduce((s, w) => s + cents(w.netAmount), 0);
    expect(cents(detail.withdrawalsApproved)).toBe(net('APPROVED'));
    expect(cents(detail.withdrawalsReprocessed)).toBe(net('RETURNED_PAYMENT'));
    expect(cents(total)).toBe(net('APPROVED') + net('RETURNED_PAYMENT'));
    expect(total).toBeGreaterThan(0);
  });
});

describe('daily balances', () => {
  it("chain day to day: closing = opening + the day's columns − payment, the next day opens at that closing", () => {
    for (const [rows, costs] of [
      [
        daily.account,
        [
          'payinFee',
          'volumePayout',
          'payoutFee',
          'claimsOpen',
          'claimFee',
          'rollingReserve',
          'otherFees',
          'taxes',
          'rollingReserveAdjustment',
        ],
      ],
      [daily.shop, ['mdr', 'volumePayout', 'payoutFee', 'newClaims', 'claimFee', 'rollingReserve', 'wireFee', 'taxes']],
    ] as const) {
      const gains =
        rows === daily.account
          ? ['volumePayin', 'claimsWon', 'rollingReserveReleased', 'adjustments', 'topUps']
          : ['volumePayin', 'claimsWon', 'adjustments', 'topUps'];
      const byShop = new Map<number, typeof rows>();
      for (const r of rows) byShop.set(r.shopId, [...(byShop.get(r.shopId) ?? []), r] as typeof rows);
      expect(byShop.size).toBe(db.shops.length);
      for (const [, list] of byShop) {
        expect(list.length).toBeGreaterThanOrEqual(119);
        list.forEach((r, i) => {
          const row = r as unknown as Record<string, number>;
          const moved = gains.reduce((s, k) => s + cents(row[k]), 0) - costs.reduce((s, k) => s + cents(row[k]), 0);
          expect(cents(r.netAmountPayable)).toBe(cents(r.openingBalance) + moved);
          expect(cents(r.closingBalance)).toBe(cents(r.netAmountPayable) - cents(r.paymentAmount));
          for (const k of costs) expect(row[k]).toBeGreaterThanOrEqual(0);
          if (i > 0) expect(r.openingBalance).toBe(list[i - 1].closingBalance);
        });
      }
    }
  });

  it("open with the balance brought forward and close each day at the ledger's balance of the shop", () => {
    const last = new Map<number, (typeof daily.account)[number]>();
    for (const r of daily.account) last.set(r.shopId, r);
    for (const shop of db.shops) {
      const first = daily.account.find((r) => r.shopId === shop.shopId)!;
      const forward = db.adjustmentMovements.find((a) => a.shopId === shop.shopId && a.description === BROUGHT_FORWARD)!;
      expect(first.openingBalance).toBe(forward.exchangeAmount);
      const main = ledger.filter((m) => m.shopId === shop.shopId && m.account === 'MAIN');
      expect(cents(last.get(shop.shopId)!.closingBalance)).toBe(main.reduce((s, m) => s + cents(m.netAmount), 0));
    }
    expect(daily.account.some((r) => r.volumePayin > 0 && r.paymentAmount > 0)).toBe(true);
  });

  it("book each manual adjustment on its day's adjustments column", () => {
    const booked = new Map<string, number>();
    for (const a of db.adjustmentMovements) {
      if (a.adjustmentTypeCode !== 'ADJUSTMENT' || a.description === BROUGHT_FORWARD) continue;
      const key = `${a.shopId}|${a.date.slice(0, 10)}`;
      booked.set(key, (booked.get(key) ?? 0) + cents(a.exchangeAmount));
    }
    const adjusted = daily.account.filter((r) => r.adjustments !== 0);
    expect(adjusted.length).toBeGreaterThan(0);
    for (const r of adjusted) expect(cents(r.adjustments)).toBe(booked.get(`${r.shopId}|${r.balanceDay.slice(0, 10)}`) ?? 0);
  });
});

describe('Brazil bank accounts', () => {
  it('take a bank withdrawal from the BRL balance unless it failed, and list statements with a file or none', () => {
    expect(db.bankWithdrawals.length).toBeGreaterThan(0);
    const booked = ledger.filter((m) => m.reference.startsWith('BR-'));
    expect(booked.map((m) => m.reference).sort()).toEqual(
      db.bankWithdrawals
        .filter((w) => w.status !== 'FAILED')
        .map((w) => `BR-${w.id}`)
        .sort(),
    );
    for (const m of booked) expect(m.currencyCode).toBe('BRL');
    expect(db.bankStatements.some((s) => s.fileUrl === null)).toBe(true);
    expect(db.bankStatements.some((s) => s.fileUrl?.startsWith('file/'))).toBe(true);
  });
});
