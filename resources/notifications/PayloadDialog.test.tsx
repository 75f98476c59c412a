import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { HttpError } from '../../src/providers/httpError';
import { NotificationDetails } from './NotificationDrawer';
import { PayloadDialog } from './PayloadDialog';
import { fakeNotificationsProvider, notificationRow, roleWith } from './testing';
import type { NotificationRow, PayloadPart } from './types';
import { RecordContextProvider } from 'react-admin';
import { AdminTestContext } from '../../src/framework/testing/adminTestContext';
import { notificationsResource } from './index';

const role = roleWith({ NOTIFICATION: ['VIEW'] });
const HTML = '<html><body><h1>Internal Server Error</h1><script>window.hacked = true</script></body></html>';

function renderDialog(row: NotificationRow, part: PayloadPart, options?: Parameters<typeof fakeNotificationsProvider>[1]) {
  const { provider, calls } = fakeNotificationsProvider([row], options);
  render(
    <AdminTestContext resource={notificationsResource} url="/notifications" dataProvider={provider} role={role}>
      <PayloadDialog record={row} part={part} onClose={() => undefined} />
    </AdminTestContext>,
  );
  return calls;
}

describe('PayloadDialog', () => {
  it('fetches the request and shows it as formatted JSON with the URI', async () => {
    const calls = renderDialog(notificationRow(), 'request');
    const dialog = await screen.findByRole('dialog', { name: 'Notification request' });
    const body = await within(dialog).findByRole('region', { name: 'Request body' });
    expect(body.tagName).toBe('PRE');
    expect(body.textContent).toBe('{\n  "transactionId": "3f2b8c1e",\n  "status": "APPROVED",\n  "amount": 10.5\n}');
    expect(within(dialog).getByText('JSON, formatted')).toBeInTheDocument();
    expect(within(dialog).getByText('https://shop.example.com/notify')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy body' })).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'notificationPayload', args: [7, 'request'] });
  });

  it('shows an HTML response literally, never as markup', async () => {
    renderDialog(notificationRow({ networkOperationResponseBody: HTML }), 'response');
    const dialog = await screen.findByRole('dialog', { name: 'Notification response' });
    const body = await within(dialog).findByRole('region', { name: 'Response body' });
    expect(body.textContent).toBe(HTML);
    expect(body.querySelector('script, h1, html, body')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(within(dialog).getByText('Plain text')).toBeInTheDocument();
  });

  it('says when the body is empty', async () => {
    renderDialog(notificationRow({ networkOperationResponseBody: '' }), 'response');
    expect(await screen.findByText('The body is empty.')).toBeInTheDocument();
  });

  it('shows a spinner while loading and the error when the call fails', async () => {
    let fail: (error: Error) => void = () => undefined;
    renderDialog(notificationRow(), 'request', {
      payload: () =>
        new Promise((_resolve, reject) => {
          fail = reject;
        }),
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
    fail(new HttpError('Something broke', 500));
    expect(await screen.findByText('The body could not be loaded: Something broke')).toBeInTheDocument();
  });
});

describe('NotificationDetails', () => {
  it('shows every field, with both bodies as text', async () => {
    const row = notificationRow({
      networkOperationStatus: 500,
      networkOperationStatusName: 'Internal Server Error',
      networkOperationResponseBody: HTML,
    });
    render(
      <AdminTestContext
        resource={notificationsResource}
        url="/notifications"
        dataProvider={fakeNotificationsProvider([row]).provider}
        role={role}
      >
        <RecordContextProvider value={row}>
          <NotificationDetails />
        </RecordContextProvider>
      </AdminTestContext>,
    );
    for (const label of [
      'Log ID',
      'Date',
      'Transaction ID',
      'Tracking ID',
      'Transaction status',
      'Network status',
      'Network status name',
      'Request URI',
    ]) {
      expect(screen.getAllByText(label).length, label).toBeGreaterThan(0);
    }
    expect(screen.getByText(row.transactionID)).toBeInTheDocument();
    expect(screen.getByText('TRK-0001')).toBeInTheDocument();
    expect(screen.getByText('500 Internal Server Error')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Request body' }).textContent).toContain('"status": "APPROVED"');
    expect(screen.getByRole('region', { name: 'Response body' }).textContent).toBe(HTML);
  });
});
