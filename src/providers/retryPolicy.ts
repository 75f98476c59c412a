import { HTTP_MESSAGES, isHttpError } from './httpError';

/**
 * How often and how soon a failed read is asked again (issue #30 item 32): react-query's own
 * default (three more tries, 1 s, 2 s, 4 s apart) kept a failure off the screen for 10–15 s.
 * A 4xx is the server's answer, the same the next time: never again. A 5xx, a lost connection
 * or a reply cut off may be a moment's trouble: once more, after RETRY_DELAY_MS, so the user
 * hears of a failure within 2 s. A timeout already made the user wait: not again.
 */
export const MAX_RETRIES = 1;
export const RETRY_DELAY_MS = 300;

export function isTransientFailure(error: unknown): boolean {
  if (!isHttpError(error)) return false;
  if (error.status >= 500) return true;
  if (error.status === 0) return error.message !== HTTP_MESSAGES.timeout;
  return error.message === HTTP_MESSAGES.malformedReply;
}

/** react-query's `retry`: the number of failures so far and the last one. */
export const retryFailedRead = (failureCount: number, error: unknown): boolean => failureCount < MAX_RETRIES && isTransientFailure(error);

export const retryDelay = (): number => RETRY_DELAY_MS;
