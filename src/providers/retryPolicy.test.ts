import { describe, expect, it } from 'vitest';
import { HTTP_MESSAGES, HttpError } from './httpError';
import { retryFailedRead } from './retryPolicy';

describe('retryFailedRead (issue #30 item 32)', () => {
  it('asks a failure that may pass once more: a 5xx, a lost connection, a reply cut off', () => {
    for (const error of [
      new HttpError('boom', 500),
      new HttpError(HTTP_MESSAGES.networkError, 0),
      new HttpError(HTTP_MESSAGES.malformedReply, 200),
    ]) {
      expect(retryFailedRead(0, error)).toBe(true);
      expect(retryFailedRead(1, error)).toBe(false);
    }
  });
  it("never asks again a 4xx (the server's answer), a timeout (the user has waited) or a bug", () => {
    for (const status of [400, 401, 403, 409, 429]) expect(retryFailedRead(0, new HttpError('no', status))).toBe(false);
    expect(retryFailedRead(0, new HttpError(HTTP_MESSAGES.timeout, 0))).toBe(false);
    expect(retryFailedRead(0, new TypeError('x is undefined'))).toBe(false);
  });
});
