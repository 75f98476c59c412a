import type { Paywall } from './types';

/** The derived statuses, in the order the status filter offers them. */
export const PAYWALL_STATUSES = ['PENDING_USE', 'SENT', 'USED', 'EXPIRED', 'CANCELLED', 'ERROR'] as const;
export type PaywallStatus = (typeof PAYWALL_STATUSES)[number];

type StatusInput = Pick<
  Paywall,
  'shopPaymentType' | 'transactionID' | 'paywallTransactions' | 'scheduledSendDate' | 'scheduledPaymentEmails' | 'subscriptionEnabled'
> &
  Partial<Pick<Paywall, 'expiredDate' | 'cancelledDate'>>;

/** Spec 03 §4: used when a pay-in came of it (its transaction id, or any paywall transaction). */
export const isUsed = (p: Pick<Paywall, 'transactionID' | 'paywallTransactions'>) =>
  Boolean(p.transactionID) || (p.paywallTransactions?.length ?? 0) > 0;

/** Deactivated by the merchant before anybody paid (issue #30). */
export const isCancelled = (p: Partial<Pick<Paywall, 'cancelledDate'>>) => Boolean(p.cancelledDate);

/** Its validity is over: the pay page refuses it from its expiry date on. */
export const isExpired = (p: Partial<Pick<Paywall, 'expiredDate'>>, now = Date.now()) =>
  Boolean(p.expiredDate) && Date.parse(p.expiredDate as string) <= now;

/**
 * Spec 03 §4, literally: an e-mail is in error without a sending, when its last sending failed,
 * or when its subscription is off and its last sending is not SENT (a scheduled one included).
 */
export function emailFailed(p: Pick<Paywall, 'scheduledPaymentEmails' | 'subscriptionEnabled'>): boolean {
  const last = p.scheduledPaymentEmails?.at(-1);
  return !last || last.status === 'ERROR' || (!p.subscriptionEnabled && last.status !== 'SENT');
}

/**
 * The status of a paywall, the one rule of the screens, the filter and the export of the fake API
 * (which imports this module). Paid first (USED), then cancelled; an e-mail's sending failure
 * next (spec 03 §4: the merchant has to act on it, expired or not); then EXPIRED once its date
 * has passed; otherwise a link waits (PENDING USE) and an e-mail reads SENT when it was sent at
 * once, PENDING USE when it was scheduled (spec 03 §4).
 */
export function paywallStatus(p: StatusInput, now = Date.now()): PaywallStatus {
  if (isUsed(p)) return 'USED';
  if (isCancelled(p)) return 'CANCELLED';
  if (p.shopPaymentType === 'email' && emailFailed(p)) return 'ERROR';
  if (isExpired(p, now)) return 'EXPIRED';
  if (p.shopPaymentType === 'link') return 'PENDING_USE';
  return p.scheduledSendDate ? 'PENDING_USE' : 'SENT';
}

/** Whether the merchant may still deactivate it: nobody paid, not cancelled nor expired already. */
export const isCancellable = (p: StatusInput, now = Date.now()) => !isUsed(p) && !isCancelled(p) && !isExpired(p, now);
