/**
 * Guessing is slowed (issues #12, #31): past a few failures per account, or many more per client
 * address, within a window, the login-like calls answer 429 with Retry-After and say how long to
 * wait; an address past its limit still lets in the accounts that signed in from it before; a
 * pending second-factor step ends after five wrong codes. A fresh API per test: counts do not leak.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../harness/fakeApi';

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const start = async (perAccount = 5, perClient = 30, windowMs = 60_000) => {
  api = await startTestApi({ scale: 50, throttle: { perAccount, perClient, windowMs } });
  return api;
};
const post = (path: string, body: object) =>
  fetch(`${api?.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const login = (username: string, password: string) => post('/login', { username, password, token: '', backOfficeType: 'SHOP' });

describe('login', () => {
  it('answers 429 with Retry-After after five wrong passwords, even to the right one, and says how long to wait', async () => {
    await start();
    for (let i = 0; i < 5; i++) expect((await login('merchant@demo.test', 'wrong')).status).toBe(400);
    const locked = await login('merchant@demo.test', 'demo123');
    expect(locked.status).toBe(429);
    const wait = Number(locked.headers.get('Retry-After'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await locked.text()).toBe(`Too many attempts. Try again in ${wait} second${wait === 1 ? '' : 's'}.`);
  });

  it('locks the hammered account only: another account from the same address still signs in, and the lock says how many minutes', async () => {
    // The demo's own limits (5 per account, 100 per address, 10 minutes).
    await start(5, 100, 10 * 60_000);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await login('merchant@demo.test', 'wrong')).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    const locked = await login('merchant@demo.test', 'demo123');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(9 * 60);
    expect(await locked.text()).toBe('Too many attempts. Try again in 10 minutes.');
    expect((await login('viewer@demo.test', 'demo123')).status).toBe(200);
  });

  it('counts every account an address guesses: past the address limit, accounts new to it are refused, those signed in from it before are not', async () => {
    await start(5, 6);
    expect((await login('merchant@demo.test', 'demo123')).status).toBe(200);
    for (const user of ['a', 'b', 'c', 'd', 'e', 'f']) expect((await login(`${user}@demo.test`, 'wrong')).status).toBe(400);
    const refused = await login('viewer@demo.test', 'demo123');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await login('merchant@demo.test', 'demo123')).status).toBe(200);
    // Its own account limit still holds for a known account.
    for (let i = 0; i < 5; i++) expect((await login('merchant@demo.test', 'wrong')).status).toBe(400);
    expect((await login('merchant@demo.test', 'demo123')).status).toBe(429);
  });

  it('a success clears the account’s count', async () => {
    await start();
    for (let i = 0; i < 4; i++) await login('merchant@demo.test', 'wrong');
    expect((await login('merchant@demo.test', 'demo123')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('merchant@demo.test', 'wrong')).status).toBe(400);
  });
});

describe('the other login-like calls', () => {
  it('fake login, reset and activation are limited too', async () => {
    await start(3, 30);
    const fake = () => post('/login/fake', { userKey: 'viewer@demo.test', username: 'support@demo.test', password: 'wrong', token: '' });
    for (let i = 0; i < 3; i++) expect((await fake()).status).toBe(400);
    expect((await fake()).status).toBe(429);
    const reset = () =>
      fetch(`${api?.url}/recover-password`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ key: 'guess', password: 'x' }),
      });
    // Anonymous guesses count per client: 3 fake logins + these.
    let status = 0;
    for (let i = 0; i < 30 && status !== 429; i++) status = (await reset()).status;
    expect(status).toBe(429);
  });

  it('asking for recovery e-mails is limited per address', async () => {
    await start(3, 30);
    for (let i = 0; i < 3; i++) expect((await post('/recover-password', { email: 'merchant@demo.test' })).status).toBe(204);
    expect((await post('/recover-password', { email: 'merchant@demo.test' })).status).toBe(429);
  });
});

describe('two-factor step', () => {
  it('ends after five wrong codes: the right one no longer opens it', async () => {
    await start(10, 30);
    const { session } = (await (await login('2fa@demo.test', 'demo123')).json()) as { session: string };
    for (let i = 0; i < 4; i++) expect((await post('/login/two-factor-auth', { session, code: '000000' })).status).toBe(400);
    // The fifth wrong code ends the step (401: log in again); the right one comes too late.
    expect((await post('/login/two-factor-auth', { session, code: '000000' })).status).toBe(401);
    const late = await post('/login/two-factor-auth', { session, code: '123456' });
    expect(late.status).toBe(401);
    // A new login starts a new step.
    const again = (await (await login('2fa@demo.test', 'demo123')).json()) as { session: string };
    expect((await post('/login/two-factor-auth', { session: again.session, code: '123456' })).status).toBe(200);
  });
});
