import { describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { TransactionDetailsV1, TransactionDetailsV2 } from './TransactionDrawer';
import { fakeDataProvider, roleWith } from './testing';
import type { TransactionDetailV2 } from './types';
import { AdminTestContext } from '../../src/framework/testing/adminTestContext';
import { transactionsResource } from './index';

const detail: TransactionDetailV2 = {
  id: 'd1',
  transactionId: 'd1',
  status: 'APPROVED',
  shopName: 'Andes Store',
  createdDate: '2026-11-21T23:30:00.000Z',
  amount: 1500,
  currency: 'BRL',
  payerFullName: 'Ana Souza',
  buyerFullName: 'Ana Souza',
  enableRefund: true,
  conversionAmount: 300,
  conversionCurrency: 'USD',
  refund: {
    refundId: 'r-77',
    refundAmount: 1500,
    refundCurrencyCode: 'BRL',
    refundStatus: 'CREATED',
    refundDate: '2026-11-21T23:40:00.000Z',
  },
};

function renderDetails(patents: Record<string, string[]>, record: TransactionDetailV2 = detail) {
  render(
    <AdminTestContext
      resource={transactionsResource}
      dataProvider={fakeDataProvider([]).provider}
      role={roleWith({ TRANSACTION_V2: ['VIEW'], ...patents })}
    >
      <RecordContextProvider value={record}>
        <TransactionDetailsV2 />
      </RecordContextProvider>
    </AdminTestContext>,
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

describe('TransactionDetailsV2', () => {
  it('shows the v2 detail with the creation date in UTC and the refund info', async () => {
    renderDetails({});
    expect(await screen.findByText('Andes Store')).toBeInTheDocument();
    expect(screen.getByText('21/11/2026 23:30:00')).toBeInTheDocument();
    expect(screen.getAllByText('R$1,500.00')).toHaveLength(2);
    expect(screen.getByText('r-77')).toBeInTheDocument();
    expect(screen.getByText('Refund status')).toBeInTheDocument();
    // A refund exists already: no second request.
    await settle();
    expect(screen.queryByRole('button', { name: 'Request refund' })).not.toBeInTheDocument();
  });

  it('links the refund to its screen for a role that may open it: a refund payment, or a request of the refunds screen', async () => {
    renderDetails({ TRANSACTION_REFUND_PAYMENT: ['VIEW'] });
    expect(await screen.findByRole('link', { name: 'Open the refund' })).toHaveAttribute('href', '/transaction-refunds/r-77/detail');
    cleanup();
    const byRequest = { ...detail, refund: { ...detail.refund!, refundId: 61, refundRequestId: 61, refundStatus: 'PENDING' } };
    renderDetails({ REFUND: ['VIEW'] }, byRequest);
    expect(await screen.findByRole('link', { name: 'Open the refund' })).toHaveAttribute('href', '/refunds/61/detail');
    cleanup();
    renderDetails({}, byRequest);
    await screen.findByText('Andes Store');
    await settle();
    expect(screen.queryByRole('link', { name: 'Open the refund' })).not.toBeInTheDocument();
  });

  it('hides converted amounts without CONVERSION_REPORT', async () => {
    renderDetails({});
    await screen.findByText('Andes Store');
    await settle();
    expect(screen.queryByText('Converted amount')).not.toBeInTheDocument();
  });

  it('shows converted amounts with CONVERSION_REPORT on TRANSACTION', async () => {
    renderDetails({ TRANSACTION: ['CONVERSION_REPORT'] });
    expect(await screen.findByText('Converted amount')).toBeInTheDocument();
    expect(screen.getByText('US$300.00')).toBeInTheDocument();
  });
});

describe('TransactionDetailsV1 (issue #13)', () => {
  const v1 = { ...detail, paidDate: null, channelType: 'ONLINE', country: 'PE', bankCountry: 'CO', description: '' };

  it('writes "-" for what is empty and names codes in words, the code on hover', async () => {
    render(
      <AdminTestContext
        resource={transactionsResource}
        dataProvider={fakeDataProvider([]).provider}
        role={roleWith({ TRANSACTION: ['VIEW'] })}
      >
        <RecordContextProvider value={v1}>
          <TransactionDetailsV1 />
        </RecordContextProvider>
      </AdminTestContext>,
    );
    await settle();
    const valueOf = (label: string) => screen.getByText(label).closest('.ra-field, .MuiStack-root')?.textContent ?? '';
    expect(valueOf('Paid date')).toMatch(/-$/);
    expect(screen.getByLabelText('Online banking (ONLINE)')).toHaveTextContent('Online banking');
    expect(screen.getByLabelText('Peru (PE)')).toHaveTextContent('Peru');
    expect(screen.getByLabelText('Colombia (CO)')).toHaveTextContent('Colombia');
    expect(screen.queryByText('ONLINE')).toBeNull();
    expect(screen.queryByText('PE')).toBeNull();
  });
});
