/** Batch statuses read with the payout statuses' words (resources.payouts.statuses). */
export const BATCH_STATUS_LABELS = 'resources.payouts.statuses.';
