import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../contract/access/types';
import { createAuthProvider, toPatent } from './authProvider';
import { HttpError } from './httpError';
import { recordingHttp, type RecordedCall } from './recordingHttp';
import { createSessionStore, memoryStorage } from './session';

const profile: Profile = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: { email: 'merchant@demo.test' },
  isLoggedInProd: false,
  role: {
    code: 'SHOP_ADMIN',
    resources: [
      { code: 'TRANSACTION_V2', patents: [{ code: 'VIEW' }, { code: 'MENU' }, { code: 'EXPORT' }, { code: 'CONVERSION_REPORT' }] },
      { code: 'PAYOUT', patents: [{ code: 'VIEW' }, { code: 'ADD' }] },
    ],
  },
};

function setup(reply: (call: RecordedCall) => unknown = () => ({}), location = '/transactions-v2?x=1') {
  const { http, calls } = recordingHttp(reply);
  const session = createSessionStore(memoryStorage());
  const onSessionEnd = vi.fn();
  const auth = createAuthProvider({
    http,
    session,
    resourceCodes: { 'transactions-v2': 'TRANSACTION_V2', payouts: 'PAYOUT', 'payout-batches': ['PAYOUT_BATCH', 'PAYOUT'] },
    currentLocation: () => location,
    onSessionEnd,
  });
  return { auth, session, calls, onSessionEnd };
}

describe('authProvider login', () => {
  it('posts the credentials as the SHOP back-office and stores token and profile', async () => {
    const { auth, session, calls } = setup(() => ({ token: 't1', user: profile }));
    await expect(auth.login({ username: 'merchant@demo.test', password: 'demo123', token: '' })).resolves.toBeUndefined();
    expect(calls[0]).toMatchObject({
      path: '/login',
      method: 'POST',
      options: { body: { username: 'merchant@demo.test', password: 'demo123', token: '', backOfficeType: 'SHOP' } },
    });
    expect(session.getToken()).toBe('t1');
    expect(session.getProfile()).toEqual(profile);
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    await expect(auth.getIdentity!()).resolves.toEqual({ id: 'merchant@demo.test', fullName: 'Ana Silva', roleCode: 'SHOP_ADMIN' });
    await expect(auth.getPermissions!({})).resolves.toEqual(profile.role);
  });

  it('keeps the profile only when it has a role', async () => {
    const { auth, session } = setup(() => ({ token: 't1', user: { ...profile, role: undefined } }));
    await auth.login({ username: 'u', password: 'p', token: '' });
    expect(session.getToken()).toBe('t1');
    expect(session.getProfile()).toBeNull();
  });

  it('goes through the second factor when the reply is a session', async () => {
    const { auth, session, calls } = setup(({ path }) => (path === '/login' ? { session: 's1' } : { token: 't2', user: profile }));
    await expect(auth.login({ username: '2fa@demo.test', password: 'demo123', token: '' })).resolves.toEqual({
      redirectTo: '/two-factor-auth',
    });
    expect(auth.isTwoFactorPending()).toBe(true);
    await expect(auth.checkAuth({})).rejects.toEqual({ redirectTo: '/two-factor-auth', message: false });
    // react-admin logs out when checkAuth fails: the pending step must survive that.
    await expect(auth.logout({})).resolves.toBe('/two-factor-auth');
    expect(session.getTwoFactorSession()).toBe('s1');

    await auth.verifyTwoFactor('123456');
    expect(calls[1]).toMatchObject({ path: '/login/two-factor-auth', options: { body: { session: 's1', code: '123456' } } });
    expect(auth.isTwoFactorPending()).toBe(false);
    expect(session.getTwoFactorSession()).toBeNull();
    expect(session.getToken()).toBe('t2');
  });

  it('ends the second-factor step on a wrong code (400) as on any other failure, and clears a failed login (spec 01 §4.2)', async () => {
    const { auth, session } = setup(({ path }) => (path === '/login' ? { session: 's1' } : new HttpError('Invalid code', 400)));
    await auth.login({ username: 'u', password: 'p', token: '' });
    await expect(auth.verifyTwoFactor('000000')).rejects.toThrow('Invalid code');
    expect(session.getTwoFactorSession()).toBeNull();
    expect(auth.isTwoFactorPending()).toBe(false);

    const ended = setup(({ path }) => (path === '/login' ? { session: 's2' } : new HttpError('messages.unauthorized', 401)));
    await ended.auth.login({ username: 'u', password: 'p', token: '' });
    await expect(ended.auth.verifyTwoFactor('000000')).rejects.toThrow('messages.unauthorized');
    expect(ended.session.getTwoFactorSession()).toBeNull();
    expect(ended.auth.isTwoFactorPending()).toBe(false);

    const failing = setup(() => new HttpError('Invalid username or password', 400));
    failing.session.setToken('old');
    await expect(failing.auth.login({ username: 'u', password: 'bad', token: '' })).rejects.toThrow('Invalid username or password');
    expect(failing.session.getToken()).toBeNull();
  });

  it('impersonates through /login/fake', async () => {
    const { auth, session, calls } = setup(() => ({ token: 't3', user: profile }));
    await auth.fakeLogin({ userKey: 'viewer@demo.test', username: 'support@demo.test', password: 'demo123', token: '' });
    expect(calls[0]).toMatchObject({ path: '/login/fake', options: { body: { userKey: 'viewer@demo.test', backOfficeType: 'SHOP' } } });
    expect(session.getToken()).toBe('t3');
  });
});

