import type { Paywall } from './types';

export type PaywallStatus = 'USED' | 'PENDING_USE' | 'ERROR' | 'SENT';

type StatusInput = Pick<
  Paywall,
  'shopPaymentType' | 'transactionID' | 'paywallTransactions' | 'scheduledSendDate' | 'scheduledPaymentEmails' | 'subscriptionEnabled'
>;

/** Spec 03 §4: used when a pay-in came of it (its transaction id, or any paywall transaction). */
export const isUsed = (p: Pick<Paywall, 'transactionID' | 'paywallTransactions'>) =>
  Boolean(p.transactionID) || (p.paywallTransactions?.length ?? 0) > 0;

/**
 * The derived status of spec 03 §4. A link: USED or PENDING USE. An e-mail: USED once paid;
 * ERROR without a sending, when its last sending failed, or (subscription off) when its last
 * sending is not SENT; SENT when it was sent at once (no scheduled date); PENDING USE otherwise.
 * One choice of ours (README, Decisions): a sending still waiting for its time reads PENDING USE,
 * not ERROR, since nothing has failed yet.
 */
export function paywallStatus(p: StatusInput, now = Date.now()): PaywallStatus {
  if (isUsed(p)) return 'USED';
  if (p.shopPaymentType === 'link') return 'PENDING_USE';
  const last = p.scheduledPaymentEmails?.at(-1);
  if (!last || last.status === 'ERROR') return 'ERROR';
  if (last.status === 'PENDING' && Date.parse(last.scheduledDate) > now) return 'PENDING_USE';
  if (!p.subscriptionEnabled && last.status !== 'SENT') return 'ERROR';
  return p.scheduledSendDate ? 'PENDING_USE' : 'SENT';
}
