/** Fake API authentication and permissions, over raw HTTP (spec 01 §7.2); impersonation by support agents only. */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, loginAs, startTestApi, type TestApi } from '../harness/fakeApi';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const post = (path: string, body: unknown) =>
  fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const login = (username: string, password = 'demo123') => post('/login', { username, password, token: '', backOfficeType: 'SHOP' });

describe('login', () => {
  it('answers a token and the profile with its role', async () => {
    const reply = await login('super@demo.test');
    expect(reply.status).toBe(200);
    const body = await reply.json();
    expect(body.token).toMatch(/^[0-9a-f]{48}$/);
    expect(body.user).toMatchObject({ firstName: expect.any(String), email: { email: 'super@demo.test' }, isLoggedInProd: false });
    const codes = body.user.role.resources.map((r: { code: string }) => r.code);
    expect(codes).toContain('SHOW_CREDENTIALS');
    const patents = body.user.role.resources
      .find((r: { code: string }) => r.code === 'PAYOUT')
      .patents.map((p: { code: string }) => p.code);
    expect(patents).toContain('CHANGE_STATUS');
    expect(patents).not.toContain('HIDE_EXPORT');
  });

  it('refuses a bad password with the message as body text', async () => {
    const reply = await login('super@demo.test', 'nope');
    expect(reply.status).toBe(400);
    expect(await reply.text()).toBe('Invalid username or password');
    const unknown = await login('nobody@demo.test');
    expect(await unknown.text()).toBe('Invalid username or password');
  });

  it('names the missing field', async () => {
    const reply = await post('/login', { password: 'demo123' });
    expect(reply.status).toBe(400);
    expect(await reply.text()).toBe('username is required');
  });

  it('answers 400 on malformed JSON without falling over', async () => {
    const reply = await fetch(`${api.url}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"username":',
    });
    expect(reply.status).toBe(400);
    expect(await reply.text()).toMatch(/JSON/);
    expect((await login('super@demo.test')).status).toBe(200);
  });

  it('says the bot check is off, without a token', async () => {
    const reply = await fetch(`${api.url}/config/has-recaptcha`);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toBe(false);
  });
});

describe('second factor', () => {
  it('answers a session, then a token for code 123456', async () => {
    const first = await (await login('2fa@demo.test')).json();
    expect(first.token).toBeUndefined();
    expect(first.session).toEqual(expect.any(String));
    const wrong = await post('/login/two-factor-auth', { session: first.session, code: '000000' });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toBe('Invalid code');
    const ok = await post('/login/two-factor-auth', { session: first.session, code: '123456' });
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body.user.email).toEqual({ email: '2fa@demo.test' });
    // A used (or unknown, or expired) step is over: 401, the password must be given again.
    const replay = await post('/login/two-factor-auth', { session: first.session, code: '123456' });
    expect(replay.status).toBe(401);
  });
});

describe('fake login (impersonation)', () => {
  const asViewer = (username: string, password = 'demo123') =>
    post('/login/fake', { userKey: 'viewer@demo.test', username, password, token: '' });

  it.each(['super@demo.test', 'merchant@demo.test', 'viewer@demo.test'])(
    'gives %s, which holds no support right, the wrong-password answer',
    async (username) => {
      const reply = await asViewer(username);
      expect(reply.status).toBe(400);
      expect(await reply.text()).toBe('Invalid username or password');
    },
  );

  it('refuses the support agent with a wrong password the same way', async () => {
    const reply = await asViewer('support@demo.test', 'nope');
    expect(reply.status).toBe(400);
    expect(await reply.text()).toBe('Invalid username or password');
  });

  it("asks the support agent's own second factor, then opens the user's session saying who acts, and records it", async () => {
    const first = await asViewer('support@demo.test');
    expect(first.status).toBe(200);
    const pending = (await first.json()) as { session?: string; token?: string };
    expect(pending.token).toBeUndefined();
    expect((await post('/login/two-factor-auth', { session: pending.session, code: '000000' })).status).toBe(400);
    const again = (await (await asViewer('support@demo.test')).json()) as { session: string };
    const ok = await post('/login/two-factor-auth', { session: again.session, code: '123456' });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { token: string; user: { email: unknown; role: { code: string }; impersonatedBy?: object } };
    expect(body.user.email).toEqual({ email: 'viewer@demo.test' });
    expect(body.user.role.code).toBe('VIEWER');
    expect(body.user.impersonatedBy).toEqual({ firstName: 'Tomás', lastName: 'Ibarra', email: 'support@demo.test' });
    // The session is the user's: its data, its permissions.
    const rows = (await (await authed(api.url, body.token)('/shops?pageIndex=0&pageSize=50')).json()) as { data: { merchantId: number }[] };
    expect(rows.data.length).toBeGreaterThan(0);
    expect(rows.data.every((r) => r.merchantId === 4)).toBe(true);
    await api.app.fakeApi.context.store.flush();
    const saved = JSON.parse(readFileSync(api.dataFile, 'utf8')) as { impersonations: { operatorEmail: string; targetEmail: string }[] };
    expect(saved.impersonations.at(-1)).toMatchObject({ operatorEmail: 'support@demo.test', targetEmail: 'viewer@demo.test' });
  });

  it('does not let an agent open its own session or an unknown user', async () => {
    const self = await post('/login/fake', { userKey: 'support@demo.test', username: 'support@demo.test', password: 'demo123', token: '' });
    expect(self.status).toBe(400);
    const unknown = await post('/login/fake', {
      userKey: 'nobody@demo.test',
      username: 'support@demo.test',
      password: 'demo123',
      token: '',
    });
    expect(unknown.status).toBe(400);
  });
});

describe('tokens', () => {
  it('answers 401 Unauthorized without a token on a data route', async () => {
    const reply = await fetch(`${api.url}/transactions/v2?pageIndex=0&pageSize=10`);
    expect(reply.status).toBe(401);
    expect(await reply.text()).toBe('Unauthorized');
  });

  it('revokes the token on logout', async () => {
    const token = await loginAs(api.url, 'merchant@demo.test');
    const call = authed(api.url, token);
    expect((await call('/transactions/v2?pageSize=1')).status).toBe(200);
    expect((await call('/logout', { method: 'POST' })).status).toBe(204);
    expect((await call('/transactions/v2?pageSize=1')).status).toBe(401);
  });

  it('expires tokens after the configured time', async () => {
    const short = await startTestApi({ tokenTtlMs: 1000 });
    try {
      const call = authed(short.url, await loginAs(short.url, 'merchant@demo.test'));
      expect((await call('/transactions/v2?pageSize=1')).status).toBe(200);
      await new Promise((r) => setTimeout(r, 1100));
      const late = await call('/transactions/v2?pageSize=1');
      expect(late.status).toBe(401);
      expect(await late.text()).toBe('Unauthorized');
    } finally {
      await short.close();
    }
  });
});

describe('permissions per demo role', () => {
  it('viewer may list but not export, and has no status-change tool', async () => {
    const call = authed(api.url, await loginAs(api.url, 'viewer@demo.test'));
    expect((await call('/transactions/v2?pageSize=1')).status).toBe(200);
    const exp = await call('/transactions/v2/export?pageIndex=0&pageSize=0&status=APPROVED');
    expect(exp.status).toBe(403);
    expect(await exp.text()).toBe('Forbidden: TRANSACTION_V2 EXPORT required');
    const push = await call('/sandbox/payins/push-pay/x', {
      method: 'PUT',
      body: JSON.stringify({ transactionId: 'x', status: 'APPROVED' }),
    });
    expect(push.status).toBe(403);
    const refund = await call('/transactions/v2/x/refund', { method: 'POST', body: '{}' });
    expect(refund.status).toBe(403);
    expect(await refund.text()).toBe('Forbidden: REFUND ADD required');
  });

  it('merchant may export and push statuses', async () => {
    const call = authed(api.url, await loginAs(api.url, 'merchant@demo.test'));
    expect((await call('/transactions/v2/export?pageIndex=0&pageSize=0&status=APPROVED')).status).toBe(200);
    const push = await call('/sandbox/payins/push-pay/00000000-0000-0000-0000-000000000000', {
      method: 'PUT',
      body: JSON.stringify({ transactionId: '00000000-0000-0000-0000-000000000000', status: 'APPROVED' }),
    });
    // Allowed through the guard: the unknown id is the business answer.
    expect(push.status).toBe(400);
    expect(await push.text()).toBe('ENTITY_NOT_FOUND');
  });

  it('merchant profile lacks SHOW_CREDENTIALS and PAYOUT CHANGE_STATUS; viewer holds VIEW and MENU only', async () => {
    const merchant = await (await login('merchant@demo.test')).json();
    const codes = merchant.user.role.resources.map((r: { code: string }) => r.code);
    expect(codes).not.toContain('SHOW_CREDENTIALS');
    expect(codes).not.toContain('LOOK_AND_FEEL_V1');
    const payout = merchant.user.role.resources.find((r: { code: string }) => r.code === 'PAYOUT');
    expect(payout.patents.map((p: { code: string }) => p.code)).not.toContain('CHANGE_STATUS');
    const viewer = await (await login('viewer@demo.test')).json();
    const actions = new Set(viewer.user.role.resources.flatMap((r: { patents: { code: string }[] }) => r.patents.map((p) => p.code)));
    expect([...actions].sort()).toEqual(['MENU', 'VIEW']);
    expect(viewer.user.role.resources.map((r: { code: string }) => r.code)).not.toContain('NEW_DASHBOARD');
  });
});

describe('sandbox disclaimer', () => {
  it('is seeded as accepted for super, and is accepted once for merchant', async () => {
    const superCall = authed(api.url, await loginAs(api.url, 'super@demo.test'));
    expect((await (await superCall('/sandbox/user-disclaimer')).json()).acceptedDate).toEqual(expect.any(String));
    const call = authed(api.url, await loginAs(api.url, 'merchant@demo.test'));
    expect(await (await call('/sandbox/user-disclaimer')).json()).toEqual({ acceptedDate: null });
    const accepted = await (await call('/sandbox/user-disclaimer', { method: 'POST', body: '{}' })).json();
    expect(accepted.acceptedDate).toEqual(expect.any(String));
    expect(await (await call('/sandbox/user-disclaimer')).json()).toEqual(accepted);
  });
});

describe('recovery and activation', () => {
  it('accepts the demo keys and refuses others', async () => {
    expect((await post('/recover-password', { email: 'nobody@x.test', backOfficeType: 'SHOP' })).status).toBe(204);
    const put = (body: unknown) =>
      fetch(`${api.url}/recover-password`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect((await put({ key: 'demo-recovery-key', password: 'x1' })).status).toBe(204);
    const bad = await put({ key: 'nope', password: 'x1' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe('Invalid or expired key');
    expect((await post('/email-token', { token: 'demo-activation-token' })).status).toBe(204);
    expect(await (await post('/email-token', { token: 'nope' })).text()).toBe('Invalid or expired token');
    const activate = (token: string) =>
      fetch(`${api.url}/activate-account`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token, password: 'x1' }),
      });
    expect((await activate('demo-activation-token')).status).toBe(204);
    expect((await activate('nope')).status).toBe(400);
  });
});

describe('unknown routes', () => {
  it('answers 404 text under /api', async () => {
    const call = authed(api.url, await loginAs(api.url, 'super@demo.test'));
    const reply = await call('/no-such-thing');
    expect(reply.status).toBe(404);
    expect(await reply.text()).toMatch(/^Not found/);
    expect((await fetch(`${api.origin}/api/reports/v1/x`)).status).toBe(404);
    const badPath = await call('/transactions/%E0%A4%A');
    expect(badPath.status).toBe(400);
  });
});
