/**
 * Issue #33 (drill-down): the ledger movements behind each balance figure, as the filter of
 * GET /balance-ledger/movements that lists exactly them and the total of that reply which equals
 * the figure. The balance cards link with these filters, the fake API understands them and the
 * contract test checks each sum over the seed: one declaration for all three.
 */
import type { MovementType } from './movementTypes';

/** The totals GET /balance-ledger/movements answers beside its page: sums over every row the filter matches. */
export interface LedgerTotals {
  amount: number;
  fee: number;
  netAmount: number;
}
export type LedgerTotalField = keyof LedgerTotals;

/**
 * Filters of the ledger's movements beside the grid's own (date range, accountId, movementType):
 * `account` MAIN or RESERVE; `inPublished` 'true' for the movements of a published settlement,
 * 'false' for every other (what the balance breakdown lists outside the published settlements).
 */
export interface LedgerFilter {
  merchantId?: number;
  accountId?: string;
  currencyCode?: string;
  shopId?: number;
  account?: 'MAIN' | 'RESERVE';
  movementType?: string;
  settlementId?: number;
  inPublished?: 'true' | 'false';
  /** A day's movements (wire dates, 'dd/MM/yyyy': the whole UTC day). */
  createdDateFrom?: string;
  createdDateTo?: string;
  /** The claims opened (amount below zero) or won (above). */
  amountFrom?: number;
  amountTo?: number;
}

/** The balance a card shows: a merchant (with its sub-merchants when `master`), a currency, maybe one shop. */
export interface LedgerDrillScope {
  merchantId: number;
  master: boolean;
  currencyCode: string;
  /** 0 or absent: every shop. */
  shopId?: number;
}

interface LineRule {
  account?: 'MAIN' | 'RESERVE';
  types?: readonly MovementType[];
  inPublished?: boolean;
  sum: LedgerTotalField;
}

/** Each balance line that is one sum of movements, by its name in the balance view (resources/balance/balanceShape.ts). */
export const LEDGER_DRILLS = {
  current: { sum: 'netAmount' },
  reserve: { account: 'RESERVE', sum: 'netAmount' },
  reserveHeld: { account: 'RESERVE', types: ['RR_ACCUMULATED'], sum: 'netAmount' },
  reserveReleased: { account: 'RESERVE', types: ['RR_RELEASED'], sum: 'netAmount' },
  settlementsPublished: { account: 'MAIN', inPublished: true, sum: 'netAmount' },
  payIns: { account: 'MAIN', types: ['PAY_IN'], inPublished: false, sum: 'amount' },
  payOuts: { account: 'MAIN', types: ['PAY_OUT', 'PAY_OUT_INTL', 'REFUND'], inPublished: false, sum: 'netAmount' },
  chargebacksAndClaims: { account: 'MAIN', types: ['CLAIM', 'CHARGEBACK'], inPublished: false, sum: 'netAmount' },
  adjustments: { account: 'MAIN', types: ['ADJUSTMENT'], sum: 'netAmount' },
  rollingReserveEstimated: { account: 'MAIN', types: ['RR_ACCUMULATED', 'RR_RELEASED'], inPublished: false, sum: 'netAmount' },
  topUps: { account: 'MAIN', types: ['TOP_UP'], sum: 'netAmount' },
} as const satisfies Record<string, LineRule>;
export type LedgerDrillLine = keyof typeof LEDGER_DRILLS;

/**
 * The filter listing a balance line's movements. A master balance is the merchant's family (the
 * ledger's `merchantId` filter); a merchant's own balance names its accounts, so a super-merchant
 * chosen alone leaves its sub-merchants out.
 */
export function ledgerDrillFilter(line: LedgerDrillLine, scope: LedgerDrillScope): LedgerFilter {
  return filterOfRule(LEDGER_DRILLS[line], scope);
}

/**
 * The legacy global balance's total and its five parts (contract/balance/legacyTotals.ts): the
 * pay-ins are net of their fees and taxes, with the top-ups and adjustments; each a whole figure.
 */
export const LEGACY_DRILLS = {
  total: { sum: 'netAmount' },
  payIns: { account: 'MAIN', types: ['PAY_IN', 'TAX', 'TOP_UP', 'ADJUSTMENT'], sum: 'netAmount' },
  payOuts: { account: 'MAIN', types: ['PAY_OUT', 'PAY_OUT_INTL', 'REFUND'], sum: 'netAmount' },
  claims: { account: 'MAIN', types: ['CLAIM'], sum: 'netAmount' },
  chargebacks: { account: 'MAIN', types: ['CHARGEBACK'], sum: 'netAmount' },
  withdrawals: { account: 'MAIN', types: ['WITHDRAWAL'], sum: 'netAmount' },
} as const satisfies Record<string, LineRule>;
export type LegacyDrillPart = keyof typeof LEGACY_DRILLS;

