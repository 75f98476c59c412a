import { HttpError as RaHttpError } from 'ra-core';

/**
 * A failed call: react-admin's own HttpError (so its error handling, `useNotify` and `checkError`
 * read it as theirs), typed. `message` is what the user reads: the server's body text (spec 01 §8)
 * or one of the i18n keys below, which react-admin's notify translates. `status` is 0 when no
 * answer came back (network failure, timeout); `body` is the reply as received.
 */
export class HttpError extends RaHttpError {
  // react-admin names it after its constructor, which a minifier renames.
  override name = 'HttpError';
  declare readonly status: number;
  declare readonly body: unknown;
  /** A 429's Retry-After, in seconds: how long the user must wait before trying again. */
  readonly retryAfterSeconds?: number;

  constructor(message: string, status: number, body?: unknown, retryAfterSeconds?: number) {
    super(message, status, body);
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds;
    // react-admin's constructor pins the prototype to its own class; keep ours for instanceof.
    Object.setPrototypeOf(this, new.target.prototype);
  }
}

export const HTTP_MESSAGES = {
  unauthorized: 'messages.unauthorized',
  forbidden: 'messages.forbidden',
  networkError: 'messages.network_error',
  timeout: 'messages.timeout',
  serverError: 'messages.server_error',
  malformedReply: 'messages.malformed_reply',
  notFound: 'ra.notification.item_doesnt_exist',
  httpError: 'ra.notification.http_error',
} as const;

/**
 * The server's own English sentences the screens show (spec 01 §2.4 sign-in answers), as catalog
 * keys: a Spanish or Portuguese screen says them in its language.
 */
export const SERVER_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'Invalid username or password': 'messages.invalid_login',
  'Invalid code': 'messages.invalid_code',
};

export const isHttpError = (error: unknown): error is HttpError =>
  error instanceof HttpError || (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'HttpError');

/**
 * The server's text when a 400 names this field ("notificationUrl must be …", fake-api/validation.ts):
 * a form shows it under the field. Undefined for any other failure.
 */
export function fieldErrorOf(error: unknown, field: string): string | undefined {
  if (!isHttpError(error) || error.status !== 400) return undefined;
  return error.message.startsWith(`${field} `) ? error.message : undefined;
}

/**
 * Whether an answer carried words of its own: false for a reply whose body said nothing (empty,
 * '{}', a proxy's page), which the client words by its status alone. A form with a sentence for
 * that case says it instead (the Brazil bank forms' 'Something went wrong.', spec 03 §8).
 */
export const hasServerWords = (error: unknown): boolean =>
  !isHttpError(error) ||
  error.status === 0 ||
  !(
    error.message.startsWith('messages.http_status.') ||
    error.message === HTTP_MESSAGES.serverError ||
    error.message === HTTP_MESSAGES.httpError
  );

/** What a failure says, for a toast or an alert: an Error's message, or the thrown value as text. */
export const errorMessageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
