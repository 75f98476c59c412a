import type { SettlementFields } from '../balance-settlements/types';

/** Spec 03 §3 "Settlement row" as GET /settlements answers it. */
export interface Settlement extends SettlementFields {
  id: number;
  netTurnover: number;
  transactionsFee: number;
  /** Shown as 'Payout amount'. */
  refunds: number;
  totalPayoutFee: number;
  netRollingReserve: number;
  /** Shown as 'Claims'. */
  claimsCurrentPeriod: number;
  /** Shown as 'Refunds'. */
  claims: number;
  otherFees: number;
  taxes: number;
  isPaid: boolean;
  fileKey: string;
  paymentCurrency: string | null;
  currencyExchangeRate: number | null;
  internalRate: number | null;
  paymentSymbol: string | null;
  equivalentAmount: number | null;
  transactionCount: number;
  /** The withdrawal that paid it out (the last one not rejected or deleted), null while none has (issue #33). */
  withdrawalId: number | null;
}

/** The sums GET /settlements answers beside its page, over every row the filters match (issue #33). */
export interface SettlementTotals {
  count: number;
  transactionCount: number;
  grossAmount: number;
  payoutAmount: number;
}

/** Spec 03 §2: a settlement's currency is USD when the row names none. */
export const currencyOf = (s: Pick<Settlement, 'currencyCode'>): string => s.currencyCode || 'USD';

/** Spec 03 §2: turnover = net turnover + MDR amount. */
export const turnoverOf = (s: Pick<Settlement, 'netTurnover' | 'transactionsFee'>) =>
  Math.round((s.netTurnover + s.transactionsFee) * 100) / 100;

/** The amount columns in the spec's order, each with the record field it reads. */
export const SETTLEMENT_AMOUNTS = [
  'turnover',
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
] as const;
