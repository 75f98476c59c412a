import { schemaRules } from '../../src/framework/rules';
import { PaywallBody, type NewPaywallBody } from '../../contract/writes/paywalls';
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

/** Typing keeps the digits only (the phone; the personal id for Brazil). */
export const digitsOnly = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : value);

const asDate = (value: PaywallValues['scheduledSendDate']) => {
  const at = value ? new Date(value) : null;
  // A half-typed date is the picker's to refuse (DateTimeFormInput), not a body to build.
  return at && !Number.isNaN(at.getTime()) ? at : null;
};

/**
 * The POST body (spec 03 §3): fromShopAdmin always true, the kind as shopPaymentType, the send date
 * for e-mails only; an empty choice or amount is left out, so the contract says it is required.
 */
export function toBody(values: Partial<PaywallValues>, kind: PaywallKind): NewPaywallBody {
  const at = kind === 'email' ? asDate(values.scheduledSendDate ?? null) : null;
  const { ip, ...customer } = values.customer ?? ({} as Partial<PaywallValues['customer']>);
  const given = <T>(value: T | null | '' | undefined) => (value === null || value === '' ? undefined : value);
  return {
    shopId: given(values.shopId) as number,
    notificationUrl: values.notificationUrl || undefined,
    customer: { ...customer, country: given(customer.country) as string, ...(ip ? { ip } : {}) } as NewPaywallBody['customer'],
    language: values.language as PaywallValues['language'],
    ...(at ? { scheduledSendDate: at.toISOString() } : {}),
    description: values.description as string,
    trackingId: values.trackingId as string,
    amount: (given(values.amount) === undefined ? undefined : Number(values.amount)) as number,
    currency: values.currency as string,
    expirationDays: values.expirationDays as number,
    fromShopAdmin: true,
    shopPaymentType: kind,
  };
}

/** The form's validators: the contract's rules of the body it sends (PaywallBody), under each field. */
export const paywallRules = (kind: PaywallKind) => schemaRules(PaywallBody, (values) => toBody(values as Partial<PaywallValues>, kind));

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
