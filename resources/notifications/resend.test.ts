import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/providers/httpError';
import { resendFailure, resendRules, toResendBody } from './resend';

/** The URL field's rule as react-admin calls it, over the whole form. */
const urlRule = resendRules('tx-1')('url');
const check = (url: unknown) => urlRule(url, { url }, {} as never);

describe("resend URL: the contract's rule (spec 02 §5; contract/writes/notifications.ts)", () => {
  it("is required, in the catalogue's words, and marked so", () => {
    for (const empty of ['', '   ', undefined]) expect(check(empty)).toBe('messages.field_required');
    expect((urlRule as typeof urlRule & { isRequired?: boolean }).isRequired).toBe(true);
  });

  it('must be an absolute http or https URL', () => {
    expect(check('https://shop.example.com/notify?x=1')).toBeUndefined();
    expect(check(' http://hooks.pampa.example:8080/hook ')).toBeUndefined();
    for (const bad of ['not a url', 'shop.example.com/notify', 'ftp://shop.example.com', 'javascript:alert(1)', 'https://']) {
      expect(check(bad), bad).toEqual({ message: 'rules.http_url', args: { max: 2048 } });
    }
  });

  it('names no host of the local machine or a private network (issue #31)', () => {
    for (const bad of [
      'http://localhost:8080/hook',
      'http://127.0.0.1/hook',
      'http://10.0.0.5/hook',
      'http://[::1]/hook',
      'http://169.254.169.254/',
    ]) {
      expect(check(bad), bad).toEqual({ message: 'rules.private_address', args: {} });
    }
  });

  it("checks what is sent: the trimmed URL, for the row's transaction", () => {
    expect(toResendBody('tx-1')({ url: ' https://shop.example.com/n ' })).toEqual({
      url: 'https://shop.example.com/n',
      transactionId: 'tx-1',
    });
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
