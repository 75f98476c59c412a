/**
 * Balance figures of one scope (merchants, optionally a shop, one currency), summed from the
 * ledger's movements, and the answers of spec 03 §3 built from them. Every total is the sum of
 * the lines beside it; the unit test over the seed proves it.
 */
import { convertAmount } from '../seed/reference';
import { round2 } from '../seed/util';
import type { MovementType } from '../../resources/balance/movementTypes';
import type { LedgerMovement } from './movements';

export interface BalanceScope {
  merchantIds: ReadonlySet<number>;
  currencyCode: string;
  shopId?: number;
  /** Movements up to this ISO instant (a cut-off date); all when absent. */
  until?: string;
}

/** Sums of the scope's movements: each line signed as it moves the balance. */
export interface BalanceFigures {
  currencyCode: string;
  payIns: number;
  /** Pay-in fees (MDR) and the taxes on them. */
  fees: number;
  payOuts: number;
  refunds: number;
  claimsOpen: number;
  claimsWon: number;
  chargebacksOpen: number;
  chargebacksWon: number;
  topUps: number;
  adjustments: number;
  withdrawals: number;
  /** Reserve held and released (both positive): the RESERVE account = held - released. */
  reserveHeld: number;
  reserveReleased: number;
  /** Of `withdrawals`, what is requested or approved and not yet paid (positive). */
  withdrawalsPending: number;
  /** Every movement of both accounts: what the merchant holds. */
  current: number;
  /** The MAIN account: current - reserve. */
  available: number;
  reserve: number;
  movementCount: number;
  lastMovementDate: string | null;
}

export const inScope = (scope: BalanceScope) => (m: LedgerMovement) =>
  scope.merchantIds.has(m.merchantId) &&
  m.currencyCode === scope.currencyCode &&
  (scope.shopId === undefined || m.shopId === scope.shopId) &&
  (scope.until === undefined || m.date <= scope.until);

export function figuresOf(
  ledger: readonly LedgerMovement[],
  scope: BalanceScope,
  pendingWithdrawalIds: ReadonlySet<string> = new Set(),
): BalanceFigures {
  const sums: Record<MovementType, number> = {
    PAY_IN: 0,
    CLAIM: 0,
    REFUND: 0,
    CHARGEBACK: 0,
    PAY_OUT: 0,
    TOP_UP: 0,
    ADJUSTMENT: 0,
    RR_RELEASED: 0,
    RR_ACCUMULATED: 0,
    PAY_OUT_INTL: 0,
    WITHDRAWAL: 0,
    TAX: 0,
  };
  let fees = 0;
  let claimsOpen = 0;
  let claimsWon = 0;
  let chargebacksOpen = 0;
  let chargebacksWon = 0;
  let reserveHeld = 0;
  let reserveReleased = 0;
  let withdrawalsPending = 0;
  let current = 0;
  let reserve = 0;
  let count = 0;
  let last: string | null = null;
  const test = inScope(scope);
  for (const m of ledger) {
    if (!test(m)) continue;
    count += 1;
    last = m.date;
    current += m.netAmount;
    if (m.account === 'RESERVE') {
      reserve += m.netAmount;
      if (m.type === 'RR_ACCUMULATED') reserveHeld += m.netAmount;
      else reserveReleased -= m.netAmount;
      continue;
    }
    if (m.type === 'PAY_IN') {
      sums.PAY_IN += m.amount;
      fees += m.fee;
      continue;
    }
    const opened = m.amount < 0;
    if (m.type === 'CLAIM' && opened) claimsOpen += m.netAmount;
    else if (m.type === 'CLAIM') claimsWon += m.netAmount;
    else if (m.type === 'CHARGEBACK' && opened) chargebacksOpen += m.netAmount;
    else if (m.type === 'CHARGEBACK') chargebacksWon += m.netAmount;
    else if (m.type === 'TAX') fees += m.netAmount;
    else sums[m.type] += m.netAmount;
    if (m.type === 'WITHDRAWAL' && pendingWithdrawalIds.has(m.reference)) withdrawalsPending -= m.netAmount;
  }
  return {
    currencyCode: scope.currencyCode,
    payIns: round2(sums.PAY_IN),
    fees: round2(fees),
    payOuts: round2(sums.PAY_OUT + sums.PAY_OUT_INTL),
    refunds: round2(sums.REFUND),
    claimsOpen: round2(claimsOpen),
    claimsWon: round2(claimsWon),
    chargebacksOpen: round2(chargebacksOpen),
    chargebacksWon: round2(chargebacksWon),
    topUps: round2(sums.TOP_UP),
    adjustments: round2(sums.ADJUSTMENT),
    withdrawals: round2(sums.WITHDRAWAL),
    reserveHeld: round2(reserveHeld),
    reserveReleased: round2(reserveReleased),
    withdrawalsPending: round2(withdrawalsPending),
    current: round2(current),
    available: round2(current - reserve),
    reserve: round2(reserve),
    movementCount: count,
    lastMovementDate: last,
  };
}

/** Pay-outs as the balance screens group them: payouts and refunds sent out. */
export const payOutsOf = (f: BalanceFigures) => round2(f.payOuts + f.refunds);
export const claimsAndChargebacksOf = (f: BalanceFigures) => round2(f.claimsOpen + f.claimsWon + f.chargebacksOpen + f.chargebacksWon);
/** The MAIN account's movements besides pay-ins, pay-outs, claims and withdrawals: fees, adjustments, the reserve set aside. */
export const othersOf = (f: BalanceFigures) => round2(f.fees + f.adjustments - f.reserve);
/** What the operation earned: the MAIN account without top-ups. */
export const operationalOf = (f: BalanceFigures) => round2(f.available - f.topUps);

