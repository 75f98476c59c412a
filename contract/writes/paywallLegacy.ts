/**
 * The legacy paywall writes of spec 01 §7.3: the bulk upload of payment e-mails (a file whose
 * lines are each a paywall create, PaywallBody), a shop's e-mail wording, the merchant's sender,
 * and a payment e-mail's subscription.
 */
import { z } from 'zod';
import { parseDateText } from '../dateText';
import { LIMITS, email, oneLine, optional, rule } from '../schema/blocks';
import { write, type Write } from './write';

/** A shop's payment e-mail: sender, reply-to and subject are the e-mail's headers, one line each (header injection). */
export const ShopEmailSettingBody = z.object({
  shopId: z.number().int().positive(),
  senderName: oneLine(100),
  replyTo: optional(email()),
  subject: oneLine(150),
  message: z.string().trim().min(1).max(2000),
});
export type ShopEmailSettingInput = z.input<typeof ShopEmailSettingBody>;

/** The merchant's sender of payment e-mails. */
export const EmailSenderBody = z.object({
  senderName: oneLine(100),
  senderEmail: email(),
  replyTo: optional(email()),
});
export type EmailSenderInput = z.input<typeof EmailSenderBody>;

/** A payment e-mail sent again every interval between two days; the interval and the days only when enabled. */
export const EmailSubscriptionBody = z
  .object({
    paywallId: z.string().trim().min(1).max(LIMITS.key),
    subscriptionEnabled: z.boolean(),
    subscriptionInterval: optional(z.enum(['WEEKLY', 'MONTHLY', 'YEARLY'])),
    subscriptionDateStart: optional(z.string()),
    subscriptionDateEnd: optional(z.string()),
  })
  .superRefine((body, issue) => {
    if (!body.subscriptionEnabled) return;
    const say = (field: string, broken: ReturnType<typeof rule>) => issue.addIssue({ code: 'custom', path: [field], ...broken });
    if (!body.subscriptionInterval) say('subscriptionInterval', rule('required'));
    const start = body.subscriptionDateStart ? parseDateText(body.subscriptionDateStart, 'from') : null;
    const end = body.subscriptionDateEnd ? parseDateText(body.subscriptionDateEnd, 'to') : null;
    if (!start) say('subscriptionDateStart', rule('a_date'));
    else if (!end) say('subscriptionDateEnd', rule('a_date'));
    else if (end < start) say('subscriptionDateEnd', rule('not_before', { other: 'subscriptionDateStart' }));
  });
export type EmailSubscriptionInput = z.input<typeof EmailSubscriptionBody>;

export const paywallLegacyWrites: readonly Write[] = [
  write('POST', '/bulk-uploading-paywalls', 'file'),
  write('POST', '/paywall-email-setting', ShopEmailSettingBody),
  write('DELETE', '/paywalls/settings/:shopId', 'none'),
  write('PUT', '/email-configuration-settings', EmailSenderBody),
  write('POST', '/paywalls/email-subscription', EmailSubscriptionBody),
];
