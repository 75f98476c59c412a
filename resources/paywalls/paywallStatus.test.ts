import { describe, expect, it } from 'vitest';
import { paywallStatus } from './paywallStatus';
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
    ...patch,
  }) as Paywall;

describe('paywallStatus (spec 03 §4)', () => {
  it('reads a link USED once it has a transaction id or paywall transactions, PENDING USE before', () => {
    expect(paywallStatus(paywall({ shopPaymentType: 'link', scheduledPaymentEmails: null }), NOW)).toBe('PENDING_USE');
    expect(paywallStatus(paywall({ shopPaymentType: 'link', transactionID: 'tx' }), NOW)).toBe('USED');
    expect(paywallStatus(paywall({ shopPaymentType: 'link', paywallTransactions: ['tx'] }), NOW)).toBe('USED');
  });

  it('reads an e-mail ERROR without sendings, with none, or when the last one failed', () => {
    expect(paywallStatus(paywall({ scheduledPaymentEmails: null }), NOW)).toBe('ERROR');
    expect(paywallStatus(paywall({ scheduledPaymentEmails: [] }), NOW)).toBe('ERROR');
    expect(paywallStatus(paywall({ scheduledPaymentEmails: [sending('SENT'), sending('ERROR')] }), NOW)).toBe('ERROR');
  });

  it('reads an e-mail USED once paid, whatever its sendings', () => {
    expect(paywallStatus(paywall({ transactionID: 'tx', scheduledPaymentEmails: [sending('ERROR')] }), NOW)).toBe('USED');
  });

  it('reads an e-mail sent at once SENT, and a scheduled one PENDING USE, before and after its time', () => {
    expect(paywallStatus(paywall({}), NOW)).toBe('SENT');
    const at = '2026-11-27T09:00:00Z';
    expect(paywallStatus(paywall({ scheduledSendDate: at, scheduledPaymentEmails: [sending('PENDING', at)] }), NOW)).toBe('PENDING_USE');
    expect(paywallStatus(paywall({ scheduledSendDate: at, scheduledPaymentEmails: [sending('SENT', at)] }), NOW)).toBe('PENDING_USE');
  });

  it('reads a sending left pending past its time ERROR without a subscription, not with one', () => {
    const stale = { scheduledSendDate: '2026-11-25T09:00:00Z', scheduledPaymentEmails: [sending('PENDING', '2026-11-25T09:00:00Z')] };
    expect(paywallStatus(paywall(stale), NOW)).toBe('ERROR');
    expect(paywallStatus(paywall({ ...stale, subscriptionEnabled: true }), NOW)).toBe('PENDING_USE');
  });
});
