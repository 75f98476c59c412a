import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../providers/httpError';
import { errorMessage, matchesPassword, notifyError } from './validators';

describe('auth validators (spec 01 §5)', () => {
  it('needs the confirmation to equal the password', () => {
    expect(matchesPassword('abc', { password: 'abd' }, {})).toBe('messages.passwords_do_not_match');
    expect(matchesPassword('abc', { password: 'abc' }, {})).toBeUndefined();
  });
  it('reads an error message or falls back to the generic key', () => {
    expect(errorMessage(new Error('Invalid code'))).toBe('Invalid code');
    expect(errorMessage('boom')).toBe('messages.server_error');
  });
});

describe('notifyError', () => {
  it('says how long to wait after a 429, in seconds, then in minutes', () => {
    const notify = vi.fn();
    notifyError(notify, new HttpError('Too many attempts. Try again in 45 seconds.', 429, undefined, 45));
    notifyError(notify, new HttpError('Too many attempts. Try again in 10 minutes.', 429, undefined, 600));
    expect(notify.mock.calls).toEqual([
      ['messages.wait_seconds', { type: 'error', messageArgs: { smart_count: 45 } }],
      ['messages.wait_minutes', { type: 'error', messageArgs: { smart_count: 10 } }],
    ]);
  });

  it("shows any other error's message, as its own default", () => {
    const notify = vi.fn();
    notifyError(notify, new HttpError('Invalid username or password', 400));
    expect(notify).toHaveBeenCalledWith('Invalid username or password', {
      type: 'error',
      messageArgs: { _: 'Invalid username or password' },
    });
  });
});
