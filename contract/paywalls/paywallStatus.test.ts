import { describe, expect, it } from 'vitest';
import { isCancellable, paywallStatus } from './paywallStatus';
import type { Paywall, ScheduledPaymentEmail } from './types';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const sending = (status: ScheduledPaymentEmail['status'], scheduledDate = '2026-11-26T10:00:00Z'): ScheduledPaymentEmail => ({
  scheduledPaymentEmailId: 1,
  scheduledDate,
  status,
});
const paywall = (patch: Partial<Paywall>) =>
  ({
    shopPaymentType: 'email',
    transactionID: null,
    paywallTransactions: [],
    scheduledSendDate: null,
    scheduledPaymentEmails: [sending('SENT')],
    subscriptionEnabled: false,
    expiredDate: '2026-11-28T10:00:00Z',
    cancelledDate: null,
    ...patch,
  }) as Paywall;
const link = (patch: Partial<Paywall> = {}) => paywall({ shopPaymentType: 'link', scheduledPaymentEmails: null, ...patch });

describe('paywallStatus (spec 03 §4, issue #30)', () => {
  it('reads a link USED once it has a transaction id or paywall transactions, PENDING USE before', () => {
    expect(paywallStatus(link(), NOW)).toBe('PENDING_USE');
    expect(paywallStatus(link({ transactionID: 'tx' }), NOW)).toBe('USED');
    expect(paywallStatus(link({ paywallTransactions: ['tx'] }), NOW)).toBe('USED');
  });

  it('reads a link EXPIRED from its expiry date on, CANCELLED once deactivated, and USED whatever its dates', () => {
    const old = { expiredDate: '2026-08-01T10:00:00Z' };
    expect(paywallStatus(link(old), NOW)).toBe('EXPIRED');
    expect(paywallStatus(link({ expiredDate: new Date(NOW).toISOString() }), NOW)).toBe('EXPIRED');
    expect(paywallStatus(link({ cancelledDate: '2026-11-26T11:00:00Z' }), NOW)).toBe('CANCELLED');
    expect(paywallStatus(link({ ...old, transactionID: 'tx' }), NOW)).toBe('USED');
    expect(paywallStatus(link({ ...old, cancelledDate: '2026-07-30T10:00:00Z' }), NOW)).toBe('CANCELLED');
  });

  it('reads an e-mail ERROR without sendings, with none, or when the last one failed', () => {
    expect(paywallStatus(paywall({ scheduledPaymentEmails: null }), NOW)).toBe('ERROR');
    expect(paywallStatus(paywall({ scheduledPaymentEmails: [] }), NOW)).toBe('ERROR');
    expect(paywallStatus(paywall({ scheduledPaymentEmails: [sending('SENT'), sending('ERROR')] }), NOW)).toBe('ERROR');
  });

  it('reads an e-mail USED once paid, whatever its sendings', () => {
    expect(paywallStatus(paywall({ transactionID: 'tx', scheduledPaymentEmails: [sending('ERROR')] }), NOW)).toBe('USED');
  });

  it('reads an e-mail sent at once SENT, a scheduled one that went out PENDING USE, and either EXPIRED once past its date', () => {
    expect(paywallStatus(paywall({}), NOW)).toBe('SENT');
    const at = '2026-11-26T09:00:00Z';
    expect(paywallStatus(paywall({ scheduledSendDate: at, scheduledPaymentEmails: [sending('SENT', at)] }), NOW)).toBe('PENDING_USE');
    expect(paywallStatus(paywall({ expiredDate: '2026-09-01T00:00:00Z' }), NOW)).toBe('EXPIRED');
  });

  it('reads an e-mail whose last sending is still pending ERROR without a subscription (spec 03 §4), not with one', () => {
    const later = '2026-11-27T09:00:00Z';
    const pending = { scheduledSendDate: later, scheduledPaymentEmails: [sending('PENDING', later)] };
    expect(paywallStatus(paywall(pending), NOW)).toBe('ERROR');
    expect(paywallStatus(paywall({ ...pending, subscriptionEnabled: true }), NOW)).toBe('PENDING_USE');
    // A failed sending stays an error to act on, expired or not.
    expect(paywallStatus(paywall({ scheduledPaymentEmails: [sending('ERROR')], expiredDate: '2026-09-01T00:00:00Z' }), NOW)).toBe('ERROR');
  });

  it('lets a paywall be deactivated only while nobody paid, it is active and not expired', () => {
    expect(isCancellable(link(), NOW)).toBe(true);
    expect(isCancellable(link({ transactionID: 'tx' }), NOW)).toBe(false);
    expect(isCancellable(link({ cancelledDate: '2026-11-26T11:00:00Z' }), NOW)).toBe(false);
    expect(isCancellable(link({ expiredDate: '2026-08-01T10:00:00Z' }), NOW)).toBe(false);
  });
});
