/**
 * Spec 03 §3 describes the balance in two object shapes (and a second naming of the first):
 * the account balance object of the balance service, the newer balance summary, and the
 * "other reading" (totalConverted, feesAndOthers, highlights.rollingReserve). The screens read
 * any of them into one BalanceView; a figure a shape lacks reads 0, never a stale number.
 */

export interface Figure {
  total: number;
  /** The same amount in dollars, when the currency is another (spec 03 §2: the converted line). */
  converted: number | null;
}

export interface BalanceView {
  current: Figure;
  /** Available for payouts: the current balance less the rolling reserve and the 20% minimum. */
  available: Figure;
  reserve: Figure;
  operational: Figure;
  payIns: number;
  payOuts: number;
  withdrawals: number;
  chargebacksAndClaims: number;
  chargebacksWon: number;
  chargebacksOpen: number;
  claimsOpen: number;
  claimsWon: number;
  others: number;
  fees: number;
  adjustments: number;
  rollingReserveEstimated: number;
  topUps: number;
  reserveHeld: number;
  reserveReleased: number;
  /** Withdrawals asked and not yet paid (positive). */
  withdrawalsPending: number;
  settlementsPublished: number;
  /** Published settlements less the pending withdrawals. */
  availableForWithdrawals: number;
  /** The minimum kept back from payouts (positive; spec 03 §9: 20%). */
  minBalanceForPayouts: number;
  lastSettlementPublishedDate: string | null;
}

const ZERO: Figure = { total: 0, converted: null };

/** What the screen shows before the first answer and after a failed one (spec 03 §4: reset to zeros). */
export const ZERO_BALANCE: BalanceView = {
  current: ZERO,
  available: ZERO,
  reserve: ZERO,
  operational: ZERO,
  payIns: 0,
  payOuts: 0,
  withdrawals: 0,
  chargebacksAndClaims: 0,
  chargebacksWon: 0,
  chargebacksOpen: 0,
  claimsOpen: 0,
  claimsWon: 0,
  others: 0,
  fees: 0,
  adjustments: 0,
  rollingReserveEstimated: 0,
  topUps: 0,
  reserveHeld: 0,
  reserveReleased: 0,
  withdrawalsPending: 0,
  settlementsPublished: 0,
  availableForWithdrawals: 0,
  minBalanceForPayouts: 0,
  lastSettlementPublishedDate: null,
};

type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);
const at = (tree: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (isTree(node) ? node[key] : undefined), tree);
/** A number at the first path that holds one (a `{ total }` node reads its total), else 0. */
const num = (tree: unknown, ...paths: string[]): number => {
  for (const path of paths) {
    const value = at(tree, path);
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    const total = at(value, 'total');
    if (typeof total === 'number' && Number.isFinite(total)) return total;
  }
  return 0;
};
const figure = (tree: unknown, path: string): Figure => {
  const node = at(tree, path);
  const converted = at(node, 'convertedTotal') ?? at(node, 'totalConverted');
  return { total: num(tree, path), converted: typeof converted === 'number' ? converted : null };
};
const sum = (...values: number[]) => Math.round(values.reduce((s, v) => s + v, 0) * 100) / 100;

/** What both shapes hold under one node: pay-ins, pay-outs, chargebacks and claims, fees and others. */
function partsUnder(reply: Tree, base: string) {
  const cc = `${base}.chargebacksAndClaims`;
  const others = `${base}.others`;
  return {
    payIns: num(reply, `${base}.payIns`),
    payOuts: num(reply, `${base}.payOuts`),
    chargebacksAndClaims: num(reply, cc),
    chargebacksWon: num(reply, `${cc}.detail.chargebacksWon`),
    chargebacksOpen: num(reply, `${cc}.detail.chargebacksOpen`),
    claimsOpen: num(reply, `${cc}.detail.claimsOpen`),
    claimsWon: num(reply, `${cc}.detail.claimsWon`),
    others: num(reply, others),
    fees: num(reply, `${others}.detail.fees`),
    adjustments: num(reply, `${others}.detail.adjustments`),
    rollingReserveEstimated: num(reply, `${others}.detail.rollingReserveEstimated`),
  };
}

/** The three headline figures and the reserve's detail, named alike in both shapes. */
const headlinesOf = (reply: Tree) => ({
  current: figure(reply, 'currentBalance'),
  available: figure(reply, 'balanceAvailableForPayouts'),
  reserve: figure(reply, 'rollingReserveBalance'),
  reserveHeld: num(reply, 'rollingReserveBalance.detail.rollingReserve'),
  reserveReleased: Math.abs(num(reply, 'rollingReserveBalance.detail.rollingReserveReleased')),
  lastSettlementPublishedDate: dateOf(reply),
});

