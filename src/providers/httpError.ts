/**
 * A failed call. `message` is what the user reads: the server's body text (spec 01 §8) or one of
 * the i18n keys below, which react-admin's notify translates.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    message: string,
    /** HTTP status; 0 when no answer came back (network failure, timeout). */
    readonly status: number,
    /** The body as received (parsed JSON or text), for callers that need more than the message. */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export const HTTP_MESSAGES = {
  unauthorized: 'messages.unauthorized',
  forbidden: 'messages.forbidden',
  networkError: 'messages.network_error',
  timeout: 'messages.timeout',
  serverError: 'messages.server_error',
  notFound: 'ra.notification.item_doesnt_exist',
  httpError: 'ra.notification.http_error',
} as const;

export const isHttpError = (error: unknown): error is HttpError =>
  error instanceof HttpError || (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'HttpError');
