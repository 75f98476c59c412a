import { z } from 'zod';
import { LIMITS, amount, optional, rule } from '../schema/blocks';
import { day } from '../schema/day';
import { write, type Write } from './write';

/** POST /balance-ledger/accounts/:id/withdrawal (spec 03 §5): the account again, two optional texts, the amount in BRL. */
export const WithdrawalBody = z.object({
  id: z.number().int().positive(),
  description: optional(z.string().trim().max(LIMITS.text)),
  reference: optional(z.string().trim().max(LIMITS.text)),
  amount: amount(),
});
export type WithdrawalBody = z.input<typeof WithdrawalBody>;

/** POST /balance-ledger/accounts/:id/statement: the account and the days the statement covers, none of them ahead. */
export const StatementBody = z
  .object({ id: z.number().int().positive(), dateFrom: day(), dateTo: day() })
  .superRefine(({ dateFrom, dateTo }, context) => {
    if (Date.parse(dateFrom) > Date.now()) context.addIssue({ code: 'custom', path: ['dateFrom'], input: dateFrom, ...rule('not_future') });
    if (dateTo < dateFrom) context.addIssue({ code: 'custom', path: ['dateTo'], input: dateTo, ...rule('not_before_start') });
  });
export type StatementBody = z.input<typeof StatementBody>;

/** The write calls of this area (README "Layers": a new call's schema goes here). */
export const bankAccountsWrites: readonly Write[] = [
  write('POST', '/balance-ledger/accounts/:id/withdrawal', WithdrawalBody),
  write('POST', '/balance-ledger/accounts/:id/statement', StatementBody),
];
