/**
 * The balance replies of spec 03 §3 (the account balance object, the newer summary, the legacy
 * dashboard totals), built from a balance's figures: every total is the sum of the lines beside
 * it. The fake API fills them from its ledger (fake-api/ledger/figures.ts); the screens read them
 * (resources/balance/balanceShape.ts) and their tests build them from a few figures.
 */

const round2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

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
  /** The MAIN account's side of the reserve: set aside (negative) and given back. */
  reserveMoves: number;
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

/** Pay-outs as the balance screens group them: payouts and refunds sent out. */
export const payOutsOf = (f: BalanceFigures) => round2(f.payOuts + f.refunds);
export const claimsAndChargebacksOf = (f: BalanceFigures) => round2(f.claimsOpen + f.claimsWon + f.chargebacksOpen + f.chargebacksWon);
/** The MAIN account's movements besides pay-ins, pay-outs, claims and withdrawals: fees, adjustments, the reserve set aside. */
export const othersOf = (f: BalanceFigures) => round2(f.fees + f.adjustments + f.reserveMoves);

/** Spec 03 §9: the balance available for payouts keeps back a minimum of 20% (of a positive MAIN account). */
export const MIN_BALANCE_SHARE = 0.2;
export const minBalanceForPayoutsOf = (f: BalanceFigures) => round2(Math.max(0, f.available) * MIN_BALANCE_SHARE);
/** The MAIN account less the 20% minimum: the one "balance available for payouts" of every call. */
export const availableForPayoutsOf = (f: BalanceFigures) => round2(f.available - minBalanceForPayoutsOf(f));

/**
 * How the balance shapes of spec 03 §3 break the MAIN account down: the published settlements'
 * movements (`settlementsPublished`, money settled and waiting to be withdrawn), and every other
 * movement by kind. Withdrawals asked and not yet paid (`withdrawalsPending`, positive) come out of
 * the published settlements: what is left is the balance available for withdrawals.
 */
export interface Breakdown {
  settlementsPublished: number;
  withdrawalsPending: number;
  availableForWithdrawals: number;
  /** Withdrawals paid, returned or rejected: every withdrawal movement but the pending ones. */
  withdrawalsDone: number;
  payIns: number;
  payOuts: number;
  chargebacksWon: number;
  chargebacksOpen: number;
  claimsOpen: number;
  claimsWon: number;
  chargebacksAndClaims: number;
  fees: number;
  adjustments: number;
  rollingReserveEstimated: number;
  others: number;
  topUps: number;
  /** settlementsPublished + pay-ins + pay-outs + chargebacks and claims + others + withdrawals done: MAIN - top-ups + pending. */
  operational: number;
}

/**
 * The breakdown from the scope's figures and those of its published settlements' MAIN movements
 * (`published`; none when absent): each line is the figure outside the published settlements.
 */
export function breakdownOf(all: BalanceFigures, published?: BalanceFigures): Breakdown {
  const out = (pick: (f: BalanceFigures) => number) => round2(pick(all) - (published ? pick(published) : 0));
  const settlementsPublished = published ? published.available : 0;
  const withdrawalsPending = all.withdrawalsPending;
  const cc = {
    chargebacksWon: out((f) => f.chargebacksWon),
    chargebacksOpen: out((f) => f.chargebacksOpen),
    claimsOpen: out((f) => f.claimsOpen),
    claimsWon: out((f) => f.claimsWon),
  };
  const others = { fees: out((f) => f.fees), adjustments: out((f) => f.adjustments), rollingReserveEstimated: out((f) => f.reserveMoves) };
  const parts = {
    payIns: out((f) => f.payIns),
    payOuts: out(payOutsOf),
    chargebacksAndClaims: round2(cc.chargebacksWon + cc.chargebacksOpen + cc.claimsOpen + cc.claimsWon),
    others: round2(others.fees + others.adjustments + others.rollingReserveEstimated),
    withdrawalsDone: round2(all.withdrawals + withdrawalsPending),
  };
  return {
    settlementsPublished,
    withdrawalsPending,
    availableForWithdrawals: round2(settlementsPublished - withdrawalsPending),
    ...cc,
    ...others,
    ...parts,
    topUps: out((f) => f.topUps),
    operational: round2(
      settlementsPublished + parts.payIns + parts.payOuts + parts.chargebacksAndClaims + parts.others + parts.withdrawalsDone,
    ),
  };
}

/** An amount in another currency, at the server's rates (the fake API's: fake-api/seed/reference.ts). */
export type Convert = (amount: number, from: string, to: string) => number;

export interface Extras {
  lastSettlementPublishedDate: string | null;
  /** The currency converted totals are given in (spec: the dollar line); none when the same. */
  quote?: string;
  convert: Convert;
}

const conversion = (f: BalanceFigures, extras: Extras) => (amount: number) =>
  extras.quote && extras.quote !== f.currencyCode ? round2(extras.convert(amount, f.currencyCode, extras.quote)) : null;

