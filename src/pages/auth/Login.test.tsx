import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AdminContext, Notification } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { buildCatalog } from '../../i18n/catalog';
import { ruleMessages } from '../../i18n/ruleMessages';
import type { BackOfficeAuthProvider } from '../../providers/types';
import { Login } from './Login';

afterEach(cleanup);

// The app's catalog once the sign-in form has brought the contract rules' words (schemaRules).
const i18nProvider = polyglotI18nProvider(() => buildCatalog('en', [ruleMessages]), 'en');

const Where = () => {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
};

function renderLogin(overrides: Partial<BackOfficeAuthProvider>, entry = '/login') {
  const authProvider = {
    login: vi.fn(async () => undefined),
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    hasRecaptcha: async () => false,
    isTwoFactorPending: () => false,
    ...overrides,
  } as unknown as BackOfficeAuthProvider;
  render(
    <MemoryRouter initialEntries={[entry]}>
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/login" element={<Login />} />
          <Route path="*" element={<Where />} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return authProvider;
}

async function fillAndSubmit() {
  await userEvent.type(screen.getByLabelText(/Username/), ' super@demo.test ');
  await userEvent.type(screen.getByLabelText(/^Password/), 'demo123');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('Login (spec 01 §2.4)', () => {
  it('logs in with trimmed credentials and goes to the from value', async () => {
    const auth = renderLogin({}, '/login?from=%2Ftransactions-v2');
    await fillAndSubmit();
    expect(await screen.findByText('at /transactions-v2')).toBeInTheDocument();
    expect(auth.login).toHaveBeenCalledWith({ username: 'super@demo.test', password: 'demo123', token: '' });
  });

  it('goes to the second factor when one is pending', async () => {
    renderLogin({ isTwoFactorPending: () => true });
    await fillAndSubmit();
    expect(await screen.findByText('at /two-factor-auth')).toBeInTheDocument();
  });

  it('shows the error and keeps what was typed', async () => {
    renderLogin({ login: vi.fn(async () => Promise.reject(new Error('Invalid username or password'))) });
    await fillAndSubmit();
    expect(await screen.findByText('Invalid username or password')).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveValue(' super@demo.test ');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('demo123');
  });

  it("says the contract's rules under the fields and sends nothing (issue #32)", async () => {
    const auth = renderLogin({});
    await userEvent.type(screen.getByLabelText(/Username/), '   ');
    await userEvent.click(screen.getByLabelText(/^Password/));
    await userEvent.paste('x'.repeat(129));
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    // Spec 01 §5's words for a missing field; the password's cap is the API's (LoginBody).
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Must be at most 128 characters')).toBeInTheDocument();
    expect(auth.login).not.toHaveBeenCalled();
  });

  it('keeps Login disabled until the bot check yields a token when the server uses one', async () => {
    renderLogin({ hasRecaptcha: async () => true });
    const checkbox = await screen.findByRole('checkbox', { name: 'I am not a robot' });
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    await userEvent.click(checkbox);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });
});
