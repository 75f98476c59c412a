import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAuthProvider } from '../../providers/authProvider';
import { recordingHttp } from '../../providers/recordingHttp';
import { createSessionStore, memoryStorage } from '../../providers/session';
import { ResetPassword } from './ResetPassword';
import { renderGuardedPage } from './testing';

afterEach(cleanup);

/** The forgotten-password page behind the app's guard, logged out; the server answers 204. */
function renderPage() {
  const session = createSessionStore(memoryStorage());
  const { http, calls } = recordingHttp(() => undefined);
  const authProvider = createAuthProvider({ http, session, resourceCodes: {} });
  renderGuardedPage({ url: '/reset-password', path: '/reset-password', page: <ResetPassword />, session, authProvider });
  return calls;
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send recovery email' }));

describe('ResetPassword: the recovery e-mail by the contract (issue #32)', () => {
  it('refuses an address with a line break in it, under the field, and sends nothing', async () => {
    const calls = renderPage();
    await userEvent.click(await screen.findByLabelText(/^Email/));
    await userEvent.paste('a@demo.test\u0085Bcc: x@y.z');
    await send();
    expect(await screen.findByText('Must not hold line breaks or other control characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('refuses what is not an e-mail address, and keeps what was typed', async () => {
    const calls = renderPage();
    await userEvent.type(await screen.findByLabelText(/^Email/), 'not-an-address');
    await send();
    expect(await screen.findByText('Must be an e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('not-an-address');
    expect(calls).toHaveLength(0);
  });

  it('sends a trimmed address', async () => {
    const calls = renderPage();
    await userEvent.type(await screen.findByLabelText(/^Email/), '  a@demo.test ');
    await send();
    expect(await screen.findAllByText(/a recovery link is on its way/)).not.toHaveLength(0);
    expect(calls.find((call) => call.path === '/recover-password')?.options.body).toEqual({ email: 'a@demo.test', backOfficeType: 'SHOP' });
  });
});
