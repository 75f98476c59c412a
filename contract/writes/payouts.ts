import { z } from 'zod';
import { COUNTRY_RULES, payoutProblems, problemText, valuesOfPayload } from '../payouts/payoutRules';
import { PAYOUT_ITEM_STATUSES } from '../payouts/statusChangeRules';
import { LIMITS, email, optional, rule, text } from '../schema/blocks';
import { write, type Write } from './write';

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * POST /payouts/items (spec 02 §3 "New payout payload"): a flat object of scalars, held to the
 * country rules of contract/payouts/payoutRules.ts (`payoutProblems`, which the form also shows
 * under its fields). What needs the API's data is left to it (fake-api/routes/payoutWrites.ts,
 * with the same rules and words): whether the shop's company id may pay to a CNPJ, the document
 * types a country offers, and whether a bank name is one of the country's banks or a bank code.
 */
export const NewPayoutBody = z
  .object({})
  .catchall(scalar)
  .superRefine((raw, context) => {
    const country = String(raw.country ?? '')
      .trim()
      .toUpperCase();
    if (country && !COUNTRY_RULES[country]) {
      context.addIssue({
        code: 'custom',
        path: ['country'],
        input: raw.country,
        ...rule('one_of', { values: Object.keys(COUNTRY_RULES).join(', ') }),
      });
      return;
    }
    // The bank name stands as given: the API's list says whether it is a bank code instead.
    const problems = payoutProblems(valuesOfPayload({ ...raw, country }, [String(raw.bankName ?? '')]));
    // A document type named (CPF) rather than numbered is the API's to read: its number's rule with it.
    if (!/^\d+$/.test(String(raw.documentType ?? '').trim())) delete problems.documentNumber;
    for (const [field, problem] of Object.entries(problems)) {
      if (problem)
        context.addIssue({ code: 'custom', path: [field], input: raw[field], ...rule('stated', { text: problemText(problem) }) });
    }
  });
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
