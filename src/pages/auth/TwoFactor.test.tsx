import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AdminContext, Notification } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { buildCatalog } from '../../i18n/catalog';
import { createAuthProvider } from '../../providers/authProvider';
import { HttpError } from '../../providers/httpError';
import { recordingHttp } from '../../providers/recordingHttp';
import { createSessionStore, memoryStorage } from '../../providers/session';
import { SessionProvider } from '../../layout/SessionContext';
import { RouteGuard } from './RouteGuard';
import { TwoFactor } from './TwoFactor';

afterEach(cleanup);

const i18nProvider = polyglotI18nProvider(() => buildCatalog('en', []), 'en');

const Where = () => {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
};

/**
 * The second-factor page behind the app's guard, over the app's auth provider, once the password
 * was accepted; the server answers the code with `answer`.
 */
async function renderStep(answer: () => unknown) {
  const session = createSessionStore(memoryStorage());
  const { http, calls } = recordingHttp(({ path }) => (path === '/login' ? { session: 's1' } : answer()));
  const authProvider = createAuthProvider({ http, session, resourceCodes: {} });
  await authProvider.login({ username: '2fa@demo.test', password: 'demo123', token: '' });
  render(
    <MemoryRouter initialEntries={['/two-factor-auth?from=%2Fpayouts']}>
      <SessionProvider session={session}>
        <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
          <RouteGuard>
            <Routes>
              <Route path="/two-factor-auth" element={<TwoFactor />} />
              <Route path="*" element={<Where />} />
            </Routes>
          </RouteGuard>
          <Notification />
        </AdminContext>
      </SessionProvider>
    </MemoryRouter>,
  );
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
