import { z } from 'zod';
import { PAYOUT_ITEM_STATUSES } from '../payouts/statusChangeRules';
import { LIMITS, email, optional, text } from '../schema/blocks';
import { write, type Write } from './write';

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * POST /payouts/items (spec 02 §3 "New payout payload"): a flat object of scalars. Its fields'
 * rules depend on the country, the shop (CNPJ open to it) and the API's bank and document lists:
 * both sides check them with contract/payouts/payoutRules.ts (`payoutProblems`), the form under
 * its fields and the API after this schema (fake-api/routes/payoutWrites.ts).
 */
export const NewPayoutBody = z.object({}).catchall(scalar);
export type NewPayoutBody = z.output<typeof NewPayoutBody>;

/** The sandbox status change (spec 02 §7): the payout in the path or the body, its next status, why it failed. */
export const PayoutPushBody = z.object({
  payoutId: z.coerce.number().int().positive().optional(),
  statusTypeCode: z.enum(PAYOUT_ITEM_STATUSES),
  errorReason: optional(text(LIMITS.text)),
  paidDate: z.union([z.literal(''), z.null()]).optional(),
});
export type PayoutPushBody = z.input<typeof PayoutPushBody>;

/** The legacy payout notification e-mail (spec 01 §7.3): to the given address, or the beneficiary's. */
export const SendPayoutEmailBody = z.object({
  payoutId: z.coerce.number().int().positive(),
  email: optional(email()),
});
export type SendPayoutEmailBody = z.input<typeof SendPayoutEmailBody>;

/** The write calls of this area (README "Layers": a new call's schema goes here). */
export const payoutsWrites: readonly Write[] = [
  // The import: a multipart spreadsheet; each row is checked as a NewPayoutBody would be.
  write('POST', '/payouts', 'file'),
  write('POST', '/payouts/items', NewPayoutBody),
  write('PUT', '/sandbox/payouts/push-pay/:payoutId', PayoutPushBody),
  write('POST', '/sandbox/payouts/push-pay', PayoutPushBody),
  write('POST', '/payout-notifications/sendEmail', SendPayoutEmailBody),
];
