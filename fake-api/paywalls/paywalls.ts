/**
 * What happens to a paywall after it is created (issue #18): its e-mail is delivered when its
 * time comes (an address at an `.invalid` domain fails), and paying its link makes the pay-in
 * that turns it USED. The routes call these; the rules live here so the unit test reads them.
 */
import { randomUUID } from 'node:crypto';
import type { ApiContext } from '../context';
import type { PaymentOrigin, PaywallRow, ScheduledEmailStatus, TransactionRow } from '../seed/types';

/** An address at a domain that cannot exist (RFC 2606 `.invalid`) is never delivered. */
export const deliveryOf = (email: string): Exclude<ScheduledEmailStatus, 'PENDING'> =>
  /\.invalid$/i.test(email.trim()) ? 'ERROR' : 'SENT';

// The screens' own rules of a paywall's state (one module for both, issue #30).
export { isCancellable, isCancelled, isExpired, isUsed, paywallStatus } from '../../contract/paywalls/paywallStatus';

/** Delivers every scheduled e-mail whose time has come; answers whether any changed. */
export function deliverDue(ctx: ApiContext, now = Date.now()): boolean {
  let changed = false;
  for (const paywall of ctx.store.db.paywalls) {
    for (const email of paywall.scheduledPaymentEmails) {
      if (email.status !== 'PENDING' || Date.parse(email.scheduledDate) > now) continue;
      email.status = deliveryOf(paywall.customer.email);
      changed = true;
    }
  }
  if (changed) ctx.store.changed('paywalls');
  return changed;
}

/** Appends a sending of the paywall's e-mail: now (delivered or failed at once) or at `at`. */
export function scheduleEmail(ctx: ApiContext, paywall: PaywallRow, at: string | null): ScheduledEmailStatus {
  const ids = ctx.store.db.paywalls.flatMap((p) => p.scheduledPaymentEmails.map((e) => e.scheduledPaymentEmailId));
  const status = at ? 'PENDING' : deliveryOf(paywall.customer.email);
  paywall.scheduledPaymentEmails.push({
    scheduledPaymentEmailId: Math.max(0, ...ids) + 1,
    scheduledDate: at ?? new Date().toISOString(),
    status,
  });
  return status;
}

/**
 * The payer paid: an approved pay-in of the paywall's amount by the first active method of its
 * country, booked to its shop; the paywall is used from now on.
 */
export function payPaywall(ctx: ApiContext, paywall: PaywallRow): TransactionRow {
  const db = ctx.store.db;
  const country = paywall.customer.country;
  const methods = db.paymentMethods.filter((m) => m.countryCode === country);
  const method = methods.find((m) => m.active) ?? methods[0];
  if (!method) throw new Error(`no payment method for ${country}`);
  const now = new Date().toISOString();
  const origin: PaymentOrigin = paywall.shopPaymentType === 'link' ? 'PAYMENT_LINK' : 'PAYMENT_EMAIL';
  const c = paywall.customer;
  const tx: TransactionRow = {
    transactionId: randomUUID(),
    trackingId: paywall.trackingId,
    description: paywall.description,
    amount: paywall.amount,
    currency: paywall.currency,
    status: 'APPROVED',
    testMode: paywall.testMode,
    createdDate: now,
    expiredDate: null,
    paidDate: now,
    operativeDate: now,
    partnerId: method.partnerId,
    paymentMethodId: method.paymentMethodId,
    paymentMethodName: method.name,
    paymentMethodFileKey: method.paymentMethodFileKey,
    pspTransactionId: `PSP${Date.now()}`,
    paymentMethodLegacyId: method.paymentMethodLegacyId,
    tagName: method.name,
    customerFirstName: c.firstName,
    customerLastName: c.lastName,
    email: c.email,
    personalId: c.personalId,
    address: c.address,
    country,
    phone: c.phone,
    ip: c.ip || '127.0.0.1',
    cardNumber: null,
    shopId: paywall.shopId,
    shopName: paywall.shopName,
    notificationUrl: paywall.notificationUrl,
    pendingStatusUpdate: null,
    merchantId: paywall.merchantId,
    origin,
    channelType: method.paymentChannelTypeCode,
    enableRefund: true,
  };
  db.transactions.push(tx);
  paywall.transactionID = tx.transactionId;
  paywall.paidDate = now;
  paywall.paywallTransactions.push(tx.transactionId);
  ctx.store.changed('transactions');
  ctx.store.changed('paywalls');
  return tx;
}
