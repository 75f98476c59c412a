import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/providers/httpError';
import { notificationUrlProblem, statusChangeErrorKey, statusChangeFailure, toPushPayBody } from './statusChange';
import { statusChangeBlock } from './transitions';

describe('status change availability', () => {
  it('is open for a status with transitions and no pending update', () => {
    expect(statusChangeBlock({ status: 'PENDING', pendingStatusUpdate: null })).toBeNull();
    expect(statusChangeBlock({ status: 'REJECTED' })).toBeNull();
  });
  it('is blocked for final statuses', () => {
    expect(statusChangeBlock({ status: 'APPROVED' })).toBe('final');
    expect(statusChangeBlock({ status: 'FAILED' })).toBe('final');
  });
  it('is blocked while an update is pending', () => {
    expect(statusChangeBlock({ status: 'PENDING', pendingStatusUpdate: { status: 'APPROVED' } })).toBe('pending');
  });
});

describe('status change errors (spec 02 §8)', () => {
  it('maps the entity codes and falls back to the generic message', () => {
    expect(statusChangeErrorKey(new Error('ENTITY_EXIST'))).toBe('messages.ENTITY_EXIST');
    expect(statusChangeErrorKey(new Error('ENTITY_NOT_FOUND'))).toBe('messages.ENTITY_NOT_FOUND');
    expect(statusChangeErrorKey(new Error('Transition from APPROVED to PENDING is not allowed'))).toBe('messages.status_update_error');
  });
});

describe('status change failure', () => {
  it('puts a 400 naming notificationUrl under the field, with the generic toast', () => {
    const error = new HttpError('notificationUrl must be an http(s) URL of at most 2048 characters', 400);
    expect(statusChangeFailure(error)).toEqual({ messageKey: 'messages.status_update_error', urlError: error.message });
  });
  it('leaves other failures to the toast', () => {
    expect(statusChangeFailure(new HttpError('status must be one of APPROVED, PENDING', 400))).toEqual({
      messageKey: 'messages.status_update_error',
    });
    expect(statusChangeFailure(new HttpError('ENTITY_EXIST', 400))).toEqual({ messageKey: 'messages.ENTITY_EXIST' });
  });
});

describe("notification URL: the contract's rule (contract/writes/sandbox.ts)", () => {
  const problem = (notificationUrl: string) => notificationUrlProblem({ transactionId: 'tx-1', status: 'REJECTED', notificationUrl });
  const broken = { message: 'rules.http_url', args: { max: 2048 } };

  it('is optional but must be an http(s) URL when given', () => {
    expect(problem('')).toBeUndefined();
    expect(problem('https://shop.example.com/hook')).toBeUndefined();
    expect(problem('ftp://x.test')).toEqual(broken);
    expect(problem('not a url')).toEqual(broken);
    expect(problem(`https://shop.example.com/${'a'.repeat(2048)}`)).toEqual(broken);
    expect(problem('https://shop.example.com/a\u0085b')).toEqual({ message: 'rules.control_characters', args: {} });
  });

  it('is sent trimmed, or left out when empty', () => {
    expect(toPushPayBody({ transactionId: 'tx-1', status: 'REJECTED', notificationUrl: '  ' })).toEqual({
      transactionId: 'tx-1',
      status: 'REJECTED',
      notificationUrl: undefined,
    });
  });
});