/** The movements behind the legacy total or one of its parts (the legacy balance is always a merchant's family). */
export const legacyDrillFilter = (part: LegacyDrillPart, scope: Omit<LedgerDrillScope, 'master'>): LedgerFilter =>
  filterOfRule(LEGACY_DRILLS[part], { ...scope, master: true });

function filterOfRule(rule: LineRule, scope: LedgerDrillScope): LedgerFilter {
  const accounts = rule.account ? [rule.account] : ['MAIN', 'RESERVE'];
  return {
    merchantId: scope.merchantId,
    ...(scope.master
      ? { currencyCode: scope.currencyCode, ...(rule.account ? { account: rule.account } : {}) }
      : { accountId: accounts.map((a) => `${scope.merchantId}-${scope.currencyCode}-${a}`).join(',') }),
    ...(scope.shopId ? { shopId: scope.shopId } : {}),
    ...(rule.types ? { movementType: rule.types.join(',') } : {}),
    ...(rule.inPublished !== undefined ? { inPublished: rule.inPublished ? 'true' : 'false' } : {}),
  };
}

export interface DailyRule {
  types: readonly MovementType[];
  sum: LedgerTotalField;
  /** The API answers a cost as a positive amount, the movements carry it negative. */
  negate?: boolean;
  /** Claims opened (their amount is taken) or won (given back). */
  sign?: 'taken' | 'given';
}

const PAYOUT_TYPES = ['PAY_OUT', 'PAY_OUT_INTL'] as const;
const DISPUTE_TYPES = ['CLAIM', 'CHARGEBACK'] as const;

/**
 * The cells of the account and shop daily balances (fake-api/ledger/daily.ts) that are one sum of
 * a day's MAIN movements of the row's shop, by column: the types, the total that equals the cell.
 */
export const DAILY_DRILLS = {
  volumePayin: { types: ['PAY_IN'], sum: 'amount' },
  payinFee: { types: ['PAY_IN'], sum: 'fee', negate: true },
  mdr: { types: ['PAY_IN'], sum: 'fee', negate: true },
  volumePayout: { types: PAYOUT_TYPES, sum: 'amount', negate: true },
  payoutFee: { types: PAYOUT_TYPES, sum: 'fee', negate: true },
  claimsOpen: { types: DISPUTE_TYPES, sum: 'amount', negate: true, sign: 'taken' },
  newClaims: { types: DISPUTE_TYPES, sum: 'amount', negate: true, sign: 'taken' },
  claimFee: { types: DISPUTE_TYPES, sum: 'fee', negate: true },
  claimsWon: { types: DISPUTE_TYPES, sum: 'amount', sign: 'given' },
  rollingReserve: { types: ['RR_ACCUMULATED'], sum: 'netAmount', negate: true },
  rollingReserveReleased: { types: ['RR_RELEASED'], sum: 'netAmount' },
  otherFees: { types: ['REFUND'], sum: 'netAmount', negate: true },
  wireFee: { types: ['REFUND'], sum: 'netAmount', negate: true },
  topUps: { types: ['TOP_UP'], sum: 'netAmount' },
  taxes: { types: ['TAX'], sum: 'netAmount', negate: true },
  paymentAmount: { types: ['WITHDRAWAL'], sum: 'netAmount', negate: true },
} as const satisfies Record<string, DailyRule>;
export type DailyDrillColumn = keyof typeof DAILY_DRILLS;

/** The adjustments column: the account view's adjustments; the shop view's adds the reserve released. */
export const dailyAdjustmentTypes = (view: 'account' | 'shop'): readonly MovementType[] =>
  view === 'shop' ? ['ADJUSTMENT', 'RR_RELEASED'] : ['ADJUSTMENT'];

/** The rule of a daily balance column, when it is one sum of movements. */
export function dailyDrillRule(column: string, view: 'account' | 'shop'): DailyRule | undefined {
  if (column === 'adjustments') return { types: dailyAdjustmentTypes(view), sum: 'netAmount' };
  return Object.hasOwn(DAILY_DRILLS, column) ? DAILY_DRILLS[column as DailyDrillColumn] : undefined;
}

/** 'yyyy-MM-dd…' (the row's ISO day) as the filters' 'dd/MM/yyyy'. */
const wireDay = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

/** The movements behind one cell of a daily balance row: that UTC day's MAIN movements of its shop, of the column's kind. */
export function dailyDrillFilter(rule: DailyRule, row: { merchantId: number; shopId: number; balanceDay: string }): LedgerFilter {
  const day = wireDay(row.balanceDay);
  return {
    merchantId: row.merchantId,
    shopId: row.shopId,
    account: 'MAIN',
    movementType: rule.types.join(','),
    createdDateFrom: day,
    createdDateTo: day,
    ...(rule.sign === 'taken' ? { amountTo: -0.01 } : rule.sign === 'given' ? { amountFrom: 0.01 } : {}),
  };
}
