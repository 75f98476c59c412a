import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, instantAuthAnswer, type InstantAuth } from './instantAuthAnswers';

const auth = (loggedIn: boolean, allowed: string[] = []): InstantAuth => ({
  loggedIn: () => loggedIn,
  checkAccessNow: ({ resource, action }) => allowed.includes(`${resource}:${action}`),
});

describe('instantAuthAnswer', () => {
  it('answers checkAuth only for a stored session, so a logged-out user still goes through the provider', () => {
    expect(instantAuthAnswer(['auth', 'checkAuth', {}], auth(true))).toBe(true);
    expect(instantAuthAnswer(['auth', 'checkAuth', {}], auth(false))).toBeUndefined();
    expect(instantAuthAnswer(['auth', 'checkAuth', { custom: 1 }], auth(true))).toBeUndefined();
  });
  it('answers canAccess with the provider rule, in a row (with its record id) too', () => {
    const a = auth(true, ['transactions:list']);
    expect(instantAuthAnswer(['auth', 'canAccess', { resource: 'transactions', action: 'list', enabled: true }], a)).toBe(true);
    expect(instantAuthAnswer(['auth', 'canAccess', { resource: 'transactions', action: 'create' }], a)).toBe(false);
    expect(instantAuthAnswer(['auth', 'canAccess', { resource: 'transactions', action: 'list', recordId: 5 }], a)).toBe(true);
    expect(instantAuthAnswer(['auth', 'canAccess', { resource: 'transactions', action: 'create', recordId: 5 }], a)).toBe(false);
  });
  it('leaves every other query alone', () => {
    expect(instantAuthAnswer(['transactions', 'getList', {}], auth(true))).toBeUndefined();
    expect(instantAuthAnswer(['auth', 'getIdentity'], auth(true))).toBeUndefined();
    expect(instantAuthAnswer(['auth', 'getPermissions', {}], auth(true))).toBeUndefined();
    expect(instantAuthAnswer(['config', 'transactions'], auth(true))).toBeUndefined();
  });
});

describe('createQueryClient', () => {
  it('has an auth query answered the moment it is created, and others untouched', () => {
    const checkAccessNow = vi.fn(() => true);
    const client = createQueryClient({ loggedIn: () => true, checkAccessNow });
    const cache = client.getQueryCache();
    const access = cache.build(client, { queryKey: ['auth', 'canAccess', { resource: 'transactions', action: 'list' }] });
    expect(access.state.status).toBe('success');
    expect(access.state.data).toBe(true);
    expect(checkAccessNow).toHaveBeenCalledWith({ resource: 'transactions', action: 'list' });
    const list = cache.build(client, { queryKey: ['transactions', 'getList', {}] });
    expect(list.state.status).toBe('pending');
  });
});
