import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { buildCatalog } from '../i18n/catalog';
import { createSessionStore, memoryStorage } from '../providers/session';
import { SandboxDisclaimer } from './SandboxDisclaimer';
import { SessionProvider } from './SessionContext';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const i18nProvider = polyglotI18nProvider(() => buildCatalog('en', []), 'en');

function sessionFor(email: string) {
  const session = createSessionStore(memoryStorage());
  session.setToken('t');
  session.setProfile({ firstName: 'A', lastName: 'B', email: { email }, isLoggedInProd: false, role: { code: 'R', resources: [] } });
  return session;
}

const LogoutProbe = () => {
  const location = useLocation();
  return <p>logged out: {(location.state as { warning?: string } | null)?.warning}</p>;
};

function renderDisclaimer(
  calls: { getDisclaimer: () => Promise<unknown>; acceptDisclaimer?: () => Promise<unknown> },
  email = 'm@demo.test',
) {
  const dataProvider = { ...calls } as unknown as DataProvider;
  render(
    <MemoryRouter initialEntries={['/transactions']}>
      <SessionProvider session={sessionFor(email)}>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
          <Routes>
            <Route path="/logout" element={<LogoutProbe />} />
            <Route
              path="*"
              element={
                <SandboxDisclaimer>
                  <p>screen</p>
                </SandboxDisclaimer>
              }
            />
          </Routes>
        </AdminContext>
      </SessionProvider>
    </MemoryRouter>,
  );
}

describe('SandboxDisclaimer (spec 01 §2.5)', () => {
  it('shows no modal when the server has an acceptance date', async () => {
    const getDisclaimer = vi.fn(async () => ({ acceptedDate: '2026-11-01T10:00:00Z' }));
    renderDisclaimer({ getDisclaimer });
    await waitFor(() => expect(getDisclaimer).toHaveBeenCalledTimes(1));
    expect(screen.getByText('screen')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('enables OK only after the checkbox, then accepts', async () => {
    const acceptDisclaimer = vi.fn(async () => ({ acceptedDate: '2026-11-21T10:00:00Z' }));
    renderDisclaimer({ getDisclaimer: async () => ({ acceptedDate: null }), acceptDisclaimer });
    const dialog = await screen.findByRole('dialog', { name: 'Sandbox environment' });
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /test environment/ }));
    expect(ok).toBeEnabled();
    await userEvent.click(ok);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(acceptDisclaimer).toHaveBeenCalledTimes(1);
  });

  it('logs out with the warning when Cancel is chosen', async () => {
    renderDisclaimer({ getDisclaimer: async () => ({ acceptedDate: null }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('logged out: messages.disclaimer_required')).toBeInTheDocument();
  });

  it('logs out with the warning when the acceptance comes back without a date', async () => {
    renderDisclaimer({ getDisclaimer: async () => ({ acceptedDate: null }), acceptDisclaimer: async () => ({ acceptedDate: null }) });
    await userEvent.click(await screen.findByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('logged out: messages.disclaimer_required')).toBeInTheDocument();
  });
});
