import { describe, expect, it } from 'vitest';
import { AMOUNT, NOTIFICATION_URL, NOT_IN_PAST, digitsOnly, emptyPaywall, fieldOf, languageOfCountry, toBody } from './paywallForm';

const check = (value: unknown) => AMOUNT.map((rule) => rule(value, {}, {} as never)).find(Boolean);
const url = (value: unknown) => NOTIFICATION_URL.map((rule) => rule(value, {}, {} as never)).find(Boolean);

describe('the paywall form rules (spec 03 §5)', () => {
  it('starts with two days of validity and the screen’s language', () => {
    expect(emptyPaywall('pt')).toMatchObject({ expirationDays: 2, language: 'PT', scheduledSendDate: null });
    expect(emptyPaywall('xx').language).toBe('EN');
  });

  it('takes an amount of at most 16 characters with two decimals, above zero', () => {
    expect(check(150.25)).toBeUndefined();
    expect(check(9_999_999_999.99)).toBeUndefined();
    // Within 16 characters, above the app's ceiling of every amount (issue #31).
    expect(check(1234567890123.99)).toEqual({ message: 'messages.amount_max', args: { max: '9999999999.99' } });
    expect(check(10.555)).toBe('paywalls.form.amount_rule');
    // Zero or less says what is wrong with it, not the length rule.
    expect(check(0)).toBe('paywalls.form.amount_positive');
    expect(check(-5)).toBe('paywalls.form.amount_positive');
    expect(check(-0.01)).toBe('paywalls.form.amount_positive');
    expect(check(123456789012345.5)).toBe('paywalls.form.amount_rule');
    expect(check(null)).toBe('messages.field_required');
  });

  it('takes an empty notification URL or an http(s) address, and refuses anything else with its own words', () => {
    expect(url('')).toBeUndefined();
    expect(url('https://api.pampa-store.example/webhooks')).toBeUndefined();
    expect(url('http://hooks.pampa.example:8080/hook')).toBeUndefined();
    // Issue #31: the API will call it, so never its own machine or private network.
    for (const local of ['http://localhost:8080/hook', 'http://192.168.0.10/hook', 'http://[fd00::1]/hook'])
      expect(url(local), local).toBe('grid.private_address');
    for (const bad of ['not a url', 'ftp://files.example/hook', 'api.pampa-store.example/webhooks', 'https://'])
      expect(url(bad), bad).toBe('paywalls.form.url_rule');
    expect(url(`https://example.com/${'x'.repeat(250)}`)).toBeTruthy();
  });

  it('keeps digits only where the form asks for them', () => {
    expect(digitsOnly('+55 (11) 9876-5432')).toBe('551198765432');
  });

  it('refuses a send date in the past', () => {
    expect(NOT_IN_PAST(new Date(Date.now() - 3_600_000).toISOString(), {}, {} as never)).toBe('paywalls.form.not_in_past');
    expect(NOT_IN_PAST(new Date(Date.now() + 3_600_000).toISOString(), {}, {} as never)).toBeUndefined();
    expect(NOT_IN_PAST(null, {}, {} as never)).toBeUndefined();
  });

  it('chooses the pay page’s language by the customer’s country', () => {
    expect(['BR', 'MX', 'KE'].map(languageOfCountry)).toEqual(['PT', 'ES', 'EN']);
  });

  it('sends the create payload of spec 03 §3: fromShopAdmin, the kind, the send date for e-mails only, no empty ip', () => {
    const values = {
      ...emptyPaywall('en'),
      shopId: 8,
      amount: 10.5,
      currency: 'BRL',
      scheduledSendDate: '2026-12-01T10:00:00.000Z',
      customer: { ...emptyPaywall('en').customer, country: 'BR', email: 'a@b.com' },
    };
    const link = toBody(values, 'link');
    expect(link).toMatchObject({ shopId: 8, amount: 10.5, fromShopAdmin: true, shopPaymentType: 'link', notificationUrl: undefined });
    expect(link).not.toHaveProperty('scheduledSendDate');
    expect(link.customer).not.toHaveProperty('ip');
    expect(toBody(values, 'email')).toMatchObject({ shopPaymentType: 'email', scheduledSendDate: '2026-12-01T10:00:00.000Z' });
  });

  it('puts a refusal naming a nested field under it', () => {
    expect(fieldOf('customer.email')).toBe('customer.email');
    expect(fieldOf('merchantId')).toBeUndefined();
  });
});
