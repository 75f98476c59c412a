import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/providers/httpError';
import { isHttpUrl, resendFailure, resendUrlValidator, validateResendUrl } from './resend';

describe('resend URL (spec 02 §5)', () => {
  it('is required', () => {
    expect(validateResendUrl('')).toBe('messages.field_required');
    expect(validateResendUrl('   ')).toBe('messages.field_required');
    expect(validateResendUrl(undefined)).toBe('messages.field_required');
    expect(resendUrlValidator.isRequired).toBe(true);
  });

  it('must be an absolute http or https URL', () => {
    expect(validateResendUrl('https://shop.example.com/notify?x=1')).toBeUndefined();
    expect(validateResendUrl(' http://hooks.pampa.example:8080/hook ')).toBeUndefined();
    for (const bad of ['not a url', 'shop.example.com/notify', 'ftp://shop.example.com', 'javascript:alert(1)', 'https://']) {
      expect(validateResendUrl(bad), bad).toBe('messages.invalid_url');
    }
    expect(isHttpUrl('mailto:a@b.example')).toBe(false);
  });
});

describe('resend URL (issue #31: server-side request forgery)', () => {
  it('names no host of the local machine or a private network', () => {
    for (const bad of [
      'http://localhost:8080/hook',
      'http://127.0.0.1/hook',
      'http://10.0.0.5/hook',
      'http://[::1]/hook',
      'http://169.254.169.254/',
    ])
      expect(validateResendUrl(bad), bad).toBe('grid.private_address');
  });
});

describe('resendFailure', () => {
  it('names an unknown transaction with the catalogue message', () => {
    expect(resendFailure(new HttpError('ENTITY_NOT_FOUND', 400))).toEqual({ message: 'messages.ENTITY_NOT_FOUND' });
  });

  it('puts a server url error under the field too', () => {
    const error = new HttpError('url must be an absolute http:// or https:// URL', 400);
    expect(resendFailure(error)).toEqual({ message: error.message, urlError: error.message });
  });

  it('passes other failures through as the toast', () => {
    expect(resendFailure(new HttpError('messages.forbidden', 403))).toEqual({ message: 'messages.forbidden' });
    expect(resendFailure('boom')).toEqual({ message: 'messages.server_error' });
  });
});
