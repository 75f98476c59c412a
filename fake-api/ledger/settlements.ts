/**
 * A settlement is a week of one shop's MAIN movements (issue #17): its row's amounts are sums of
 * those movements, so a settlement can never disagree with the transactions it settles. Top-ups
 * and adjustments go straight to the available balance, and a withdrawal pays settlements out:
 * none of the three is settled.
 */
import type { SettlementRow } from '../seed/types';
import type { MovementType } from '../../contract/balance/movementTypes';
import type { LedgerMovement } from './movements';

const UNSETTLED: ReadonlySet<MovementType> = new Set(['TOP_UP', 'ADJUSTMENT', 'WITHDRAWAL']);
const PAYOUTS: ReadonlySet<MovementType> = new Set(['PAY_OUT', 'PAY_OUT_INTL']);
const DISPUTES: ReadonlySet<MovementType> = new Set(['CLAIM', 'CHARGEBACK']);

/**
 * The settlement a movement belongs to: its shop's week, for a settled type. The reserve's side
 * of a rolling reserve movement is in it too (the balance screen's reserve tab lists them); a
 * settlement's amounts sum its MAIN movements only.
 */
export function settlementFinder(settlements: readonly SettlementRow[]): (m: LedgerMovement) => SettlementRow | undefined {
  const weeks = new Map<number, SettlementRow[]>();
  for (const s of settlements) {
    const list = weeks.get(s.shopId) ?? [];
    list.push(s);
    weeks.set(s.shopId, list);
  }
  const byDay = new Map<string, SettlementRow | undefined>();
  return (m) => {
    if (UNSETTLED.has(m.type)) return undefined;
    const key = `${m.shopId}|${m.date.slice(0, 10)}`;
    if (!byDay.has(key))
      byDay.set(
        key,
        weeks.get(m.shopId)?.find((s) => s.fromDate <= m.date && m.date <= s.toDate),
      );
    return byDay.get(key);
  };
}

/** The amounts of a settlement row (spec 03 §3 "Settlement row"). */
export type SettlementAmounts = Pick<
  SettlementRow,
  | 'grossAmount'
  | 'transactionsFee'
  | 'netTurnover'
  | 'refunds'
  | 'totalPayoutFee'
  | 'netRollingReserve'
  | 'claimsCurrentPeriod'
  | 'claims'
  | 'otherFees'
  | 'taxes'
  | 'payoutAmount'
  | 'fees'
  | 'transactionCount'
>;

/**
 * Sums a settlement's movements into its row. Every amount is a positive cost but the turnover:
 * payoutAmount = netTurnover − refunds (the payouts) − totalPayoutFee − netRollingReserve −
 * claimsCurrentPeriod − claims (the refunds) − otherFees − taxes = the sum of the movements.
 */
export function settlementAmounts(all: readonly LedgerMovement[]): SettlementAmounts {
  const movements = all.filter((m) => m.account === 'MAIN');
  // In cents, so the identity above holds to the cent.
  const cents = (x: number) => Math.round(x * 100);
  const sum = { gross: 0, mdr: 0, payouts: 0, payoutFees: 0, reserve: 0, disputes: 0, refunds: 0, otherFees: 0, taxes: 0, net: 0 };
  let count = 0;
  for (const m of movements) {
    sum.net += cents(m.netAmount);
    if (m.type === 'PAY_IN') {
      sum.gross += cents(m.amount);
      sum.mdr -= cents(m.fee);
      count += 1;
    } else if (PAYOUTS.has(m.type)) {
      sum.payouts -= cents(m.amount);
      sum.payoutFees -= cents(m.fee);
    } else if (DISPUTES.has(m.type)) {
      sum.disputes -= cents(m.amount);
      sum.otherFees -= cents(m.fee);
    } else if (m.type === 'REFUND') {
      sum.refunds -= cents(m.amount);
      sum.otherFees -= cents(m.fee);
    } else if (m.type === 'RR_ACCUMULATED' || m.type === 'RR_RELEASED') {
      sum.reserve -= cents(m.netAmount);
    } else if (m.type === 'TAX') {
      sum.taxes -= cents(m.netAmount);
    }
  }
  const money = (c: number) => c / 100;
  return {
    grossAmount: money(sum.gross),
    transactionsFee: money(sum.mdr),
    netTurnover: money(sum.gross - sum.mdr),
    refunds: money(sum.payouts),
    totalPayoutFee: money(sum.payoutFees),
    netRollingReserve: money(sum.reserve),
    claimsCurrentPeriod: money(sum.disputes),
    claims: money(sum.refunds),
    otherFees: money(sum.otherFees),
    taxes: money(sum.taxes),
    payoutAmount: money(sum.net),
    fees: money(sum.mdr + sum.payoutFees + sum.otherFees),
    transactionCount: count,
  };
}

