/** Transactions of spec 02 §2: the drawer's refund request. */
import { z } from 'zod';
import { LIMITS, amount, optional, text } from '../schema/blocks';
import { write, type Write } from './write';

/**
 * POST /transactions/v2/{id}/refund. The drawer sends no body (the whole amount); an amount follows
 * spec 02 §9 (at least 0.01, at most 16 characters), a reason is one line of text.
 */
export const RefundRequestBody = z.object({ amount: optional(amount()), reason: optional(text(LIMITS.text)) });
export type RefundRequestBody = z.output<typeof RefundRequestBody>;

export const transactionsWrites: readonly Write[] = [write('POST', '/transactions/v2/:id/refund', RefundRequestBody)];