/** The account balance object (operationalBalance.detail.payIns …). */
function readAccountObject(reply: Tree): BalanceView {
  const op = 'operationalBalance.detail';
  const settlementsPublished = num(reply, `${op}.settlementsPublished`);
  const withdrawalsPending = Math.abs(num(reply, 'currentBalance.detail.withdrawalsPending'));
  return {
    ...headlinesOf(reply),
    ...partsUnder(reply, op),
    operational: figure(reply, 'operationalBalance'),
    withdrawals: num(reply, `${op}.withdrawals`),
    topUps: num(reply, 'balanceAvailableForPayouts.detail.topUps', 'currentBalance.detail.topUps'),
    withdrawalsPending,
    settlementsPublished,
    availableForWithdrawals: sum(settlementsPublished, -withdrawalsPending),
    minBalanceForPayouts: Math.abs(num(reply, 'balanceAvailableForPayouts.detail.minBalanceForPayouts')),
  };
}

/**
 * The newer summary (currentBalance.detail.payIns …). It has no operational balance: that is the
 * current balance less the reserve and the top-ups, before the pending withdrawals.
 */
function readSummary(reply: Tree): BalanceView {
  const d = 'currentBalance.detail';
  const forWithdrawals = `${d}.availableBalanceForWithdrawals`;
  const headlines = headlinesOf(reply);
  const topUps = num(reply, `${d}.topUps`, 'balanceAvailableForPayouts.detail.topUps');
  const withdrawalsPending = Math.abs(num(reply, `${forWithdrawals}.detail.withdrawalsPending`));
  return {
    ...headlines,
    ...partsUnder(reply, d),
    operational: { total: sum(headlines.current.total, -headlines.reserve.total, -topUps, withdrawalsPending), converted: null },
    withdrawals: num(reply, `${d}.withdrawals`),
    topUps,
    withdrawalsPending,
    settlementsPublished: num(reply, `${forWithdrawals}.detail.settlementsPublished`),
    availableForWithdrawals: num(reply, forWithdrawals),
    minBalanceForPayouts: Math.abs(num(reply, 'balanceAvailableForPayouts.detail.minBalanceForPayouts')),
  };
}

/** The other reading: totalConverted, feesAndOthers, availableForPayouts, highlights.rollingReserve. */
function readOtherNaming(reply: Tree): BalanceView {
  const op = 'operationalBalance';
  const fo = `${op}.feesAndOthers`;
  const reserve = figure(reply, 'highlights.rollingReserve');
  return {
    ...ZERO_BALANCE,
    current: figure(reply, 'currentBalance'),
    available: figure(reply, 'availableForPayouts'),
    reserve: reserve.total === 0 ? { total: num(reply, 'currentBalance.rollingReserveBalance'), converted: null } : reserve,
    operational: figure(reply, op),
    payIns: num(reply, `${op}.payins`),
    payOuts: num(reply, `${op}.payouts`),
    withdrawals: num(reply, `${op}.availableForWithdrawal`),
    chargebacksAndClaims: num(reply, `${op}.chargebacksAndClaims`),
    others: num(reply, fo),
    fees: num(reply, `${fo}.fees`),
    adjustments: num(reply, `${fo}.adjustments`),
    rollingReserveEstimated: num(reply, `${fo}.rollingReserve`),
    topUps: num(reply, 'availableForPayouts.topUps', 'currentBalance.topUps'),
    reserveHeld: num(reply, 'highlights.rollingReserve.current'),
    reserveReleased: Math.abs(num(reply, 'highlights.rollingReserve.released')),
    withdrawalsPending: Math.abs(num(reply, 'currentBalance.withdrawalsPending')),
    lastSettlementPublishedDate: dateOf(reply),
  };
}

function dateOf(reply: Tree): string | null {
  const value = reply.lastSettlementPublishedDate;
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Any balance reply as the screens read it; anything else is a zero balance. */
export function readBalance(reply: unknown): BalanceView {
  if (!isTree(reply)) return ZERO_BALANCE;
  if (isTree(at(reply, 'operationalBalance.detail'))) return readAccountObject(reply);
  if (isTree(at(reply, 'currentBalance.detail'))) return readSummary(reply);
  if (isTree(reply.operationalBalance) || isTree(reply.availableForPayouts)) return readOtherNaming(reply);
  return ZERO_BALANCE;
}
