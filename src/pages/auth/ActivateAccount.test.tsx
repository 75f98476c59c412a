import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAuthProvider } from '../../providers/authProvider';
import { recordingHttp } from '../../providers/recordingHttp';
import { createSessionStore, memoryStorage } from '../../providers/session';
import { ActivateAccount } from './ActivateAccount';
import { renderGuardedPage } from './testing';

afterEach(cleanup);

/** The activation page behind the app's guard; the token check succeeds. */
function renderActivation(loggedIn: boolean) {
  const session = createSessionStore(memoryStorage());
  if (loggedIn) {
    session.setToken('t');
    session.setProfile({
      firstName: 'A',
      lastName: 'B',
      email: { email: 'a@demo.test' },
      isLoggedInProd: false,
      role: { code: 'R', resources: [] },
    });
  }
  const { http, calls } = recordingHttp(() => ({}));
  const authProvider = createAuthProvider({ http, session, resourceCodes: {} });
  renderGuardedPage({ url: '/activate-account?key=abc', path: '/activate-account', page: <ActivateAccount />, session, authProvider });
  return calls;
}

describe('ActivateAccount (spec 01 §2.2, §2.4; issue #30 item 28)', () => {
  it('stays open to a logged-in user, whose footer links the data processing agreement', async () => {
    renderActivation(true);
    expect(await screen.findByRole('link', { name: 'Data processing agreement (PDF)' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Activate account' })).toBeInTheDocument();
    expect(screen.queryByText(/^at \//)).toBeNull();
    expect(screen.queryByText(/log out first/i)).toBeNull();
  });

  it("says the contract's password rule and the confirmation's own, and sends nothing (issue #32)", async () => {
    const calls = renderActivation(false);
    await userEvent.click(await screen.findByLabelText(/^Password/));
    await userEvent.paste('p'.repeat(129));
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Activate account' }));
    expect(await screen.findByText('Must be at most 128 characters')).toBeInTheDocument();
    expect(screen.getByText('passwords do not match')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/activate-account')).toHaveLength(0);
  });

  it("leaves an empty password to spec 01 §5's words", async () => {
    renderActivation(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Activate account' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
  });

  it('shows a logged-out user the form without that link', async () => {
    renderActivation(false);
    expect(await screen.findByRole('button', { name: 'Activate account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About us' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Data processing agreement (PDF)' })).toBeNull();
  });
});
