import { fieldErrorOf } from '../../src/providers/httpError';
import { statusChangeErrorKey } from '../../src/framework';
import { allowedTransitions } from './transitions';
import type { TransactionRow } from './types';

/** Why the row's status cannot be changed, or null when it can (spec 02 §2 status change). */
export function statusChangeBlock(row: Pick<TransactionRow, 'status' | 'pendingStatusUpdate'>): 'pending' | 'final' | null {
  if (row.pendingStatusUpdate) return 'pending';
  return allowedTransitions(row.status).length === 0 ? 'final' : null;
}

export { statusChangeErrorKey };

/**
 * What a failed push tells the user: the toast's key and, when the server refused the URL
 * (a 400 naming notificationUrl), its words under the field.
 */
export function statusChangeFailure(error: unknown): { messageKey: string; urlError?: string } {
  const urlError = fieldErrorOf(error, 'notificationUrl');
  return urlError ? { messageKey: statusChangeErrorKey(error), urlError } : { messageKey: statusChangeErrorKey(error) };
}

/** An optional notification URL must be an absolute http(s) URL. */
export function isValidNotificationUrl(text: string): boolean {
  const value = text.trim();
  if (!value) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}
