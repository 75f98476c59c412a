import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { RequestRefundButton } from './RequestRefundButton';
import { fakeDataProvider, roleWith } from './testing';
import type { TransactionDetailV2 } from './types';
import { AdminTestContext } from '../../src/framework/testing/adminTestContext';
import { transactionsResource } from './index';

const detail = (overrides: Partial<TransactionDetailV2> = {}): TransactionDetailV2 => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  transactionId: 'a1b2c3d4-0000-4000-8000-000000000001',
  status: 'APPROVED',
  enableRefund: true,
  refund: null,
  ...overrides,
});

function renderButton(record: TransactionDetailV2, patents: string[] = ['ADD'], reply?: { status: boolean; errorMessage?: string }) {
  const { provider, calls } = fakeDataProvider([]);
  if (reply) provider.requestRefund = async (id) => (calls.push({ method: 'requestRefund', args: [id] }), reply);
  const onRequested = vi.fn();
  render(
    <AdminTestContext
      resource={transactionsResource}
      dataProvider={provider}
      role={roleWith({ TRANSACTION_V2: ['VIEW'], REFUND: patents })}
    >
      <RecordContextProvider value={record}>
        <RequestRefundButton onRequested={onRequested} />
      </RecordContextProvider>
    </AdminTestContext>,
  );
  return { calls, onRequested };
}

describe('RequestRefundButton', () => {
  it('confirms, requests the refund, notifies and hands back to the drawer', async () => {
    const { calls, onRequested } = renderButton(detail());
    await userEvent.click(await screen.findByRole('button', { name: 'Request refund' }));
    expect(screen.getByText(/A refund request will be created for transaction a1b2c3d4/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm refund' }));
    expect(await screen.findByText('Refund Requested Successfully.')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'requestRefund', args: ['a1b2c3d4-0000-4000-8000-000000000001'] }]);
    expect(onRequested).toHaveBeenCalled();
  });

  it('shows the errorMessage of a false status and stays open', async () => {
    const { onRequested } = renderButton(detail(), ['ADD'], {
      status: false,
      errorMessage: 'This transaction already has a refund request',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Request refund' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm refund' }));
    expect(await screen.findByText('This transaction already has a refund request')).toBeInTheDocument();
    expect(onRequested).not.toHaveBeenCalled();
  });

  it('is absent without enableRefund or once a refund exists', async () => {
    renderButton(detail({ enableRefund: false }));
    renderButton(
      detail({
        refund: { refundId: 1, refundAmount: 1, refundCurrencyCode: 'BRL', refundStatus: 'CREATED', refundDate: '2026-11-21T00:00:00Z' },
      }),
    );
    renderButton(detail({ transactionId: 'control' }));
    // The control row shows once permissions resolve; the other two never do.
    expect(await screen.findAllByRole('button', { name: 'Request refund' })).toHaveLength(1);
  });

  it('is absent without REFUND ADD', async () => {
    renderButton(detail(), ['VIEW']);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('button', { name: 'Request refund' })).not.toBeInTheDocument();
  });
});
