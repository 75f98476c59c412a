/** Transaction statuses of spec 02 §4, in the order the status filter lists them. */
export const TRANSACTION_STATUSES = [
  'APPROVED',
  'CANCELLED',
  'EXPIRED',
  'FAILED',
  'MISSING_INFO',
  'ONHOLD',
  'PENDING',
  'REJECTED',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
