/**
 * The sandbox payout status change (spec 02 §2 "Status change modal"): who may open it for which
 * item, and which statuses each status offers. The dialog and the fake API's push-pay share it.
 */

export const PAYOUT_ITEM_STATUSES = ['PENDING', 'SENT', 'PROCESSED', 'FINISHED', 'ERROR'] as const;
export type PayoutItemStatus = (typeof PAYOUT_ITEM_STATUSES)[number];

/** ERROR and FINISHED are final: nobody opens the change for them. */
export const FINAL_PAYOUT_STATUSES: readonly string[] = ['ERROR', 'FINISHED'];

/**
 * From PENDING only ERROR or PENDING (a new notification of the same status); from PROCESSED only
 * ERROR, FINISHED or PROCESSED. SENT is not named by the spec: it is a payout on its way, offered
 * what PROCESSED is (README, Decisions).
 */
const TARGETS: Readonly<Record<string, readonly PayoutItemStatus[]>> = {
  PENDING: ['ERROR', 'PENDING'],
  PROCESSED: ['ERROR', 'FINISHED', 'PROCESSED'],
  SENT: ['ERROR', 'FINISHED', 'SENT'],
};

export const payoutTargets = (status: string): readonly PayoutItemStatus[] => TARGETS[status] ?? [];

/**
 * Why the change cannot be opened for an item, or null when it can: a change already waiting, a
 * final status, or a status other than PENDING for a user without PAYOUT CHANGE_STATUS.
 */
export function payoutChangeBlock(
  item: { statusTypeCode: string; pendingStatusUpdate?: unknown },
  mayChangeAny: boolean,
): 'pending' | 'final' | 'needs_change_status' | null {
  if (item.pendingStatusUpdate) return 'pending';
  if (FINAL_PAYOUT_STATUSES.includes(item.statusTypeCode) || payoutTargets(item.statusTypeCode).length === 0) return 'final';
  if (!mayChangeAny && item.statusTypeCode !== 'PENDING') return 'needs_change_status';
  return null;
}
