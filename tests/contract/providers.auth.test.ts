/**
 * The real auth provider (in-memory session, Node's fetch) against the running fake API:
 * login, second factor, impersonation, logout and what a 401 does afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviders } from '../../src/providers/createProviders';
import { HttpError } from '../../src/providers/httpError';
import { memoryStorage } from '../../src/providers/session';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '../harness/fakeApi';

const definitions = [
  {
    name: 'transactions-v2',
    apiPath: '/transactions/v2',
    idField: 'transactionId',
    access: 'TRANSACTION_V2',
    getOnePath: (id: string | number) => `/transactions/v2/${id}/details`,
  },
  { name: 'payouts', apiPath: '/payouts', idField: 'payoutBatchId', access: 'PAYOUT' },
] as const;

let api: TestApi;
const connect = () => createProviders({ definitions, storage: memoryStorage(), baseUrl: api.url, timeoutMs: 10_000 });
const credentials = (username: string, password = DEMO_PASSWORD) => ({ username, password, token: '' });
const firstPage = { pagination: { page: 1, perPage: 5 }, sort: { field: 'createdDate', order: 'DESC' as const }, filter: {} };

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('login', () => {
  it('stores token and profile and answers identity, permissions and canAccess', async () => {
    const { authProvider, session, dataProvider } = connect();
    await expect(authProvider.login(credentials('merchant@demo.test'))).resolves.toBeUndefined();
    expect(session.getToken()).toMatch(/\S{16,}/);
    expect(session.getProfile()?.role?.code).toBeTruthy();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.getIdentity!()).resolves.toEqual({
      id: 'merchant@demo.test',
      fullName: 'Mateo Rojas',
      roleCode: 'MERCHANT_ADMIN',
    });
    await expect(authProvider.getPermissions!({})).resolves.toMatchObject({ resources: expect.any(Array) });
    await expect(authProvider.canAccess!({ resource: 'transactions-v2', action: 'list' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: 'transactions-v2', action: 'export' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: 'SHOW_CREDENTIALS', action: 'VIEW' })).resolves.toBe(false);
    await expect(authProvider.canAccess!({ resource: 'PAYOUT', action: 'CHANGE_STATUS' })).resolves.toBe(false);
    const page = await dataProvider.getList('transactions-v2', firstPage);
    expect(page.data.length).toBe(5);
  });

  it('rejects bad credentials with the server message and keeps nothing', async () => {
    const { authProvider, session } = connect();
    await expect(authProvider.login(credentials('merchant@demo.test', 'wrong'))).rejects.toThrow('messages.invalid_login');
    expect(session.getToken()).toBeNull();
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('goes through the second factor', async () => {
    const { authProvider, session, dataProvider } = connect();
    await expect(authProvider.login(credentials('2fa@demo.test'))).resolves.toEqual({ redirectTo: '/two-factor-auth' });
    expect(authProvider.isTwoFactorPending()).toBe(true);
    expect(session.getToken()).toBeNull();
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/two-factor-auth' });

    await expect(authProvider.verifyTwoFactor('123456')).resolves.toBeUndefined();
    expect(authProvider.isTwoFactorPending()).toBe(false);
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ id: '2fa@demo.test' });
    await expect(dataProvider.getList('transactions-v2', firstPage)).resolves.toMatchObject({ total: expect.any(Number) });
  });

  it('a wrong code fails with the catalog key of the server message and clears token and session: the password again (spec 01 §4.2)', async () => {
    const { authProvider, session } = connect();
    await authProvider.login(credentials('2fa@demo.test'));
    await expect(authProvider.verifyTwoFactor('000000')).rejects.toThrow('messages.invalid_code');
    expect(session.getTwoFactorSession()).toBeNull();
    expect(session.getToken()).toBeNull();
    expect(authProvider.isTwoFactorPending()).toBe(false);
    await expect(authProvider.verifyTwoFactor('123456')).rejects.toThrow('messages.unauthorized');
    await expect(authProvider.login(credentials('2fa@demo.test'))).resolves.toEqual({ redirectTo: '/two-factor-auth' });
    await expect(authProvider.verifyTwoFactor('123456')).resolves.toBeUndefined();
    expect(session.getToken()).not.toBeNull();
  });

  it("impersonates a demo account with a support agent's credentials and second factor", async () => {
    const { authProvider } = connect();
    await expect(authProvider.fakeLogin({ userKey: 'viewer@demo.test', ...credentials('support@demo.test') })).resolves.toEqual({
      redirectTo: '/two-factor-auth',
    });
    await authProvider.verifyTwoFactor('123456');
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({
      id: 'viewer@demo.test',
      actingAs: true,
      agentName: 'Tomás Ibarra',
    });
    await expect(authProvider.canAccess!({ resource: 'transactions-v2', action: 'export' })).resolves.toBe(false);
    for (const operator of ['super@demo.test', 'merchant@demo.test']) {
      await expect(connect().authProvider.fakeLogin({ userKey: 'viewer@demo.test', ...credentials(operator) })).rejects.toThrow(
        'messages.invalid_login',
      );
    }
  });
});

describe('logout and 401', () => {
  it('revokes the token: a later call is a 401 and checkError asks for a logout', async () => {
    const { authProvider, session, dataProvider } = connect();
    await authProvider.login(credentials('merchant@demo.test'));
    const oldToken = session.getToken() as string;
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(session.getToken()).toBeNull();
    expect(session.getProfile()).toBeNull();

    // A tab still holding the old token.
    const stale = connect();
    stale.session.setToken(oldToken);
    const error = await stale.dataProvider.getList('transactions-v2', firstPage).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, message: 'messages.unauthorized' });
    await expect(stale.authProvider.checkError(error)).rejects.toEqual({ message: 'messages.unauthorized' });
    // Logging out with the dead token does not fail.
    await expect(stale.authProvider.logout({})).resolves.toBe('/login');

    const anonymous = await dataProvider.getList('transactions-v2', firstPage).catch((e: unknown) => e);
    expect(anonymous).toMatchObject({ status: 401 });
  });

  it('a 403 does not log out', async () => {
    const { authProvider, dataProvider } = connect();
    await authProvider.login(credentials('viewer@demo.test'));
    const error = await dataProvider.export('transactions-v2', { filter: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, message: 'Forbidden: TRANSACTION_V2 EXPORT required' });
    await expect(authProvider.checkError(error)).resolves.toBeUndefined();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });
});

describe('account calls', () => {
  it('reads the bot-check flag and runs recovery and activation', async () => {
    const { authProvider } = connect();
    await expect(authProvider.hasRecaptcha()).resolves.toBe(false);
    await expect(authProvider.requestPasswordRecovery(' merchant@demo.test ')).resolves.toBeUndefined();
    await expect(authProvider.requestPasswordRecovery('nobody@demo.test')).resolves.toBeUndefined();
    await expect(authProvider.checkEmailToken('demo-activation-token')).resolves.toBeUndefined();
    await expect(authProvider.checkEmailToken('nope')).rejects.toThrow('Invalid or expired token');
    await expect(authProvider.resetPassword('demo-recovery-key', 'n3w-secret')).resolves.toBeUndefined();
    await expect(authProvider.resetPassword('nope', 'n3w-secret')).rejects.toThrow('Invalid or expired key');
    await expect(authProvider.activateAccount('demo-activation-token', 'n3w-secret')).resolves.toBeUndefined();
    await expect(authProvider.activateAccount('nope', 'n3w-secret')).rejects.toMatchObject({ status: 400 });
  });
});