describe('authProvider session end', () => {
  it('logout calls the server ignoring 401, clears storage and goes to /login', async () => {
    const { auth, session, calls, onSessionEnd } = setup(() => ({}));
    session.setToken('t');
    session.setProfile(profile);
    await expect(auth.logout({})).resolves.toBe('/login');
    expect(calls[0]).toMatchObject({ path: '/logout', method: 'POST', options: { ignoreUnauthorized: true } });
    expect(session.getToken()).toBeNull();
    expect(session.getProfile()).toBeNull();
    // What the app keeps outside the session (the filter cookies) goes with it.
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('logs out once when several failing calls ask for it together', async () => {
    const { auth, session, calls } = setup(() => ({}));
    session.setToken('t');
    await expect(Promise.all([auth.logout({}), auth.logout({})])).resolves.toEqual(['/login', '/login']);
    expect(calls.filter((c) => c.path === '/logout')).toHaveLength(1);
    session.setToken('t2');
    await auth.logout({});
    expect(calls.filter((c) => c.path === '/logout')).toHaveLength(2);
  });

  it('logout still clears storage when the server is unreachable', async () => {
    const { auth, session } = setup(() => new HttpError('messages.network_error', 0));
    session.setToken('t');
    await expect(auth.logout({})).resolves.toBe('/login');
    expect(session.getToken()).toBeNull();
  });

  it('logout({ cancelTwoFactor }) drops a pending second factor', async () => {
    const { auth, session } = setup();
    session.setTwoFactorSession('s');
    await expect(auth.logout({ cancelTwoFactor: true })).resolves.toBe('/login');
    expect(session.getTwoFactorSession()).toBeNull();
  });

  it('checkAuth without a token sends to login with from, except from root', async () => {
    await expect(setup().auth.checkAuth({})).rejects.toEqual({ redirectTo: '/login?from=%2Ftransactions-v2%3Fx%3D1' });
    await expect(setup(undefined, '/').auth.checkAuth({})).rejects.toEqual({ redirectTo: '/login' });
  });

  it('checkError logs out on 401 with the unauthorized message, not on 403', async () => {
    const { auth } = setup();
    await expect(auth.checkError(new HttpError('Forbidden: TRANSACTION_V2 EXPORT required', 403))).resolves.toBeUndefined();
    await expect(auth.checkError(new HttpError('boom', 500))).resolves.toBeUndefined();
    await expect(auth.checkError(new HttpError('messages.unauthorized', 401))).rejects.toEqual({ message: 'messages.unauthorized' });
  });

  it('gives one message when a session expires, however many calls and checks fail after it', async () => {
    const { auth } = setup(({ path }) => (path === '/login' ? { token: 't1', user: profile } : {}));
    await auth.login({ username: 'merchant@demo.test', password: 'demo123', token: '' });
    await auth.logout({});
    // An ordinary logout: a protected page asks to log in (react-admin's default message).
    await expect(auth.checkAuth({})).rejects.toEqual({ redirectTo: '/login?from=%2Ftransactions-v2%3Fx%3D1' });

    await auth.login({ username: 'merchant@demo.test', password: 'demo123', token: '' });
    await expect(auth.checkError({ status: 401 })).rejects.toEqual({ message: 'messages.unauthorized' });
    // The screen's other calls: still a logout, without a second message.
    await expect(auth.checkError(new HttpError('messages.unauthorized', 401))).rejects.toEqual({ message: false });
    await auth.logout({});
    await expect(auth.checkError({ status: 401 })).rejects.toEqual({ message: false });
    await expect(auth.checkAuth({})).rejects.toEqual({ redirectTo: '/login?from=%2Ftransactions-v2%3Fx%3D1', message: false });

    // The next session's expiry is told again.
    await auth.login({ username: 'merchant@demo.test', password: 'demo123', token: '' });
    await expect(auth.checkError({ status: 401 })).rejects.toEqual({ message: 'messages.unauthorized' });
  });
});

describe('authProvider.canAccess', () => {
  it('maps react-admin actions to patents', () => {
    expect(['list', 'show', 'create', 'edit', 'delete', 'export', 'clone', 'menu', 'CONVERSION_REPORT'].map(toPatent)).toEqual([
      'VIEW',
      'VIEW',
      'ADD',
      'EDIT',
      'DELETE',
      'EXPORT',
      'ADD',
      'MENU',
      'CONVERSION_REPORT',
    ]);
  });

  it('checks resource names through their codes and upper-case codes directly', async () => {
    const { auth, session } = setup();
    session.setToken('t');
    session.setProfile(profile);
    const can = (resource: string, action: string) => auth.canAccess!({ resource, action });
    await expect(can('transactions-v2', 'list')).resolves.toBe(true);
    await expect(can('transactions-v2', 'export')).resolves.toBe(true);
    await expect(can('transactions-v2', 'create')).resolves.toBe(false);
    await expect(can('payouts', 'create')).resolves.toBe(true);
    await expect(can('payouts', 'edit')).resolves.toBe(false);
    await expect(can('TRANSACTION_V2', 'CONVERSION_REPORT')).resolves.toBe(true);
    await expect(can('TRANSACTION_V2', 'MENU')).resolves.toBe(true);
    await expect(can('CLAIM', 'MENU')).resolves.toBe(false);
    await expect(can('unknown-resource', 'list')).resolves.toBe(false);
  });

  it('opens a screen of several resources with VIEW on any of them, and asks the first for other actions', async () => {
    const { auth, session } = setup();
    session.setToken('t');
    session.setProfile(profile);
    const can = (resource: string, action: string) => auth.canAccess!({ resource, action });
    // The batches need PAYOUT_BATCH VIEW, otherwise PAYOUT VIEW (spec 02 §2); this role holds PAYOUT only.
    await expect(can('payout-batches', 'list')).resolves.toBe(true);
    await expect(can('payout-batches', 'show')).resolves.toBe(true);
    await expect(can('payout-batches', 'create')).resolves.toBe(false);
  });

  it('denies everything to a session without a profile', async () => {
    const { auth, session } = setup();
    session.setToken('t');
    await expect(auth.canAccess!({ resource: 'payouts', action: 'list' })).resolves.toBe(false);
  });

  it('leaves a visitor without a session to checkAuth: no denial to race its redirect to /login', async () => {
    await expect(setup().auth.canAccess!({ resource: 'payouts', action: 'list' })).resolves.toBe(true);
  });

  it('gives the same answers synchronously (checkAccessNow) for the boot-time query cache', () => {
    const { auth, session } = setup();
    session.setToken('t');
    expect(auth.checkAccessNow({ resource: 'transactions-v2', action: 'list' })).toBe(false);
    session.setProfile(profile);
    expect(auth.checkAccessNow({ resource: 'transactions-v2', action: 'list' })).toBe(true);
    expect(auth.checkAccessNow({ resource: 'transactions-v2', action: 'create' })).toBe(false);
    expect(auth.checkAccessNow({ resource: 'payouts', action: 'create' })).toBe(true);
  });
});

describe('authProvider account calls', () => {
  it('asks whether the bot check is on', async () => {
    await expect(setup(() => false).auth.hasRecaptcha()).resolves.toBe(false);
    await expect(setup(() => true).auth.hasRecaptcha()).resolves.toBe(true);
  });

  it('sends recovery, token check, reset and activation', async () => {
    const { auth, calls } = setup(() => ({}));
    await auth.requestPasswordRecovery('  a@b.test ');
    await auth.checkEmailToken('tok');
    await auth.resetPassword('demo-recovery-key', 'n3w');
    await auth.activateAccount('demo-activation-token', 'n3w');
    expect(calls.map((c) => [c.method, c.path, c.options.body])).toEqual([
      ['POST', '/recover-password', { email: 'a@b.test', backOfficeType: 'SHOP' }],
      ['POST', '/email-token', { token: 'tok' }],
      ['PUT', '/recover-password', { key: 'demo-recovery-key', password: 'n3w' }],
      ['PUT', '/activate-account', { token: 'demo-activation-token', password: 'n3w' }],
    ]);
  });
});
