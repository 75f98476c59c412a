import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { AdminTestContext, fakeDataProvider, noRetryQueryClient } from '../../src/framework/testing/adminTestContext';
import { transactionsV2Resource } from '../transactions-v2';
import { MoneyTrail, type MoneyTrailReply } from './MoneyTrail';

afterEach(cleanup);

const TRAIL: MoneyTrailReply = {
  transactionId: 'tx-1',
  status: 'APPROVED',
  amount: 100,
  currency: 'USD',
  paidDate: '2026-10-05T10:00:00.000Z',
  refunds: [],
  refundPayments: [
    { transactionRefundId: 7, createdDate: '2026-10-07T10:00:00.000Z', amount: 30, currency: 'USD', status: 'PAID', isManual: false },
  ],
  claims: [
    { claimId: 9, claimDate: '2026-10-08T10:00:00.000Z', amount: 70, currency: 'USD', status: 'IN_FAVOR_MERCHANT', channel: 'CREDITCARD' },
  ],
  settlement: {
    settlementId: 12,
    shopName: 'Pampa Store',
    fromDate: '2026-10-05T00:00:00.000Z',
    toDate: '2026-10-11T23:59:59.999Z',
    status: 'PAID',
    payoutAmount: 623.65,
    currencyCode: 'USD',
  },
  withdrawal: { withdrawalId: 31, status: 'PAID', createdDate: '2026-10-20T10:00:00.000Z', netAmount: 1200, currencyCode: 'USD' },
};

function renderTrail(grants: string[], trail: MoneyTrailReply = TRAIL) {
  const provider = fakeDataProvider();
  provider.lookup.mockResolvedValue(trail);
  render(
    <AdminTestContext
      resource={transactionsV2Resource}
      dataProvider={provider}
      grants={grants}
      url="/transactions-v2"
      queryClient={noRetryQueryClient()}
    >
      <RecordContextProvider value={{ id: 'tx-1', transactionId: 'tx-1' }}>
        <MoneyTrail />
      </RecordContextProvider>
    </AdminTestContext>,
  );
  return provider;
}

describe('MoneyTrail (issue #17)', () => {
  it('follows the pay-in to its refund payment, its chargeback, its settlement and the withdrawal that paid it out, each a link', async () => {
    const provider = renderTrail([
      'TRANSACTION_V2:VIEW',
      'TRANSACTION_REFUND_PAYMENT:VIEW',
      'CLAIM:VIEW',
      'SETTLEMENT:VIEW',
      'WITHDRAWAL:VIEW',
    ]);
    const trail = await screen.findByRole('list', { name: 'Where the money of this pay-in went' });
    expect(provider.lookup).toHaveBeenCalledWith('/transactions/tx-1/money-trail');
    const href = (name: string | RegExp) => within(trail).getByRole('link', { name }).getAttribute('href');
    expect(await within(trail).findByText('Paid on 05/10/2026')).toBeInTheDocument();
    await vi.waitFor(() => expect(within(trail).getAllByRole('link')).toHaveLength(4));
    expect(href('Refund payment 7')).toBe('/transaction-refunds/7/detail');
    expect(href('Chargeback 9')).toBe('/claims?show=9');
    expect(href(/^Settlement 12/)).toBe('/settlements?show=12');
    expect(href('Withdrawal 31')).toBe('/withdrawals?show=31');
  });

  it('names each step without a link for a role that cannot open its screen, and says what has not happened yet', async () => {
    renderTrail(['TRANSACTION_V2:VIEW'], { ...TRAIL, refundPayments: [], claims: [], withdrawal: null });
    const trail = await screen.findByRole('list', { name: 'Where the money of this pay-in went' });
    expect(await within(trail).findByText(/^Settlement 12/)).toBeInTheDocument();
    expect(within(trail).queryAllByRole('link')).toHaveLength(0);
    expect(within(trail).getByText('No refund')).toBeInTheDocument();
    expect(within(trail).getByText('No claim or chargeback')).toBeInTheDocument();
    expect(within(trail).getByText('No withdrawal has paid this settlement out yet')).toBeInTheDocument();
  });
});
