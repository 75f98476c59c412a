import { describe, expect, it } from 'vitest';
import { digitsOnly, emptyPaywall, fieldOf, languageOfCountry, paywallRules, toBody, type PaywallValues } from './paywallForm';

/** A link every rule accepts, a Brazilian customer's. */
const VALID: PaywallValues = {
  ...emptyPaywall('en'),
  shopId: 8,
  amount: 150.25,
  currency: 'BRL',
  description: 'Pedido 77',
  trackingId: 'PED-77',
  customer: {
    country: 'BR',
    firstName: 'Ana',
    lastName: 'Souza',
    personalId: '12345678',
    email: 'ana@example.com',
    phone: '5511999',
    ip: '',
    address: 'Av Paulista 1000',
    city: 'São Paulo',
    zip: '01310',
  },
};

/** What the form says under `path` with `change` made to a valid form (the contract's rule, as react-admin shows it). */
const said = (kind: 'link' | 'email', path: string, change: Partial<PaywallValues>) =>
  paywallRules(kind)(path)(undefined, { ...VALID, ...change }, {} as never);
const check = (amount: unknown) => said('link', 'amount', { amount: amount as number });
const url = (notificationUrl: string) => said('link', 'notificationUrl', { notificationUrl });

describe('the paywall form rules (spec 03 §5)', () => {
  it('starts with two days of validity and the screen’s language', () => {
    expect(emptyPaywall('pt')).toMatchObject({ expirationDays: 2, language: 'PT', scheduledSendDate: null });
    expect(emptyPaywall('xx').language).toBe('EN');
  });

  it('checks the amount by the contract: above zero, two decimals, within the ceiling of every amount', () => {
    expect(check(150.25)).toBeUndefined();
    expect(check(9_999_999_999.99)).toBeUndefined();
    // Within 16 characters, above the app's ceiling of every amount (issue #31).
    expect(check(1234567890123.99)).toEqual({ message: 'rules.max_value', args: { max: 9_999_999_999.99 } });
    expect(check(10.555)).toEqual({ message: 'rules.two_decimals', args: {} });
    for (const low of [0, -5, -0.01]) expect(check(low), String(low)).toEqual({ message: 'rules.min_value', args: { min: 0.01 } });
    expect(check(null)).toBe('ra.validation.required');
  });

  it('takes an empty notification URL or an http(s) address, and refuses anything else with its own words', () => {
    expect(url('')).toBeUndefined();
    expect(url('https://api.pampa-store.example/webhooks')).toBeUndefined();
    expect(url('http://hooks.pampa.example:8080/hook')).toBeUndefined();
    // Issue #31: the API will call it, so never its own machine or private network.
    for (const local of ['http://localhost:8080/hook', 'http://192.168.0.10/hook', 'http://[fd00::1]/hook'])
      expect(url(local), local).toEqual({ message: 'rules.private_address', args: {} });
    for (const bad of ['not a url', 'ftp://files.example/hook', 'api.pampa-store.example/webhooks', 'https://'])
      expect(url(bad), bad).toEqual({ message: 'rules.http_url', args: { max: 255 } });
    expect(url(`https://example.com/${'x'.repeat(250)}`)).toBeTruthy();
  });

  it('keeps digits only where the form asks for them', () => {
    expect(digitsOnly('+55 (11) 9876-5432')).toBe('551198765432');
  });

  it('refuses a send date in the past, for e-mails only', () => {
    const past = new Date(Date.now() - 3_600_000);
    expect(said('email', 'scheduledSendDate', { scheduledSendDate: past })).toEqual({ message: 'rules.not_in_past', args: {} });
    expect(said('email', 'scheduledSendDate', { scheduledSendDate: new Date(Date.now() + 3_600_000) })).toBeUndefined();
    expect(said('email', 'scheduledSendDate', { scheduledSendDate: null })).toBeUndefined();
    // A link has no send date: nothing is sent, nothing refused.
    expect(said('link', 'scheduledSendDate', { scheduledSendDate: past })).toBeUndefined();
  });

  it('says a Brazilian personal id holds digits only, and a currency that is not the country’s', () => {
    const customer = { ...VALID.customer, personalId: 'AB-12' };
    expect(said('link', 'customer.personalId', { customer })).toEqual({ message: 'rules.digits_only_brazil', args: {} });
    expect(said('link', 'currency', { currency: 'USD' })).toEqual({
      message: 'rules.currency_of_country',
      args: { currency: 'BRL', country: 'BR' },
    });
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
