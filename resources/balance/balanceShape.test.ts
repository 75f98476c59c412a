import { describe, expect, it } from 'vitest';
import { accountBalanceObject, balanceSummary, breakdownOf, type BalanceFigures } from '../../contract/balance/balanceReplies';
import { convertAtTestRates, publishedOf } from './testing';
import { readBalance, ZERO_BALANCE } from './balanceShape';

const FIGURES: BalanceFigures = {
  currencyCode: 'COP',
  payIns: 1000,
  fees: -40,
  payOuts: -200,
  refunds: -50,
  claimsOpen: -30,
  claimsWon: 10,
  chargebacksOpen: -20,
  chargebacksWon: 5,
  topUps: 100,
  adjustments: 7,
  withdrawals: -300,
  reserveMoves: -45,
  reserveHeld: 60,
  reserveReleased: 15,
  withdrawalsPending: 120,
  current: 482,
  available: 437,
  reserve: 45,
  movementCount: 12,
  lastMovementDate: '2026-11-20T10:00:00.000Z',
};
const EXTRAS = { lastSettlementPublishedDate: '2026-11-16T08:00:00.000Z', quote: 'USD', convert: convertAtTestRates };
// Published settlements hold 96 of it (pay-ins 100, fees -4).
const BREAKDOWN = breakdownOf(FIGURES, publishedOf(FIGURES));

describe('readBalance', () => {
  it('reads the account balance object', () => {
    const view = readBalance(accountBalanceObject(FIGURES, BREAKDOWN, EXTRAS));
    expect(view.current.total).toBe(482);
    expect(view.current.converted).not.toBeNull();
    // MAIN 437 less the 20% minimum kept for payouts (87.40).
    expect(view.available.total).toBe(349.6);
    expect(view.minBalanceForPayouts).toBe(87.4);
    expect(view.reserve.total).toBe(45);
    // MAIN - top-ups + pending withdrawals: 437 - 100 + 120.
    expect(view.operational.total).toBe(457);
    expect(view.payIns).toBe(900);
    expect(view.payOuts).toBe(-250);
    expect(view.chargebacksAndClaims).toBe(-35);
    expect([view.claimsOpen, view.claimsWon, view.chargebacksOpen, view.chargebacksWon]).toEqual([-30, 10, -20, 5]);
    expect(view.others).toBe(-74);
    expect([view.fees, view.adjustments, view.rollingReserveEstimated]).toEqual([-36, 7, -45]);
    // Withdrawals done: all -300 less the 120 still pending.
    expect([view.topUps, view.withdrawals, view.withdrawalsPending, view.settlementsPublished]).toEqual([100, -180, 120, 96]);
    expect(view.availableForWithdrawals).toBe(-24);
    expect([view.reserveHeld, view.reserveReleased]).toEqual([60, 15]);
    expect(view.lastSettlementPublishedDate).toBe(EXTRAS.lastSettlementPublishedDate);
  });

  it('reads the newer summary into the same figures', () => {
    const account = readBalance(accountBalanceObject(FIGURES, BREAKDOWN, EXTRAS));
    const summary = readBalance(balanceSummary(FIGURES, BREAKDOWN, { ...EXTRAS, isClosingPeriod: false }));
    expect(summary).toEqual({ ...account, operational: { total: account.operational.total, converted: null } });
  });

  it('reads the other naming (totalConverted, feesAndOthers, highlights.rollingReserve)', () => {
    const view = readBalance({
      operationalBalance: {
        total: 337,
        totalConverted: 0.09,
        availableForWithdrawal: -300,
        chargebacksAndClaims: -35,
        feesAndOthers: { total: -78, fees: -40, adjustments: 7, rollingReserve: -45 },
        payins: 1000,
        payouts: -250,
      },
      availableForPayouts: { total: 437, totalConverted: 0.11, operationalBalance: 337, topUps: 100 },
      highlights: { rollingReserve: { total: 45, totalConverted: 0.01, current: 60, released: -15 } },
      currentBalance: {
        total: 482,
        totalConverted: 0.12,
        rollingReserveBalance: 45,
        operationalBalance: 337,
        topUps: 100,
        withdrawalsPending: 120,
      },
    });
    expect(view.current).toEqual({ total: 482, converted: 0.12 });
    expect(view.available).toEqual({ total: 437, converted: 0.11 });
    expect(view.reserve).toEqual({ total: 45, converted: 0.01 });
    expect([view.payIns, view.payOuts, view.withdrawals, view.chargebacksAndClaims]).toEqual([1000, -250, -300, -35]);
    expect([view.others, view.fees, view.adjustments, view.rollingReserveEstimated]).toEqual([-78, -40, 7, -45]);
    expect([view.topUps, view.reserveHeld, view.reserveReleased, view.withdrawalsPending]).toEqual([100, 60, 15, 120]);
  });

  it('reads anything else as a zero balance, never a crash', () => {
    for (const reply of [undefined, null, 'oops', [], { currentBalance: 5 }, {}]) expect(readBalance(reply)).toEqual(ZERO_BALANCE);
  });
});
