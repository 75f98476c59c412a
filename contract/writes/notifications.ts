/** Notifications of spec 02 §2, §7: the resend of a webhook call. */
import { z } from 'zod';
import { LIMITS, notificationUrl, text } from '../schema/blocks';
import { write, type Write } from './write';

/** Spec 02 §7: POST {transactionId}/send with body url, transactionId; spec 02 §5: the URL is required. */
export const ResendBody = z.object({ url: notificationUrl(), transactionId: text(LIMITS.key).optional() });
export type ResendBody = z.output<typeof ResendBody>;

export const notificationsWrites: readonly Write[] = [write('POST', '/notifications/:transactionId/send', ResendBody)];
