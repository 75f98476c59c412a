/**
 * The paywall writes (spec 03 §5, §7): the create of a payment link or e-mail with every rule of
 * the form, the deactivation, the e-mail resend, and the hosted pay page's answer.
 */
import { z } from 'zod';
import { COUNTRIES, currencyForCountry } from '../countries';
import { parseDateText } from '../dateText';
import { amount, noControls, notificationUrl, oneLine, optional, rule } from '../schema/blocks';
import { write, type Write } from './write';

/** Digits only: a phone, a Brazilian personal id. */
const digits = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => /^\d*$/.test(value), rule('digits_only'));

/** A customer's field: one line, as the name and the address head the payment e-mail and the description is its subject. */
const line = (max: number) => oneLine(max);

/** A minute's grace: "now" chosen in the form is a moment ago when it arrives. */
const SEND_DATE_GRACE_MS = 60_000;

/** Spec 03 §5 "Paywall form": every field required but notificationUrl, customer.ip and scheduledSendDate. */
export const PaywallBody = z
  .object({
    shopId: z.number().int().positive(),
    notificationUrl: optional(notificationUrl(255)),
    customer: z.object({
      // Text first: a missing country is required, not "one of" the list.
      country: z.string().pipe(z.enum(COUNTRIES.map((c) => c.countryCode) as [string, ...string[]])),
      firstName: line(50),
      lastName: line(50),
      personalId: line(50),
      // The block's address (no control characters, a valid e-mail) within the form's 128 characters.
      email: noControls().trim().max(128).pipe(z.email()),
      phone: digits(50),
      ip: optional(noControls().trim().max(50)),
      address: line(255),
      city: line(50),
      zip: line(50),
    }),
    language: z.enum(['ES', 'PT', 'EN']),
    scheduledSendDate: optional(z.string()),
    description: line(255),
    trackingId: line(50),
    amount: amount(),
    currency: z.string().trim().min(1),
    expirationDays: z.number().int().min(1).max(30),
    fromShopAdmin: optional(z.boolean()),
    shopPaymentType: z.enum(['link', 'email']),
  })
  .superRefine((body, issue) => {
    const say = (path: (string | number)[], broken: ReturnType<typeof rule>) => issue.addIssue({ code: 'custom', path, ...broken });
    if (body.customer.country === 'BR' && !/^\d+$/.test(body.customer.personalId))
      say(['customer', 'personalId'], rule('digits_only_brazil'));
    const currency = currencyForCountry(body.customer.country);
    if (body.currency !== currency) say(['currency'], rule('currency_of_country', { currency, country: body.customer.country }));
    if (body.scheduledSendDate !== undefined) {
      if (body.shopPaymentType !== 'email') say(['scheduledSendDate'], rule('emails_only'));
      const at = parseDateText(body.scheduledSendDate, 'from');
      if (!at) say(['scheduledSendDate'], rule('a_date'));
      else if (Date.parse(at) < Date.now() - SEND_DATE_GRACE_MS) say(['scheduledSendDate'], rule('not_in_past'));
    }
  });

/** What a create sends (the form's body), and what the API reads of it. */
export type NewPaywallBody = z.input<typeof PaywallBody>;
export type PaywallInput = z.output<typeof PaywallBody>;

/** Spec 03 §7: "POST paywalls email with body paywallId (resend)". */
export const ResendPaywallBody = z.object({ paywallId: z.string().trim().min(1).max(64) });
export type ResendPaywallInput = z.input<typeof ResendPaywallBody>;

/** The hosted pay page's form: the payer pays or declines. */
export const PayDecisionBody = z.object({
  decision: z.unknown().refine((value) => value === 'pay' || value === 'decline', rule('pay_or_decline')),
});

export const paywallsWrites: readonly Write[] = [
  write('POST', '/paywalls', PaywallBody),
  write('POST', '/paywalls/:id/cancel', 'none'),
  write('POST', '/paywalls/email', ResendPaywallBody),
  write('POST', '/paywalls/send-email', ResendPaywallBody),
  write('POST', '/pay/:id', PayDecisionBody),
];
