import type { Validator, useNotify } from 'react-admin';
import { HttpError } from '../../providers/httpError';

/** Spec 01 §5 messages: 'This field is required', 'passwords do not match'. */
export const REQUIRED = 'messages.field_required';
export const PASSWORDS_DO_NOT_MATCH = 'messages.passwords_do_not_match';

/** The confirmation must equal the `password` field of the same form. */
export const matchesPassword: Validator = (value: unknown, allValues: Record<string, unknown>) =>
  value === allValues.password ? undefined : PASSWORDS_DO_NOT_MATCH;

/** An Error's message (server text or an i18n key), else the generic server error key. */
export const errorMessage = (error: unknown): string => (error instanceof Error && error.message ? error.message : 'messages.server_error');

/**
 * Shows an error as a toast. The text may be a server message rather than an i18n key, so it is
 * its own default and raises no missing-translation warning.
 */
export function notifyError(notify: ReturnType<typeof useNotify>, error: unknown): void {
  const wait = error instanceof HttpError ? error.retryAfterSeconds : undefined;
  if (wait !== undefined) {
    // Guessing is slowed (429): say how long to wait, in the screen's language.
    const [key, smart_count] = wait >= 90 ? ['messages.wait_minutes', Math.ceil(wait / 60)] : ['messages.wait_seconds', Math.max(1, wait)];
    notify(key, { type: 'error', messageArgs: { smart_count } });
    return;
  }
  const message = errorMessage(error);
  notify(message, { type: 'error', messageArgs: { _: message } });
}
