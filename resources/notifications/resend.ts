import { fieldErrorOf } from '../../src/providers/httpError';
import { ERROR_CODES } from '../../contract/wire';
import { ResendBody } from '../../contract/writes/notifications';
import { schemaRules } from '../../src/framework/rules';

/** What the dialog sends: the typed URL, trimmed, for the row's transaction. */
export const toResendBody = (transactionId: string) => (values: Record<string, unknown>) => ({
  url: String(values.url ?? '').trim(),
  transactionId,
});

/**
 * The URL's rules are the API's (contract/writes/notifications.ts: required, an http(s) URL, not of a
 * local or private network); a missing URL keeps the catalogue's 'This field is required'.
 */
export const resendRules = (transactionId: string) =>
  schemaRules(ResendBody, toResendBody(transactionId), { required: 'messages.field_required' });

/** What a failed resend tells the user: the toast's text (an i18n key or the server's words) and, for a bad url, the field's. */
export function resendFailure(error: unknown): { message: string; urlError?: string } {
  const message = error instanceof Error && error.message ? error.message : 'messages.server_error';
  if (message.includes(ERROR_CODES.ENTITY_NOT_FOUND)) return { message: 'messages.ENTITY_NOT_FOUND' };
  // The server names the bad field first (`url must be …`): show it under the field as well.
  const urlError = fieldErrorOf(error, 'url');
  return urlError ? { message, urlError } : { message };
}
