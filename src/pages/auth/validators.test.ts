import { describe, expect, it } from 'vitest';
import { errorMessage, matchesPassword, requiredTrimmed } from './validators';

describe('auth validators (spec 01 §5)', () => {
  it('requires a value that is not only spaces', () => {
    expect(requiredTrimmed('  ', {}, {})).toBe('messages.field_required');
    expect(requiredTrimmed(undefined, {}, {})).toBe('messages.field_required');
    expect(requiredTrimmed(' a@b.c ', {}, {})).toBeUndefined();
  });
  it('needs the confirmation to equal the password', () => {
    expect(matchesPassword('abc', { password: 'abd' }, {})).toBe('messages.passwords_do_not_match');
    expect(matchesPassword('abc', { password: 'abc' }, {})).toBeUndefined();
  });
  it('reads an error message or falls back to the generic key', () => {
    expect(errorMessage(new Error('Invalid code'))).toBe('Invalid code');
    expect(errorMessage('boom')).toBe('messages.server_error');
  });
});
