import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeFilterCookies } from '../../src/framework';
import { transactionsResource } from './index';
import { TransactionList } from './TransactionList';
import { transactionFirstPage } from './firstPage';
import { fakeDataProvider, pendingRow, roleWith } from './testing';
import type { TransactionRow } from './types';
import { AdminTestContext } from '../../src/framework/testing/adminTestContext';

const UUID = '0b7a6f43-2c1d-4e8f-9a0b-1c2d3e4f5a6b';
const rows: TransactionRow[] = [
  pendingRow({ id: 'p1', transactionId: 'p1', status: 'PENDING' }),
  pendingRow({ id: 'a1', transactionId: 'a1', status: 'APPROVED', paidDate: '2026-11-21T12:00:00.000Z' }),
  pendingRow({ id: 'w1', transactionId: 'w1', status: 'ONHOLD', pendingStatusUpdate: { status: 'APPROVED' } }),
];

function renderList(patents: Record<string, string[]>) {
  const { provider, calls } = fakeDataProvider(rows.map((r) => ({ ...r })));
  render(
    <AdminTestContext resource={transactionsResource} dataProvider={provider} role={roleWith({ TRANSACTION: ['VIEW'], ...patents })}>
      <TransactionList version="v1" />
    </AdminTestContext>,
  );
  return calls;
}

const changeButtonOf = (id: string) => {
  const row = screen.getByText(id).closest('tr');
  if (!row) throw new Error(`no row ${id}`);
  return within(row).queryByRole('button', { name: 'Change status' });
};

describe('TransactionList', () => {
  it('asks first for exactly what the boot prefetch asks for (firstPage), saved filters included', async () => {
    writeFilterCookies('transactions_', { status: ['PENDING', 'ONHOLD'], email: 'a@b.example' }, ['status', 'email']);
    try {
      const calls = renderList({});
      await screen.findByText('p1');
      const lists = calls.filter((c) => c.method === 'getList');
      expect(lists).toHaveLength(1);
      expect(lists[0].args[0]).toEqual(transactionFirstPage(transactionsResource)?.filter);
    } finally {
      writeFilterCookies('transactions_', {}, ['status', 'email']);
    }
  });

  it('fetches today, by created date, with every status', async () => {
    const calls = renderList({});
    await screen.findByText('p1');
    const filter = calls.find((c) => c.method === 'getList')?.args[0] as Record<string, unknown>;
    expect(filter.dateType).toBe('createdDate');
    expect(filter.status).toHaveLength(8);
    expect(filter.createdDateFrom).toMatch(/^\d{2}\/\d{2}\/\d{4} 00:00:00\.000$/);
    expect(filter.createdDateTo).toMatch(/^\d{2}\/\d{2}\/\d{4} 23:59:59\.999$/);
  });

  it('enables the status change only where a transition is allowed and nothing is pending', async () => {
    renderList({ PAYIN_STATUS_CHANGE: [] });
    await screen.findByText('p1');
    await waitFor(() => expect(changeButtonOf('p1')).toBeEnabled());
    expect(changeButtonOf('a1')).toBeDisabled();
    expect(changeButtonOf('w1')).toBeDisabled();
    expect(screen.getAllByLabelText('Status update to Approved pending').length).toBeGreaterThan(0);
  });

  it('opens the status dialog with the row prefilled', async () => {
    renderList({ PAYIN_STATUS_CHANGE: [] });
    await screen.findByText('p1');
    await waitFor(() => expect(changeButtonOf('p1')).toBeEnabled());
    await userEvent.click(changeButtonOf('p1')!);
    const dialog = await screen.findByRole('dialog', { name: 'Change transaction status' });
    expect(within(dialog).getByRole('textbox', { name: 'Notification URL' })).toHaveValue('https://shop.example.com/notify');
  });

  it('offers no status change without PAYIN_STATUS_CHANGE', async () => {
    renderList({});
    await screen.findByText('p1');
    // The TRANSACTION row renders its other cells; the action column stays empty.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(changeButtonOf('p1')).toBeNull();
  });

  it('Apply widens a range ending at 23:59 before sending and persisting it, with no missing-filters flash', async () => {
    const keys = ['createdDateFrom', 'createdDateTo', 'dateType', 'status'];
    writeFilterCookies(
      'transactions_',
      {
        createdDateFrom: '20/11/2026 10:30:00.000',
        createdDateTo: '21/11/2026 23:59:00.000',
        dateType: 'paidDate',
        status: ['APPROVED'],
      },
      keys,
    );
    try {
      const calls = renderList({});
      await screen.findByText('p1');
      const before = calls.length;
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      await waitFor(() =>
        expect(calls.filter((c) => c.method === 'getList').at(-1)?.args[0]).toMatchObject({
          createdDateFrom: '20/11/2026 00:00:00.000',
          createdDateTo: '21/11/2026 23:59:59.999',
          dateType: 'paidDate',
          status: ['APPROVED'],
        }),
      );
      expect(decodeURIComponent(document.cookie)).toContain('transactions_createdDateTo="21/11/2026 23:59:59.999"');
      expect(decodeURIComponent(document.cookie)).toContain('transactions_createdDateFrom="20/11/2026 00:00:00.000"');
      expect(screen.queryByText('Missing required filters')).not.toBeInTheDocument();
      // Apply goes straight to the widened range: no fetch in between with the un-widened one.
      const sent = calls
        .slice(before)
        .filter((c) => c.method === 'getList')
        .map((c) => (c.args[0] as Record<string, unknown>).createdDateTo);
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.every((to) => to === '21/11/2026 23:59:59.999')).toBe(true);
    } finally {
      writeFilterCookies('transactions_', {}, keys);
    }
  });

  it('searches a full transaction id as transactionId and skips the required filters', async () => {
    const calls = renderList({});
    await screen.findByText('p1');
    const search = await screen.findByRole('searchbox', { name: 'Search by transaction ID' });
    await userEvent.type(search, `${UUID}{Enter}`);
    await waitFor(() => expect(calls.filter((c) => c.method === 'getList').at(-1)?.args[0]).toMatchObject({ transactionId: UUID }));
    await userEvent.clear(search);
    await userEvent.type(search, 'TRK{Enter}');
    await waitFor(() => {
      const filter = calls.filter((c) => c.method === 'getList').at(-1)?.args[0] as Record<string, unknown>;
      expect(filter).toMatchObject({ idQuery: 'TRK' });
      expect(filter).not.toHaveProperty('transactionId');
    });
  });
});
