import { HTTP_MESSAGES, HttpError } from './httpError';

/** An id as one path segment of a call. */
export const segment = (id: string | number) => encodeURIComponent(String(id));

/**
 * The reply of a call that must answer something: the client reads a 404 as an empty result
 * (spec 01 §8), which would pass for success here, so it is an error instead.
 */
export function orNotFound<T>(reply: T | undefined): T {
  if (reply === undefined || reply === null) throw new HttpError(HTTP_MESSAGES.notFound, 404);
  return reply;
}
