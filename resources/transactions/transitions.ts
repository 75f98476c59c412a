import { TRANSACTION_STATUSES, type TransactionStatus } from '../../contract/transactionStatuses';
import type { TransactionRow } from './types';

/** Transaction statuses of spec 02 §4 (the contract's), in the order the status filter lists them. */
export { TRANSACTION_STATUSES, type TransactionStatus };

/** Sandbox simulation (spec 02 §4): these never move again. */
export const FINAL_STATUSES: readonly TransactionStatus[] = ['APPROVED', 'CANCELLED', 'FAILED'];

export const isTransactionStatus = (value: unknown): value is TransactionStatus =>
  typeof value === 'string' && (TRANSACTION_STATUSES as readonly string[]).includes(value);

/**
 * Statuses a sandbox change may move `from` to: none for a final or unknown status, otherwise
 * every other status (never the same one).
 */
export function allowedTransitions(from: string | null | undefined): TransactionStatus[] {
  const current = from?.toUpperCase();
  if (!isTransactionStatus(current) || FINAL_STATUSES.includes(current)) return [];
  return TRANSACTION_STATUSES.filter((status) => status !== current);
}

export const canTransition = (from: string | null | undefined, to: string): boolean =>
  allowedTransitions(from).some((status) => status === to.toUpperCase());

/** Why the row's status cannot be changed, or null when it can (spec 02 §2 status change). */
export function statusChangeBlock(row: Pick<TransactionRow, 'status' | 'pendingStatusUpdate'>): 'pending' | 'final' | null {
  if (row.pendingStatusUpdate) return 'pending';
  return allowedTransitions(row.status).length === 0 ? 'final' : null;
}
