/**
 * What ties a refund to its pay-in (issue #15): what is left to refund, and the pay-in's refund
 * button, which follows its refund requests and refund payments.
 */
import type { ApiContext } from '../context';
import type { TransactionRow } from '../seed/types';
import { round2 } from '../seed/util';

/** What of a pay-in is refunded or on its way back: standing refund requests and refund payments not cancelled. */
export function refundedOf(ctx: ApiContext, tx: TransactionRow, exceptRequest?: number): number {
  const requested = ctx.store.db.refunds
    .filter(
      (r) => r.transactionId === tx.transactionId && r.refundRequestStatusTypeCode !== 'Rejected' && r.refundRequestId !== exceptRequest,
    )
    .reduce((sum, r) => sum + r.amountToBeRefunded, 0);
  const paid = ctx.store.db.transactionRefunds
    .filter((r) => r.transactionId === tx.transactionId && r.status !== 'CANCELLED')
    .reduce((sum, r) => sum + r.amount, 0);
  return round2(requested + paid);
}

/** What is left to refund of a pay-in. */
export const refundableOf = (ctx: ApiContext, tx: TransactionRow, exceptRequest?: number): number =>
  Math.max(0, round2(tx.amount - refundedOf(ctx, tx, exceptRequest)));

/** The pay-in's refund button follows its requests: off while one stands or nothing is left. */
export function syncTransaction(ctx: ApiContext, transactionId: string | null): void {
  if (!transactionId) return;
  const tx = ctx.store.db.transactions.find((t) => t.transactionId === transactionId);
  if (!tx) return;
  const standing = ctx.store.db.refunds.some((r) => r.transactionId === transactionId && r.refundRequestStatusTypeCode !== 'Rejected');
  const paid = ctx.store.db.transactionRefunds.some((r) => r.transactionId === transactionId && r.status !== 'CANCELLED');
  tx.enableRefund = tx.status === 'APPROVED' && !standing && !paid;
  ctx.store.changed('transactions');
}
