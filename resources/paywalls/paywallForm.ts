import { email, maxLength, required, type Validator } from 'react-admin';
import { oneLine, publicAddress } from '../../src/framework';
import { isHttpUrl } from '../../contract/urlRules';
import { maxAmount } from '../../src/framework/amountCeiling';
import { paywallKey } from './messages';
import type { PaywallKind } from '../../contract/paywalls/types';

/** The form's values: the create payload of spec 03 §3 as typed (amount a number, dates as the inputs hold them). */
export interface PaywallValues extends Record<string, unknown> {
  shopId: number | null;
  notificationUrl: string;
  customer: {
    country: string;
    firstName: string;
    lastName: string;
    personalId: string;
    email: string;
    phone: string;
    ip: string;
    address: string;
    city: string;
    zip: string;
  };
  language: 'ES' | 'PT' | 'EN';
  scheduledSendDate: string | Date | null;
  description: string;
  trackingId: string;
  amount: number | null;
  currency: string;
  expirationDays: number;
}

const LANGUAGE_OF_LOCALE = { en: 'EN', es: 'ES', pt: 'PT' } as const;

/** Spec 03 §5, §9: expiration defaults to 2 days; the language starts as the screen's. */
export const emptyPaywall = (locale: string): PaywallValues => ({
  shopId: null,
  notificationUrl: '',
  customer: { country: '', firstName: '', lastName: '', personalId: '', email: '', phone: '', ip: '', address: '', city: '', zip: '' },
  language: LANGUAGE_OF_LOCALE[locale as keyof typeof LANGUAGE_OF_LOCALE] ?? 'EN',
  scheduledSendDate: null,
  description: '',
  trackingId: '',
  amount: null,
  currency: '',
  expirationDays: 2,
});

const SPANISH = new Set(['AR', 'CL', 'CO', 'EC', 'MX', 'PE']);

/** The pay page's language a customer of that country reads: Portuguese in Brazil, Spanish in Spanish America, else English. */
export const languageOfCountry = (country: string): PaywallValues['language'] =>
  country === 'BR' ? 'PT' : SPANISH.has(country) ? 'ES' : 'EN';

/** Spec 03 §9: 1 to 30 days. */
export const EXPIRATION_DAYS = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, name: String(i + 1) }));

const REQUIRED = required('messages.field_required');
/** Required text of at most `max` characters (spec 03 §5), on one line: names and the description reach the e-mail's headers. */
export const text = (max: number): Validator[] => [REQUIRED, maxLength(max), oneLine];
export const optionalText = (max: number): Validator[] => [maxLength(max), oneLine];
export const EMAIL: Validator[] = [REQUIRED, oneLine, email('messages.invalid_email'), maxLength(128)];
export const REQUIRED_ONLY: Validator[] = [REQUIRED];

/** Spec 03 §5: at most 16 characters written out, two decimals, above zero, and the app's ceiling; each broken rule says which. */
export const AMOUNT: Validator[] = [
  REQUIRED,
  (value: unknown) => {
    if (value === null || value === undefined || value === '') return undefined;
    const n = Number(value);
    const written = String(value);
    if (Number.isFinite(n) && n <= 0) return paywallKey('form.amount_positive');
    if (!Number.isFinite(n) || written.length > 16 || !/^\d+(\.\d{1,2})?$/.test(written)) return paywallKey('form.amount_rule');
    return undefined;
  },
  maxAmount,
];

/** A web address the API can call: http or https, with a public host (the server refuses anything else). */
export const NOTIFICATION_URL: Validator[] = [
  maxLength(255),
  (value: unknown) => (typeof value !== 'string' || value.trim() === '' || isHttpUrl(value) ? undefined : paywallKey('form.url_rule')),
  publicAddress,
];

/** Typing keeps the digits only (the phone; the personal id for Brazil). */
export const digitsOnly = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : value);

const asDate = (value: PaywallValues['scheduledSendDate']) => (value ? new Date(value) : null);

/** Spec 03 §5: the scheduled send date cannot be in the past (a minute's grace for "now"). */
export const NOT_IN_PAST: Validator = (value: unknown) => {
  const at = asDate(value as PaywallValues['scheduledSendDate']);
  return at && at.getTime() < Date.now() - 60_000 ? paywallKey('form.not_in_past') : undefined;
};

/** The POST body (spec 03 §3): fromShopAdmin always true, the kind as shopPaymentType, the send date for e-mails only. */
export function toBody(values: PaywallValues, kind: PaywallKind): Record<string, unknown> {
  const at = kind === 'email' ? asDate(values.scheduledSendDate) : null;
  const { ip, ...customer } = values.customer;
  return {
    shopId: values.shopId,
    notificationUrl: values.notificationUrl || undefined,
    customer: { ...customer, ...(ip ? { ip } : {}) },
    language: values.language,
    ...(at ? { scheduledSendDate: at.toISOString() } : {}),
    description: values.description,
    trackingId: values.trackingId,
    amount: values.amount === null ? null : Number(values.amount),
    currency: values.currency,
    expirationDays: values.expirationDays,
    fromShopAdmin: true,
    shopPaymentType: kind,
  };
}

const FORM_FIELDS = [
  'shopId',
  'notificationUrl',
  'language',
  'scheduledSendDate',
  'description',
  'trackingId',
  'amount',
  'currency',
  'expirationDays',
  'customer.country',
  'customer.firstName',
  'customer.lastName',
  'customer.personalId',
  'customer.email',
  'customer.phone',
  'customer.ip',
  'customer.address',
  'customer.city',
  'customer.zip',
];

/** A field a 400 names ("customer.email must be …") → the form's field. */
export const fieldOf = (field: string): keyof PaywallValues | undefined =>
  FORM_FIELDS.includes(field) ? (field as keyof PaywallValues) : undefined;
