import { fieldErrorOf } from '../../src/providers/httpError';
import { ERROR_CODES } from '../../contract/wire';
import { isHttpUrl, namesPrivateHost } from '../../contract/urlRules';

export { isHttpUrl };

/**
 * react-admin validator (spec 02 §5: required, an absolute http(s) URL; issue #31: not of a local or
 * private network, the API's rule too): the message key shown under the field, or undefined when valid.
 */
export function validateResendUrl(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return 'messages.field_required';
  if (!isHttpUrl(text)) return 'messages.invalid_url';
  return namesPrivateHost(text) ? 'grid.private_address' : undefined;
}

/** The same rule, flagged required so the input shows its asterisk (react-admin reads `isRequired`). */
export const resendUrlValidator = Object.assign((value: unknown) => validateResendUrl(value), { isRequired: true });

/** What a failed resend tells the user: the toast's text (an i18n key or the server's words) and, for a bad url, the field's. */
export function resendFailure(error: unknown): { message: string; urlError?: string } {
  const message = error instanceof Error && error.message ? error.message : 'messages.server_error';
  if (message.includes(ERROR_CODES.ENTITY_NOT_FOUND)) return { message: 'messages.ENTITY_NOT_FOUND' };
  // The server names the bad field first (`url must be …`): show it under the field as well.
  const urlError = fieldErrorOf(error, 'url');
  return urlError ? { message, urlError } : { message };
}
