/** Spec 03 §3 "Withdrawal": a row of GET /withdrawals/grid-list and GET /withdrawals/{id}. */
export interface Withdrawal {
  id: number;
  withdrawalId: number;
  merchantId: number;
  status: string;
  createdDate: string;
  editedDate: string | null;
  /** When the money reached the bank: a paid withdrawal's only (README, Decisions). */
  paymentDate: string | null;
  amount: number;
  fee: number;
  netAmount: number;
  withdrawalCurrencyCode: string;
  bankName: string;
  bankAccount: string;
  bankSwift: string;
  payRPaid: number | null;
  paymentCurrencySymbol: string;
  paymentCurrencyCode: string;
  settlements: WithdrawalSettlement[];
  transactions: WithdrawalTransaction[];
  withdrawalAdjustments: { withdrawalAdjustmentId: number; description: string; amount: number }[];
}

export interface WithdrawalSettlement {
  settlementId: number;
  fileKey: string;
  fromDate: string;
  toDate: string;
  shopName: string;
  amount: number;
}

export interface WithdrawalTransaction {
  id: number;
  withdrawalId: number;
  createdDate: string;
  /** TRANSACTION and TRANSACTION_RESTORED read 'Tx Withdrawal', REVERSE 'Reverse Withdrawal' (spec 03 §3). */
  type: 'TRANSACTION' | 'TRANSACTION_RESTORED' | 'REVERSE';
  description: string;
  /** `description` as a code and parameters (issue #31), for the screen's language. */
  descriptionCode?: string;
  descriptionParams?: Record<string, string>;
  currencyCode: string;
  amount: number;
  status: string;
  shopName: string;
  relatedTransaction: number | null;
}

/** The two balance cards (GET /withdrawals/balance). */
export interface WithdrawalBalance {
  currencyCode: string;
  balanceAvailableForWithdrawals: { total: number };
  inTransitWithdrawals: { total: number; detail: { withdrawalsApproved: number; withdrawalsReprocessed: number } };
}
