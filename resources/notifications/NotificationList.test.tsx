import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationList } from './NotificationList';
import { fakeNotificationsProvider, notificationRow, roleWith } from './testing';
import { AdminTestContext } from '../../src/framework/testing/adminTestContext';
import { notificationsResource } from './index';

const rows = [
  notificationRow(),
  notificationRow({
    id: 8,
    transactionNotificationLogID: 8,
    trackingId: 'TRK-0002',
    networkOperationStatus: 0,
    networkOperationStatusName: 'Timeout',
  }),
];

function renderList(patents: string[]) {
  const { provider, calls } = fakeNotificationsProvider(rows);
  render(
    <AdminTestContext
      resource={notificationsResource}
      url="/notifications"
      dataProvider={provider}
      role={roleWith({ NOTIFICATION: patents })}
    >
      <NotificationList />
    </AdminTestContext>,
  );
  return calls;
}

const rowOf = async (trackingId: string) => {
  const row = (await screen.findByText(trackingId)).closest('tr');
  if (!row) throw new Error(`no row ${trackingId}`);
  return row;
};

describe('NotificationList', () => {
  it("fetches today's log, newest first", async () => {
    const calls = renderList(['VIEW']);
    await rowOf('TRK-0001');
    const filter = calls.find((c) => c.method === 'getList')?.args[0] as Record<string, unknown>;
    expect(filter.dateFrom).toMatch(/^\d{2}\/\d{2}\/\d{4} 00:00:00\.000$/);
    expect(filter.dateTo).toMatch(/^\d{2}\/\d{2}\/\d{4} 23:59:59\.999$/);
    expect(filter.dateFrom?.toString().slice(0, 10)).toBe(filter.dateTo?.toString().slice(0, 10));
  });

  it('shows the network outcome in words, not colour alone', async () => {
    renderList(['VIEW']);
    expect(within(await rowOf('TRK-0001')).getByText('200 OK')).toBeInTheDocument();
    expect(
      within(await rowOf('TRK-0002'))
        .getByText('Timeout')
        .closest('[data-outcome]'),
    ).toHaveAttribute('data-outcome', 'failed');
  });

  it('offers View Request and View Response to a viewer, but no Retry', async () => {
    renderList(['VIEW', 'MENU']);
    const row = await rowOf('TRK-0001');
    expect(within(row).getByRole('button', { name: 'View Request' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'View Response' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Retry' })).toBeNull();
    // Written beside the arrows (issue #13), not only in a tooltip.
    expect(within(row).getByRole('button', { name: 'View Request' })).toHaveTextContent('View Request');
    expect(within(row).getByRole('button', { name: 'View Response' })).toHaveTextContent('View Response');
  });

  it('opens the resend modal from Retry with NOTIFICATION EDIT', async () => {
    renderList(['VIEW', 'EDIT']);
    const row = await rowOf('TRK-0001');
    await userEvent.click(await within(row).findByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend notification' });
    expect(within(dialog).getByRole('textbox', { name: /^URL/ })).toHaveValue('https://shop.example.com/notify');
  });

  it('opens the response of a row from View Response', async () => {
    const calls = renderList(['VIEW']);
    await userEvent.click(within(await rowOf('TRK-0002')).getByRole('button', { name: 'View Response' }));
    expect(await screen.findByRole('dialog', { name: 'Notification response' })).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'notificationPayload', args: [8, 'response'] });
  });
});
