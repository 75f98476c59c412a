/**
 * Issue #33 (drill-down): the ledger movements behind each amount of a settlement row, as the
 * filter of GET /balance-ledger/movements listing exactly them and the total of that reply which
 * equals the amount (`negate`: the row shows a cost as a positive amount, the movements carry it
 * negative). The settlements screen links with these, the contract test checks each over the seed.
 */
import type { LedgerFilter, LedgerTotalField } from '../balance/drill';
import type { MovementType } from '../balance/movementTypes';
import type { Settlement } from './types';

interface AmountRule {
  types?: readonly MovementType[];
  sum: LedgerTotalField;
  negate?: boolean;
}

const PAY_IN = ['PAY_IN'] as const;
const PAYOUTS = ['PAY_OUT', 'PAY_OUT_INTL'] as const;

/** Each amount of a settlement row (and its count) by the movements it sums (fake-api/ledger/settlements.ts). */
export const SETTLEMENT_DRILLS = {
  turnover: { types: PAY_IN, sum: 'amount' },
  transactionsFee: { types: PAY_IN, sum: 'fee', negate: true },
  netTurnover: { types: PAY_IN, sum: 'netAmount' },
  refunds: { types: PAYOUTS, sum: 'amount', negate: true },
  totalPayoutFee: { types: PAYOUTS, sum: 'fee', negate: true },
  netRollingReserve: { types: ['RR_ACCUMULATED', 'RR_RELEASED'], sum: 'netAmount', negate: true },
  claimsCurrentPeriod: { types: ['CLAIM', 'CHARGEBACK'], sum: 'amount', negate: true },
  claims: { types: ['REFUND'], sum: 'amount', negate: true },
  otherFees: { types: ['CLAIM', 'CHARGEBACK', 'REFUND'], sum: 'fee', negate: true },
  taxes: { types: ['TAX'], sum: 'netAmount', negate: true },
  payoutAmount: { sum: 'netAmount' },
} as const satisfies Record<string, AmountRule>;
export type SettlementDrillAmount = keyof typeof SETTLEMENT_DRILLS;

/** The movements behind one amount of a settlement: its MAIN account's, of the amount's types. */
export function settlementDrillFilter(amount: SettlementDrillAmount, s: Pick<Settlement, 'settlementId' | 'merchantId'>): LedgerFilter {
  const rule: AmountRule = SETTLEMENT_DRILLS[amount];
  return {
    merchantId: s.merchantId,
    settlementId: s.settlementId,
    account: 'MAIN',
    ...(rule.types ? { movementType: rule.types.join(',') } : {}),
  };
}

/** The settlement's pay-ins: their count is its transaction count, their sums its turnover, MDR and net turnover. */
export const settlementPayInsFilter = (s: Pick<Settlement, 'settlementId' | 'merchantId'>) => settlementDrillFilter('turnover', s);
