import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { config } from '../../src/config';
import { HttpError } from '../../src/providers/httpError';
import { StatusChangeDialog } from './StatusChangeDialog';
import { fakeDataProvider, pendingRow, roleWith } from './testing';
import type { TransactionRow } from './types';
import { AdminTestContext } from '../../src/framework/testing/adminTestContext';
import { transactionsResource } from './index';

const role = roleWith({ TRANSACTION: ['VIEW'], PAYIN_STATUS_CHANGE: [] });

function renderDialog(row: TransactionRow, rows: TransactionRow[] = [row], refusal?: Error) {
  const { provider, calls } = fakeDataProvider(rows);
  if (refusal) provider.pushPayinStatus = async () => Promise.reject(refusal);
  const onClose = vi.fn();
  render(
    <AdminTestContext resource={transactionsResource} dataProvider={provider} role={role}>
      <StatusChangeDialog record={row} onClose={onClose} />
    </AdminTestContext>,
  );
  return { calls, onClose };
}

const openStatusOptions = async () => {
  await userEvent.click(screen.getByRole('combobox', { name: /New status/ }));
  return within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent);
};

const chooseStatus = async (name: string) => {
  await openStatusOptions();
  await userEvent.click(screen.getByRole('option', { name }));
};

afterEach(() => {
  config.environment = 'Sandbox';
});

describe('StatusChangeDialog', () => {
  it('offers only the transitions allowed from the current status', async () => {
    renderDialog(pendingRow({ status: 'PENDING' }));
    expect(screen.getByRole('dialog', { name: 'Change transaction status' })).toBeInTheDocument();
    const options = await openStatusOptions();
    expect(options).toEqual(['Approved', 'Cancelled', 'Expired', 'Failed', 'Missing Info', 'On Hold', 'Rejected']);
  });

  it('preselects no status: Send waits for a choice (issue #13: a final Approved was the default)', async () => {
    renderDialog(pendingRow());
    expect(screen.getByRole('combobox', { name: /New status/ })).not.toHaveTextContent(/Approved|Rejected/);
    expect(screen.getByRole('button', { name: 'Send status' })).toBeDisabled();
    await chooseStatus('Cancelled');
    expect(screen.getByRole('button', { name: 'Send status' })).toBeEnabled();
  });

  it('prefills the notification URL and validates it', async () => {
    renderDialog(pendingRow());
    const url = screen.getByRole('textbox', { name: 'Notification URL' });
    expect(url).toHaveValue('https://shop.example.com/notify');
    await userEvent.clear(url);
    await userEvent.click(url);
    await userEvent.paste('not a url');
    // The contract's rule (contract/writes/sandbox.ts), as the API words it in its 400.
    expect(screen.getByText('Must be an http(s) URL of at most 2048 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send status' })).toBeDisabled();
  });

  it('pushes the chosen status and confirms', async () => {
    const { calls, onClose } = renderDialog(pendingRow());
    await openStatusOptions();
    await userEvent.click(screen.getByRole('option', { name: 'Rejected' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send status' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: 'pushPayinStatus',
        args: [{ transactionId: pendingRow().transactionId, status: 'REJECTED', notificationUrl: 'https://shop.example.com/notify' }],
      },
    ]);
    expect(await screen.findByText('Status update requested. It will apply in a few seconds.')).toBeInTheDocument();
  });

  it('shows ENTITY_EXIST as its message and keeps the form values', async () => {
    const row = pendingRow();
    // The server already holds a pending update the list has not shown yet.
    const serverRow = { ...row, pendingStatusUpdate: { status: 'APPROVED' } };
    const { onClose } = renderDialog(row, [serverRow]);
    await chooseStatus('Approved');
    const url = screen.getByRole('textbox', { name: 'Notification URL' });
    await userEvent.clear(url);
    await userEvent.click(url);
    await userEvent.paste('https://other.example.com/hook');
    await userEvent.click(screen.getByRole('button', { name: 'Send status' }));
    expect(await screen.findByText('status update already exists')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(url).toHaveValue('https://other.example.com/hook');
    expect(screen.getByRole('combobox', { name: /New status/ })).toHaveTextContent('Approved');
  });

  it("shows the server's refusal of the URL under the field, keeps what was typed, and clears it on edit", async () => {
    const refusal = new HttpError('notificationUrl must be an http(s) URL of at most 2048 characters', 400);
    const { onClose } = renderDialog(pendingRow(), undefined, refusal);
    await chooseStatus('Approved');
    const url = screen.getByRole('textbox', { name: 'Notification URL' });
    const typed = `https://shop.example.com/${'x'.repeat(40)}`;
    await userEvent.clear(url);
    await userEvent.click(url);
    await userEvent.paste(typed);
    await userEvent.click(screen.getByRole('button', { name: 'Send status' }));
    expect(await screen.findByText(refusal.message)).toBeInTheDocument();
    expect(url).toHaveAccessibleDescription(refusal.message);
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveValue(typed);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.type(url, '/');
    expect(screen.queryByText(refusal.message)).not.toBeInTheDocument();
  });

  it('shows ENTITY_NOT_FOUND as its message', async () => {
    renderDialog(pendingRow(), []);
    await chooseStatus('Approved');
    await userEvent.click(screen.getByRole('button', { name: 'Send status' }));
    expect(await screen.findByText('transaction does not exist')).toBeInTheDocument();
  });

  it('outside Sandbox says it is sandbox-only and offers no submit', () => {
    config.environment = 'Production';
    renderDialog(pendingRow());
    expect(screen.getByText('Changing a status is a sandbox-only function.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