const conversion = (f: BalanceFigures, quote: string | undefined) => (amount: number) =>
  quote && quote !== f.currencyCode ? round2(convertAmount(amount, f.currencyCode, quote)) : null;

export interface Extras {
  lastSettlementPublishedDate: string | null;
  /** Published settlements not yet paid out, in the scope's currency. */
  settlementsPublished: number;
  /** The currency converted totals are given in (spec: the dollar line); none when the same. */
  quote?: string;
}

/** Spec 03 §3 "Account balance object": the balance service's answer. */
export function accountBalanceObject(f: BalanceFigures, extras: Extras) {
  const conv = conversion(f, extras.quote);
  const operational = operationalOf(f);
  const cc = claimsAndChargebacksOf(f);
  return {
    currencyCode: f.currencyCode,
    operationalBalance: {
      total: operational,
      convertedTotal: conv(operational),
      detail: {
        settlementsPublished: extras.settlementsPublished,
        payIns: f.payIns,
        payOuts: payOutsOf(f),
        withdrawals: f.withdrawals,
        chargebacksAndClaims: {
          total: cc,
          detail: {
            chargebacksWon: f.chargebacksWon,
            chargebacksOpen: f.chargebacksOpen,
            claimsOpen: f.claimsOpen,
            claimsWon: f.claimsWon,
          },
        },
        others: { total: othersOf(f), detail: { fees: f.fees, adjustments: f.adjustments, rollingReserveEstimated: -f.reserve } },
      },
    },
    balanceAvailableForPayouts: {
      total: f.available,
      convertedTotal: conv(f.available),
      detail: { operationalBalance: operational, topUps: f.topUps },
    },
    rollingReserveBalance: {
      total: f.reserve,
      convertedTotal: conv(f.reserve),
      detail: { rollingReserve: f.reserveHeld, rollingReserveReleased: -f.reserveReleased },
    },
    currentBalance: {
      total: f.current,
      convertedTotal: conv(f.current),
      detail: {
        operationalBalance: operational,
        topUps: f.topUps,
        rollingReserveBalance: f.reserve,
        withdrawalsPending: f.withdrawalsPending,
      },
    },
    lastSettlementPublishedDate: extras.lastSettlementPublishedDate,
  };
}

/** Spec 03 §3 "Balance summary (newer model)": GET /merchant-balance. */
export function balanceSummary(f: BalanceFigures, extras: Extras & { isClosingPeriod: boolean }) {
  const conv = conversion(f, extras.quote);
  const cc = claimsAndChargebacksOf(f);
  const others = othersOf(f);
  return {
    currencyCode: f.currencyCode,
    currentBalance: {
      total: f.current,
      convertedTotal: conv(f.current),
      detail: {
        availableBalanceForWithdrawals: {
          total: f.withdrawals,
          convertedTotal: conv(f.withdrawals),
          detail: { settlementsPublished: extras.settlementsPublished, withdrawalsPending: f.withdrawalsPending },
        },
        chargebacksAndClaims: {
          total: cc,
          convertedTotal: conv(cc),
          detail: {
            chargebacksWon: f.chargebacksWon,
            chargebacksOpen: f.chargebacksOpen,
            claimsOpen: f.claimsOpen,
            claimsWon: f.claimsWon,
          },
        },
        others: {
          total: others,
          convertedTotal: conv(others),
          detail: { fees: f.fees, adjustments: f.adjustments, rollingReserveEstimated: -f.reserve },
        },
        payIns: f.payIns,
        payOuts: payOutsOf(f),
        topUps: f.topUps,
        rollingReserveBalance: f.reserve,
      },
    },
    balanceAvailableForPayouts: {
      total: f.available,
      convertedTotal: conv(f.available),
      detail: { currentBalance: f.current, minBalanceForPayouts: 0, topUps: f.topUps },
    },
    rollingReserveBalance: {
      total: f.reserve,
      convertedTotal: conv(f.reserve),
      detail: { rollingReserve: f.reserveHeld, rollingReserveReleased: -f.reserveReleased },
    },
    isClosingPeriod: extras.isClosingPeriod,
    lastSettlementPublishedDate: extras.lastSettlementPublishedDate,
    lastUpdateDate: f.lastMovementDate,
  };
}

/**
 * Spec 03 §3 "Legacy dashboard totals": totalAmount = PayIns + PayOuts + Claims + Chargebacks +
 * Withdrawals. PayIns are what came in net of its charges (fees, taxes, top-ups, adjustments);
 * the rolling reserve is inside the total (the merchant still holds it).
 */
export function legacyTotals(
  f: BalanceFigures,
  extras: { symbol: string; minBalanceForPayouts: number; showBalanceAvailableForPayouts: boolean; showDisclaimer: boolean },
) {
  const payIn = round2(f.payIns + f.fees + f.topUps + f.adjustments);
  const claim = round2(f.claimsOpen + f.claimsWon);
  const chargeback = round2(f.chargebacksOpen + f.chargebacksWon);
  return {
    currencyCode: f.currencyCode,
    totalAmount: f.current,
    payInBalanceAmount: payIn,
    payOutBalanceAmount: payOutsOf(f),
    claimBalanceAmount: claim,
    chargebackBalanceAmount: chargeback,
    withdrawalBalanceAmount: f.withdrawals,
    payOutMinBalanceAmount: extras.minBalanceForPayouts,
    totalPayOutBalanceAmount: round2(Math.max(0, f.available - extras.minBalanceForPayouts)),
    currencySymbol: extras.symbol,
    showBalanceAvailableForPayouts: extras.showBalanceAvailableForPayouts,
    showDisclaimer: extras.showDisclaimer,
    lastUpdateDate: f.lastMovementDate,
  };
}
