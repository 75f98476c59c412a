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
  const rule: LineRule = LEDGER_DRILLS[line];
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
