/** Spec 03 §3 "Legacy dashboard totals". */
export interface LegacyTotalsReply {
  currencyCode?: string;
  totalAmount: number;
  payInBalanceAmount: number;
  payOutBalanceAmount: number;
  payOutMinBalanceAmount: number;
  totalPayOutBalanceAmount: number;
  claimBalanceAmount: number;
  chargebackBalanceAmount: number;
  withdrawalBalanceAmount: number;
  currencySymbol?: string;
  showBalanceAvailableForPayouts: boolean;
  showDisclaimer: boolean;
  lastUpdateDate: string | null;
}

/** The legacy headline's parts (spec 03 §2: PayIns, PayOuts, Claims, Chargebacks, Withdrawals): the total is their sum. */
export const LEGACY_PARTS = [
  ['payIns', 'payInBalanceAmount'],
  ['payOuts', 'payOutBalanceAmount'],
  ['claims', 'claimBalanceAmount'],
  ['chargebacks', 'chargebackBalanceAmount'],
  ['withdrawals', 'withdrawalBalanceAmount'],
] as const;
