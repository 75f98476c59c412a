/**
 * The daily balances' columns in the spec's order (03 §2). The API answers every column as a
 * magnitude; a cost is shown negated (`negate`), so a row reads as a sum from opening to closing.
 */
export interface DailyColumn {
  source: string;
  negate?: boolean;
  /**
   * In the default set (issue #33): the opening balance, pay-ins, net payable, payment and
   * closing balance fit a 1366 px laptop beside the day, merchant, shop and currency; the other
   * movements are one click away in the column chooser.
   */
  shown?: true;
}

/** The columns the chooser hides until the user shows them. */
export const hiddenDailyColumns = (columns: readonly DailyColumn[]) =>
  columns.filter((column) => !column.shown).map((column) => column.source);

export const ACCOUNT_COLUMNS: readonly DailyColumn[] = [
  { source: 'openingBalance', shown: true },
  { source: 'volumePayin', shown: true },
  { source: 'payinFee', negate: true },
  { source: 'volumePayout', negate: true },
  { source: 'payoutFee', negate: true },
  { source: 'claimsOpen', negate: true },
  { source: 'claimFee', negate: true },
  { source: 'claimsWon' },
  { source: 'rollingReserve', negate: true },
  { source: 'rollingReserveReleased' },
  { source: 'otherFees', negate: true },
  { source: 'adjustments' },
  { source: 'topUps' },
  { source: 'taxes', negate: true },
  { source: 'netAmountPayable', shown: true },
  { source: 'rollingReserveAdjustment', negate: true },
  { source: 'paymentAmount', negate: true, shown: true },
  { source: 'closingBalance', shown: true },
];

/** The shop view: the spec names no signs for it, so it follows the account view's (README, Decisions). */
export const SHOP_COLUMNS: readonly DailyColumn[] = [
  { source: 'openingBalance', shown: true },
  { source: 'volumePayin', shown: true },
  { source: 'mdr', negate: true },
  { source: 'volumePayout', negate: true },
  { source: 'payoutFee', negate: true },
  { source: 'newClaims', negate: true },
  { source: 'claimFee', negate: true },
  { source: 'claimsWon' },
  { source: 'rollingReserve', negate: true },
  { source: 'wireFee', negate: true },
  { source: 'adjustments' },
  { source: 'topUps' },
  { source: 'taxes', negate: true },
  { source: 'netAmountPayable', shown: true },
  { source: 'paymentAmount', negate: true, shown: true },
  { source: 'closingBalance', shown: true },
];

/** A daily balance row as the screens read it. */
export interface DailyBalanceRow {
  id: number;
  merchantId: number;
  merchantName: string;
  shopId: number;
  shopName: string;
  currencyCode: string;
  balanceDay: string;
  openingBalance: number;
  closingBalance: number;
  [column: string]: string | number;
}
