/** Refund payments (spec 03 §4, §5, §7): the status edit's body. */
import { z } from 'zod';
import { REFUND_PAYMENT_STATUSES } from '../transaction-refunds/types';
import { LIMITS, optional, rule } from '../schema/blocks';
import { write, type Write } from './write';

/** PUT /transaction-refunds/update-status: ERROR needs its message (spec 03 §5); any other status clears it. */
export const UpdateStatusBody = z
  .object({
    transactionRefundId: z.number().int().positive(),
    status: z.enum(REFUND_PAYMENT_STATUSES),
    errorMessage: optional(z.string().trim().max(LIMITS.text)),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'ERROR' && !body.errorMessage)
      ctx.addIssue({ code: 'custom', path: ['errorMessage'], ...rule('required_for_error') });
  });
export type UpdateStatusBody = z.input<typeof UpdateStatusBody>;

/** The write calls of this area (README "Layers": a new call's schema goes here). */
export const transactionRefundsWrites: readonly Write[] = [write('PUT', '/transaction-refunds/update-status', UpdateStatusBody)];