/** The columns of a settlement's file and of the settlements' export: the row's own field names. */
export const SETTLEMENT_COLUMNS = [
  'settlementId',
  'merchantName',
  'shopName',
  'currencyCode',
  'fromDate',
  'toDate',
  'createdDate',
  'grossAmount',
  'transactionsFee',
  'netTurnover',
  'refunds',
  'totalPayoutFee',
  'netRollingReserve',
  'claimsCurrentPeriod',
  'claims',
  'otherFees',
  'taxes',
  'payoutAmount',
  'status',
  'isPaid',
] as const;

/** The columns of a settlement file's lines (issue #33): net = amount + fee − reserve. */
export const SETTLEMENT_LINE_COLUMNS = ['line', 'date', 'type', 'reference', 'amount', 'fee', 'reserve', 'netAmount'] as const;

type FileLine = [string, string, string, string, number, number, number, number];

/**
 * A settlement file's lines (issue #33): every settled pay-in with its fee, its share of the day's
 * rolling reserve and its net, then every other movement the settlement holds (payouts, refunds,
 * claims, taxes, reserve released), then the total line, whose amount, fee, reserve and net are
 * the sums of the lines: the net is the settlement amount, the reserve its net rolling reserve.
 * A day's reserve is shared among its pay-ins by their net, in cents, the rounding left to the
 * largest shares, so the shares add up to the day's reserve to the cent.
 */
export function settlementFileLines(settlementId: number, all: readonly LedgerMovement[]): (string | number)[][] {
  const movements = all.filter((m) => m.account === 'MAIN');
  const cents = (x: number) => Math.round(x * 100);
  const dayOf = (m: LedgerMovement) => `${m.shopId}|${m.date.slice(0, 10)}`;
  const held = new Map<string, number>();
  for (const m of movements) if (m.type === 'RR_ACCUMULATED') held.set(dayOf(m), (held.get(dayOf(m)) ?? 0) - cents(m.netAmount));
  const payIns = movements.filter((m) => m.type === 'PAY_IN');
  const shares = new Map<LedgerMovement, number>();
  for (const [day, reserve] of held) {
    const ofDay = payIns.filter((m) => dayOf(m) === day);
    const nets = ofDay.map((m) => cents(m.netAmount));
    const whole = nets.reduce((a, b) => a + b, 0);
    if (ofDay.length === 0 || whole === 0) {
      held.set(day, reserve);
      continue;
    }
    const exact = nets.map((n) => (reserve * n) / whole);
    const floors = exact.map(Math.floor);
    let left = reserve - floors.reduce((a, b) => a + b, 0);
    const order = exact.map((x, i) => [x - floors[i], i] as const).sort((a, b) => b[0] - a[0]);
    for (const [, i] of order) {
      if (left <= 0) break;
      floors[i] += 1;
      left -= 1;
    }
    ofDay.forEach((m, i) => shares.set(m, floors[i]));
    held.delete(day);
  }
  const lines: FileLine[] = [];
  const money = (c: number) => c / 100;
  for (const m of payIns) {
    const reserve = shares.get(m) ?? 0;
    lines.push(['PAY_IN', m.date, m.type, m.reference, m.amount, m.fee, money(reserve), money(cents(m.netAmount) - reserve)]);
  }
  for (const m of movements) {
    if (m.type === 'PAY_IN') continue;
    // A day's reserve held is in its pay-ins' lines (unless it had none here).
    if (m.type === 'RR_ACCUMULATED' && !held.has(dayOf(m))) continue;
    const reserveMove = m.type === 'RR_ACCUMULATED' || m.type === 'RR_RELEASED';
    lines.push(
      reserveMove
        ? ['MOVEMENT', m.date, m.type, m.reference, 0, 0, -m.netAmount, m.netAmount]
        : ['MOVEMENT', m.date, m.type, m.reference, m.amount, m.fee, 0, m.netAmount],
    );
  }
  const sum = (column: 4 | 5 | 6 | 7) => money(lines.reduce((t, l) => t + cents(l[column]), 0));
  return [[...SETTLEMENT_LINE_COLUMNS], ...lines, ['TOTAL', '', '', `settlement ${settlementId}`, sum(4), sum(5), sum(6), sum(7)]];
}
