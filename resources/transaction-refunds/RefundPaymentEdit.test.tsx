import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminTestContext, currentLocation, fakeDataProvider, testI18nProviderFor } from '../../src/framework/testing/adminTestContext';
import { transactionManualRefundsResource } from '../transaction-manual-refunds';
import { transactionRefundsResource } from './index';
import { RefundPaymentEdit } from './RefundPaymentEdit';
import type { RefundPaymentRow } from './rows';

beforeAll(async () => {
  await testI18nProviderFor(transactionRefundsResource);
  await testI18nProviderFor(transactionManualRefundsResource);
});
afterEach(cleanup);

const ROW: RefundPaymentRow = {
  id: 12,
  transactionRefundId: 12,
  transactionId: '5829f73a-4439-438f-a98d-9839153fff57',
  shopId: 3,
  shopName: 'Andes Holdings',
  createdDate: '2026-11-12T23:37:00.000Z',
  partnerName: 'AfriSwitch',
  paymentMethodName: 'Fawry',
  transactionAmount: 100,
  currencyCode: 'USD',
  uniqueIdentifier: 'E2E123',
  reason: 'Customer requested a refund',
  status: 'APPROVED',
  amount: 80,
  refundFee: 1.25,
  errorMessage: null,
  editedByUser: 'ops@provider.example',
  buyerFullName: 'Nour Fathy',
  buyerPersonalId: '2296',
  buyerEmail: 'nour@mail.example',
  payerFullName: 'Nour Fathy',
  payerPersonalId: '2296',
  bankName: 'Banque Misr',
  agencyNumber: '7942',
  accountNumber: '8239351427',
  pixKey: null,
  isManual: false,
};

function renderPage(grants: string[], resource = transactionRefundsResource) {
  const provider = fakeDataProvider({}, [ROW]);
  provider.updateRefundPaymentStatus.mockResolvedValue(undefined);
  render(
    <AdminTestContext
      resource={resource}
      dataProvider={provider}
      grants={grants}
      url={`/${resource.name}/12/detail`}
      path={`/${resource.name}/:id/detail`}
    >
      <RefundPaymentEdit />
    </AdminTestContext>,
  );
  return provider;
}

describe('a refund payment (spec 03 §2, §4, §5)', () => {
  it('shows the buyer and payer and the total refund = amount - fee', async () => {
    renderPage(['TRANSACTION_REFUND_PAYMENT:VIEW']);
    expect(await screen.findByRole('heading', { name: 'Refund payment 12' })).toBeInTheDocument();
    expect(await screen.findByText('US$78.75')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Buyer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payer' })).toBeInTheDocument();
    expect(screen.getByText('Banque Misr')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('needs the error message with ERROR, clears it for another status, saves and goes back', async () => {
    const provider = renderPage(['TRANSACTION_REFUND_PAYMENT:VIEW', 'TRANSACTION_REFUND:EDIT']);
    await userEvent.click(await screen.findByRole('combobox', { name: /^Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Error' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The contract's rule (contract/writes/transactionRefunds.ts), as the API words it.
    expect(await screen.findByText('Is required when the status is ERROR')).toBeInTheDocument();
    expect(provider.updateRefundPaymentStatus).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /^Error message/ }), 'Account closed');
    await userEvent.click(screen.getByRole('combobox', { name: /^Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Paid' }));
    expect(screen.queryByRole('textbox', { name: /^Error message/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /^Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Error' }));
    expect(screen.getByRole('textbox', { name: /^Error message/ })).toHaveValue('');
    await userEvent.type(screen.getByRole('textbox', { name: /^Error message/ }), 'Invalid Pix key');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(provider.updateRefundPaymentStatus).toHaveBeenCalledWith({
        transactionRefundId: 12,
        status: 'ERROR',
        errorMessage: 'Invalid Pix key',
      }),
    );
    await waitFor(() => expect(currentLocation().pathname).toBe('/transaction-refunds'));
  });

  it("says the contract's length rule under the error message and sends nothing", async () => {
    const provider = renderPage(['TRANSACTION_REFUND_PAYMENT:VIEW', 'TRANSACTION_REFUND:EDIT']);
    await userEvent.click(await screen.findByRole('combobox', { name: /^Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Error' }));
    await userEvent.click(screen.getByRole('textbox', { name: /^Error message/ }));
    await userEvent.paste('x'.repeat(256));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at most 255 characters')).toBeInTheDocument();
    expect(provider.updateRefundPaymentStatus).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /^Error message/ })).toHaveValue('x'.repeat(256));
  });

  it('serves the manual refund payments on the same page, going back to their list', async () => {
    const provider = renderPage(['TRANSACTION_REFUND_PAYMENT_MANUAL:VIEW', 'TRANSACTION_REFUND:EDIT'], transactionManualRefundsResource);
    await userEvent.click(await screen.findByRole('combobox', { name: /^Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cancelled' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(provider.updateRefundPaymentStatus).toHaveBeenCalledWith({ transactionRefundId: 12, status: 'CANCELLED', errorMessage: null }),
    );
    await waitFor(() => expect(currentLocation().pathname).toBe('/transaction-manual-refunds'));
    expect(provider.getOne).toHaveBeenCalledWith('transaction-manual-refunds', expect.objectContaining({ id: '12' }));
  });
});
