/** Spec 03 §4: the statuses a refund payment takes (CREATED … RETURNED_PAYMENT, and ERROR). */
export const REFUND_PAYMENT_STATUSES = ['CREATED', 'APPROVED', 'PAID', 'CANCELLED', 'RETURNED_PAYMENT', 'ERROR'] as const;
export type RefundPaymentStatus = (typeof REFUND_PAYMENT_STATUSES)[number];

/** A refund payment (spec 03 §2 "Refund payments": the detail, the buyer and the payer), as the API sends it and the fake API stores it. */
export interface RefundPayment {
  transactionRefundId: number;
  transactionId: string;
  shopId: number;
  shopName: string;
  createdDate: string;
  partnerName: string;
  paymentMethodName: string;
  transactionAmount: number;
  currencyCode: string;
  uniqueIdentifier: string;
  reason: string;
  status: RefundPaymentStatus;
  amount: number;
  refundFee: number;
  errorMessage: string | null;
  editedByUser: string | null;
  buyerFullName: string;
  buyerPersonalId: string;
  buyerEmail: string;
  payerFullName: string;
  payerPersonalId: string;
  bankName: string;
  agencyNumber: string;
  accountNumber: string;
  pixKey: string | null;
  /** Manual refunds are listed at /transaction-manual-refunds. */
  isManual: boolean;
}

/** Spec 03 §2: total refund = amount minus the refund fee, two decimals. */
export const totalRefund = (row: Pick<RefundPayment, 'amount' | 'refundFee'>) => Math.round((row.amount - row.refundFee) * 100) / 100;
