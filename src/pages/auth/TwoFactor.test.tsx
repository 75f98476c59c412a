import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAuthProvider } from '../../providers/authProvider';
import { HttpError } from '../../providers/httpError';
import { recordingHttp } from '../../providers/recordingHttp';
import { createSessionStore, memoryStorage } from '../../providers/session';
import { TwoFactor } from './TwoFactor';
import { renderGuardedPage } from './testing';

afterEach(cleanup);

/**
 * The second-factor page behind the app's guard, over the app's auth provider, once the password
 * was accepted; the server answers the code with `answer`.
 */
async function renderStep(answer: () => unknown) {
  const session = createSessionStore(memoryStorage());
  const { http, calls } = recordingHttp(({ path }) => (path === '/login' ? { session: 's1' } : answer()));
  const authProvider = createAuthProvider({ http, session, resourceCodes: {} });
  await authProvider.login({ username: '2fa@demo.test', password: 'demo123', token: '' });
  renderGuardedPage({ url: '/two-factor-auth?from=%2Fpayouts', path: '/two-factor-auth', page: <TwoFactor />, session, authProvider });
  return { session, calls };
}

async function submitCode(code: string) {
  await userEvent.type(await screen.findByLabelText(/Verification code/), code);
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('TwoFactor (spec 01 §2.4, §4.2; issue #30 item 28)', () => {
  it('after a wrong code says so, clears token and session and asks for the password again', async () => {
    const { session, calls } = await renderStep(() => new HttpError('Invalid code', 400));
    await submitCode('000000');
    expect(await screen.findByText('at /login?from=%2Fpayouts')).toBeInTheDocument();
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
    expect(session.getTwoFactorSession()).toBeNull();
    expect(session.getToken()).toBeNull();
    expect(calls.filter((call) => call.path === '/login/two-factor-auth')).toHaveLength(1);
  });

  it('refuses a code longer than the API takes, under the field, sending nothing (issue #32)', async () => {
    const { calls } = await renderStep(() => ({}));
    await submitCode('12345678901234567');
    expect(await screen.findByText('Must be at most 16 characters')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/login/two-factor-auth')).toHaveLength(0);
  });

  it('with the right code goes where the user was going', async () => {
    const { session } = await renderStep(() => ({
      token: 't1',
      user: { firstName: 'A', lastName: 'B', email: { email: '2fa@demo.test' }, isLoggedInProd: false, role: { code: 'R', resources: [] } },
    }));
    await submitCode('123456');
    expect(await screen.findByText('at /payouts')).toBeInTheDocument();
    expect(session.getToken()).toBe('t1');
  });
});