const chargebacksAndClaimsNode = (b: Breakdown) => ({
  total: b.chargebacksAndClaims,
  detail: { chargebacksWon: b.chargebacksWon, chargebacksOpen: b.chargebacksOpen, claimsOpen: b.claimsOpen, claimsWon: b.claimsWon },
});
const othersNode = (b: Breakdown) => ({
  total: b.others,
  detail: { fees: b.fees, adjustments: b.adjustments, rollingReserveEstimated: b.rollingReserveEstimated },
});
const reserveNode = (f: BalanceFigures, conv: (n: number) => number | null) => ({
  total: f.reserve,
  convertedTotal: conv(f.reserve),
  detail: { rollingReserve: f.reserveHeld, rollingReserveReleased: -f.reserveReleased },
});

/**
 * Spec 03 §3 "Account balance object": the balance service's answer. Every total is the sum of
 * its detail; the pending withdrawals and the 20% minimum are lines of their own.
 */
export function accountBalanceObject(f: BalanceFigures, b: Breakdown, extras: Extras) {
  const conv = conversion(f, extras);
  const min = minBalanceForPayoutsOf(f);
  const available = availableForPayoutsOf(f);
  return {
    currencyCode: f.currencyCode,
    operationalBalance: {
      total: b.operational,
      convertedTotal: conv(b.operational),
      detail: {
        settlementsPublished: b.settlementsPublished,
        payIns: b.payIns,
        payOuts: b.payOuts,
        withdrawals: b.withdrawalsDone,
        chargebacksAndClaims: chargebacksAndClaimsNode(b),
        others: othersNode(b),
      },
    },
    balanceAvailableForPayouts: {
      total: available,
      convertedTotal: conv(available),
      detail: {
        operationalBalance: b.operational,
        topUps: b.topUps,
        withdrawalsPending: -b.withdrawalsPending,
        minBalanceForPayouts: -min,
      },
    },
    rollingReserveBalance: reserveNode(f, conv),
    currentBalance: {
      total: f.current,
      convertedTotal: conv(f.current),
      detail: {
        operationalBalance: b.operational,
        topUps: b.topUps,
        rollingReserveBalance: f.reserve,
        withdrawalsPending: -b.withdrawalsPending,
      },
    },
    lastSettlementPublishedDate: extras.lastSettlementPublishedDate,
  };
}

/** Spec 03 §3 "Balance summary (newer model)": GET /merchant-balance, the same figures under the summary's names. */
export function balanceSummary(f: BalanceFigures, b: Breakdown, extras: Extras & { isClosingPeriod: boolean }) {
  const conv = conversion(f, extras);
  const min = minBalanceForPayoutsOf(f);
  const available = availableForPayoutsOf(f);
  const withConverted = <T extends { total: number }>(node: T) => ({ ...node, convertedTotal: conv(node.total) });
  return {
    currencyCode: f.currencyCode,
    currentBalance: {
      total: f.current,
      convertedTotal: conv(f.current),
      detail: {
        availableBalanceForWithdrawals: {
          total: b.availableForWithdrawals,
          convertedTotal: conv(b.availableForWithdrawals),
          detail: { settlementsPublished: b.settlementsPublished, withdrawalsPending: -b.withdrawalsPending },
        },
        chargebacksAndClaims: withConverted(chargebacksAndClaimsNode(b)),
        others: withConverted(othersNode(b)),
        payIns: b.payIns,
        payOuts: b.payOuts,
        withdrawals: b.withdrawalsDone,
        topUps: b.topUps,
        rollingReserveBalance: f.reserve,
      },
    },
    balanceAvailableForPayouts: {
      total: available,
      convertedTotal: conv(available),
      detail: { currentBalance: f.current, rollingReserveBalance: -f.reserve, minBalanceForPayouts: -min },
    },
    rollingReserveBalance: reserveNode(f, conv),
    isClosingPeriod: extras.isClosingPeriod,
    lastSettlementPublishedDate: extras.lastSettlementPublishedDate,
    lastUpdateDate: f.lastMovementDate,
  };
}

/**
 * Spec 03 §3 "Legacy dashboard totals": totalAmount = PayIns + PayOuts + Claims + Chargebacks +
 * Withdrawals. PayIns are what came in net of its charges (fees, taxes, top-ups, adjustments);
 * the rolling reserve is inside the total (the merchant still holds it). The balance available
 * for payouts and its minimum are the other shapes' (the 20% rule).
 */
export function legacyTotals(
  f: BalanceFigures,
  extras: { symbol: string; showBalanceAvailableForPayouts: boolean; showDisclaimer: boolean },
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
    payOutMinBalanceAmount: minBalanceForPayoutsOf(f),
    totalPayOutBalanceAmount: availableForPayoutsOf(f),
    currencySymbol: extras.symbol,
    showBalanceAvailableForPayouts: extras.showBalanceAvailableForPayouts,
    showDisclaimer: extras.showDisclaimer,
    lastUpdateDate: f.lastMovementDate,
  };
}
