/** Sandbox tools of spec 02 §4: the user disclaimer and the pay-in status push. */
import { z } from 'zod';
import { LIMITS, httpUrl, optional, text } from '../schema/blocks';
import { TRANSACTION_STATUSES } from '../transactionStatuses';
import { write, type Write } from './write';

/** Spec 02 §7 "Sandbox pay-in status": body transactionId, status, notificationUrl. */
export const PushPayBody = z.object({
  transactionId: text(LIMITS.key).optional(),
  status: z.enum(TRANSACTION_STATUSES),
  notificationUrl: optional(httpUrl()),
});
export type PushPayBody = z.output<typeof PushPayBody>;

/** The disclaimer's payload is not shown (spec 01 §7.2): any JSON object, nothing read from it. */
export const DisclaimerBody = z.object({});

export const sandboxWrites: readonly Write[] = [
  write('POST', '/sandbox/user-disclaimer', DisclaimerBody),
  write('PUT', '/sandbox/payins/push-pay/:transactionId', PushPayBody),
  write('POST', '/sandbox/payins/push-pay', PushPayBody),
];
