/**
 * Balance figures of one scope (merchants, optionally a shop, one currency), summed from the
 * ledger's movements, and the answers of spec 03 §3 built from them. Every total is the sum of
 * the lines beside it; the unit test over the seed proves it.
 */
import { round2 } from '../seed/util';
import type { MovementType } from '../../contract/balance/movementTypes';
import type { LedgerMovement } from './movements';
import type { BalanceFigures } from '../../contract/balance/balanceReplies';

export interface BalanceScope {
  merchantIds: ReadonlySet<number>;
  currencyCode: string;
  shopId?: number;
  /** Movements up to this ISO instant (a cut-off date); all when absent. */
  until?: string;
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
    reserveMoves: round2(sums.RR_ACCUMULATED + sums.RR_RELEASED),
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
