import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '../../src/providers/httpError';
import { ResendDialog } from './ResendDialog';
import { fakeNotificationsProvider, notificationRow, roleWith } from './testing';
import { AdminTestContext } from '../../src/framework/testing/adminTestContext';
import { notificationsResource } from './index';

const role = roleWith({ NOTIFICATION: ['VIEW', 'EDIT'] });

function renderDialog(resend?: () => Promise<void>) {
  const row = notificationRow();
  const { provider, calls } = fakeNotificationsProvider([row], { resend });
  const onClose = vi.fn();
  render(
    <AdminTestContext resource={notificationsResource} url="/notifications" dataProvider={provider} role={role}>
      <ResendDialog record={row} onClose={onClose} />
    </AdminTestContext>,
  );
  return { calls, onClose };
}

const urlInput = () => screen.getByRole('textbox', { name: /^URL/ });
const typeUrl = async (text: string) => {
  await userEvent.clear(urlInput());
  if (text) await userEvent.type(urlInput(), text);
};

describe('ResendDialog', () => {
  it('is prefilled with the request URI', async () => {
    renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Resend notification' })).toBeInTheDocument();
    expect(urlInput()).toHaveValue('https://shop.example.com/notify');
  });

  it('requires a URL and a well-formed one, next to the field, without sending', async () => {
    const { calls } = renderDialog();
    await typeUrl('');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await typeUrl('shop.example.com/hook');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    // The contract's rule (contract/writes/notifications.ts), as the API words it in its 400.
    expect(await screen.findByText('Must be an http(s) URL of at most 2048 characters')).toBeInTheDocument();
    expect(urlInput()).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'resendNotification')).toHaveLength(0);
  });

  it('refuses a URL longer than the API takes, or holding a line break, without sending (issue #32)', async () => {
    const { calls } = renderDialog();
    await userEvent.clear(urlInput());
    await userEvent.click(urlInput());
    await userEvent.paste(`https://shop.example.com/${'a'.repeat(2048)}`);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Must be an http(s) URL of at most 2048 characters')).toBeInTheDocument();
    await userEvent.clear(urlInput());
    await userEvent.paste('https://shop.example.com/a\u0085b');
    expect(await screen.findByText('Must not hold line breaks or other control characters')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'resendNotification')).toHaveLength(0);
  });

  it('refuses an address of the local machine or a private network next to the field, without sending (issue #31)', async () => {
    const { calls } = renderDialog();
    for (const local of ['http://localhost:8080/hook', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/hook']) {
      await userEvent.clear(urlInput());
      await userEvent.click(urlInput());
      await userEvent.paste(local);
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      expect(
        await screen.findByText('Must be a public address: notifications are not sent to local or private networks'),
      ).toBeInTheDocument();
      expect(urlInput()).toHaveAttribute('aria-invalid', 'true');
      expect(urlInput()).toHaveValue(local);
    }
    expect(calls.filter((c) => c.method === 'resendNotification')).toHaveLength(0);
  });

  it('sends to the typed URL, confirms and closes', async () => {
    const { calls, onClose } = renderDialog();
    await typeUrl('https://hooks.example.com/retry');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toContainEqual({
      method: 'resendNotification',
      args: [{ transactionId: '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b', url: 'https://hooks.example.com/retry' }],
    });
    // The spec's praise first (spec 01: 'Action done successfully!', 'Perfect!' or 'Ok!'), then what happened.
    expect(await screen.findByText(/^(Action done successfully!|Perfect!|Ok!) Notification sent\.$/)).toBeInTheDocument();
  });

  it('keeps the dialog and what was typed when sending fails', async () => {
    const { onClose } = renderDialog(async () => {
      throw new HttpError('ENTITY_NOT_FOUND', 400);
    });
    await typeUrl('https://hooks.example.com/other');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The notification could not be sent: transaction does not exist')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(urlInput()).toHaveValue('https://hooks.example.com/other');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
  });

  it('shows a url refused by the server under the field', async () => {
    renderDialog(async () => {
      throw new HttpError('url must be at most 2048 characters', 400);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('url must be at most 2048 characters')).not.toHaveLength(0);
    expect(urlInput()).toHaveAttribute('aria-invalid', 'true');
  });
});
