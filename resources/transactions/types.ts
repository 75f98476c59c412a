import type { RaRecord } from 'react-admin';

export interface PendingStatusUpdate {
  status: string;
  requestedDate?: string;
}

/** A transaction row (spec 02 §3 + the wire contract's merchantId, origin, enableRefund, pending update). */
export interface TransactionRow extends RaRecord {
  transactionId: string;
  trackingId?: string;
  status: string;
  amount: number;
  currency: string;
  testMode?: boolean;
  createdDate?: string;
  paidDate?: string | null;
  expiredDate?: string | null;
  operativeDate?: string | null;
  shopName?: string;
  paymentMethodName?: string;
  customerFirstName?: string;
  customerLastName?: string;
  email?: string;
  notificationUrl?: string | null;
  enableRefund?: boolean;
  pendingStatusUpdate?: PendingStatusUpdate | null;
}

/** GET /transactions/v2/{id}/details. */
export interface TransactionRefundInfo {
  refundId: string | number;
  refundAmount: number;
  refundCurrencyCode: string;
  refundStatus: string;
  refundDate: string;
  /** Set when the refund is a request of the refunds screen rather than a refund payment. */
  refundRequestId?: number;
}
export interface TransactionDetailV2 extends RaRecord {
  transactionId: string;
  status?: string;
  enableRefund?: boolean;
  refund?: TransactionRefundInfo | null;
}
