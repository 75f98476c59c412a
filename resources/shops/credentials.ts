import { isHttpError } from '../../src/providers/httpError';
import { SHOP_CREDENTIALS_LIMIT_CODE } from '../../contract/wire';

/**
 * Spec 02 §2: remaining views = maximum - shopCredentialsViewCount, never below zero. Unknown
 * inputs (still loading, a bad setting) give undefined, so the screen offers no view it cannot count.
 */
export function remainingViews(maximum: unknown, used: unknown): number | undefined {
  if (typeof maximum !== 'number' || !Number.isFinite(maximum)) return undefined;
  const spent = typeof used === 'number' && Number.isFinite(used) ? used : 0;
  return Math.max(0, Math.floor(maximum) - Math.max(0, Math.floor(spent)));
}

export const MASK_CHAR = '•';
/** Characters left readable at the end of a masked secret, so a user can tell two keys apart. */
export const VISIBLE_TAIL = 4;

/**
 * A secret as shown before the user asks to see it: every character but the last four masked,
 * all of it when it is too short for the tail to be safe to show.
 */
export function maskSecret(secret: string): string {
  if (!secret) return '';
  if (secret.length <= VISIBLE_TAIL * 2) return MASK_CHAR.repeat(secret.length);
  return MASK_CHAR.repeat(secret.length - VISIBLE_TAIL) + secret.slice(-VISIBLE_TAIL);
}

/** The server's refusal past the maximum (400 CREDENTIALS_VIEW_LIMIT), as opposed to any other failure. */
export function isViewLimitError(error: unknown): boolean {
  const message = isHttpError(error) || error instanceof Error ? error.message : '';
  return message.includes(SHOP_CREDENTIALS_LIMIT_CODE);
}
