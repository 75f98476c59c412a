import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminTestContext, currentLocation, fakeDataProvider, testI18nProviderFor } from '../../src/framework/testing/adminTestContext';
import { refundsResource } from './index';
import { RefundEdit } from './RefundEdit';
import type { RefundConfig, RefundDocument } from '../../contract/refunds/types';
import type { RefundRow } from './rows';

beforeAll(async () => {
  await testI18nProviderFor(refundsResource);
});
afterEach(cleanup);

const REFUND: RefundRow = {
  id: 61,
  refundRequestId: 61,
  shopId: 7,
  shopName: 'Lima Store',
  shopLegacyId: 'S20014',
  requestDate: '2026-11-20T10:00:00.000Z',
  customerName: 'Luis López',
  customerEmail: 'luis@example.com',
  transactionId: '9d50c23f-1b9d-4adb-b1a5-5600335b46e9',
  transactionDate: '2026-11-01T10:00:00.000Z',
  amountInTransaction: 21.5,
  amountToBeRefunded: 60,
  transactionCurrencyCode: 'PEN',
  transactionCurrencySymbol: 'S/',
  refundRequestStatusTypeCode: 'Pending',
  refundRequestStatusTypeName: 'Pending',
  refundMessage: null,
  approvedDate: null,
  passportId: '4455',
  beneficiaryId: 9,
  isDirectwire: false,
};
const document = (id: number, status: RefundDocument['documentStatusTypeCode']): RefundDocument => ({
  refundRequestDocumentId: id,
  refundRequestId: 61,
  documentName: `doc-${id}.pdf`,
  documentTypeId: id,
  description: 'Passport or national id of the beneficiary',
  documentStatusTypeCode: status,
  fileId: id * 10,
  fileKey: `key-${id}`,
  extension: 'pdf',
  createdDate: '2026-11-20T10:05:00.000Z',
  documentType: 'PASSPORT',
  documentStatus: status,
});
const CONFIG: RefundConfig = {
  refundStatusTypes: [],
  countries: [],
  documentTypes: [],
  documentStatusTypes: [
    { code: 'PENDING', description: 'Pending' },
    { code: 'APPROVED', description: 'Approved' },
    { code: 'REJECTED', description: 'Rejected' },
  ],
  shops: [],
};

/** A document the API answers before its file came: no file, no name. */
const WITHOUT_FILE = { ...document(3, 'PENDING'), fileId: null, fileKey: null, documentName: null } as unknown as RefundDocument;

/** The pay-in of REFUND (GET /transactions/v2/{id}/details): S/80, of which this request's S/60 is refunded. */
const PAYIN = { id: REFUND.transactionId as string, amount: 80, refundedAmount: 60 };

function renderPage(url: string, grants = ['REFUND:VIEW', 'REFUND:ADD', 'REFUND:EDIT'], refund: RefundRow = REFUND) {
  const provider = fakeDataProvider({}, [refund, PAYIN]);
  provider.config.mockResolvedValue(CONFIG);
  provider.refundDocuments.mockResolvedValue([document(1, 'PENDING'), document(2, 'APPROVED'), WITHOUT_FILE]);
  provider.refundBeneficiary.mockResolvedValue({
    beneficiaryId: 9,
    fullName: 'Luis López',
    bankName: 'BCP',
    receivingCountryId: 10,
    receivingCountryName: 'Peru',
  });
  provider.upload.mockResolvedValue({ fileId: 555, fileKey: 'new-key' });
  provider.updateRefundDocument.mockResolvedValue(document(1, 'PENDING'));
  provider.updateRefund.mockResolvedValue(undefined);
  const path = url.includes('/documents/')
    ? '/refunds/:id/documents/:documentId/detail'
    : url.endsWith('/detail')
      ? '/refunds/:id/detail'
      : url.endsWith('/beneficiaries')
        ? '/refunds/:id/beneficiaries'
        : '/refunds/:id/documents';
  render(
    <AdminTestContext resource={refundsResource} dataProvider={provider} grants={grants} url={url} path={path}>
      <RefundEdit />
    </AdminTestContext>,
  );
  return provider;
}

describe("an existing request's pages (spec 02 §2)", () => {
  it('starts on details without the request step, changes a pending amount, and walks to the bank details', async () => {
    const provider = renderPage('/refunds/61/detail');
    expect(await screen.findByRole('heading', { name: 'Refund request 61' })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Refund request steps' });
    expect(within(steps).queryByRole('button', { name: /Request/ })).not.toBeInTheDocument();
    const amount = screen.getByRole('textbox', { name: /^Amount to refund/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '45.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save amount' }));
    await waitFor(() =>
      expect(provider.updateRefund).toHaveBeenCalledWith(
        expect.objectContaining({ refundRequestId: 61, refundRequestStatusTypeCode: 'Pending', amountToBeRefunded: 45.5 }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/refunds/61/beneficiaries'));
  });

  it("checks a pending amount with the wizard's rule and words before sending: what is left, no '1e3', the ceiling, '12,50' taken (issues #30, #31)", async () => {
    const provider = renderPage('/refunds/61/detail', ['REFUND:VIEW', 'REFUND:EDIT', 'TRANSACTION_V2:VIEW']);
    const amount = await screen.findByRole('textbox', { name: /^Amount to refund/ });
    await waitFor(() => expect(provider.getOne).toHaveBeenCalledWith('transactions-v2', expect.objectContaining({ id: PAYIN.id })));
    const save = screen.getByRole('button', { name: 'Save amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '80.01');
    await userEvent.click(save);
    expect(await screen.findByText('Not valid amount: the amount cannot exceed what is left of the transaction (80)')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1e3');
    await userEvent.click(save);
    expect(await screen.findByText('Must be a number')).toBeInTheDocument();
    // Above the app's ceiling of every amount (issue #31), the ceiling's own words.
    await userEvent.clear(amount);
    await userEvent.type(amount, '10000000000');
    await userEvent.click(save);
    expect(await screen.findByText('Must be at most 9999999999.99')).toBeInTheDocument();
    expect(provider.updateRefund).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '12,50');
    await userEvent.click(save);
    await waitFor(() => expect(provider.updateRefund).toHaveBeenCalledWith(expect.objectContaining({ amountToBeRefunded: 12.5 })));
  });

  it("says the contract's amount rules (PUT /refunds/{id}'s schema) under the amount and sends nothing", async () => {
    const provider = renderPage('/refunds/61/detail');
    const amount = await screen.findByRole('textbox', { name: /^Amount to refund/ });
    const save = screen.getByRole('button', { name: 'Save amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '1.005');
    await userEvent.click(save);
    expect(await screen.findByText('Must have at most 2 decimals')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(save);
    expect(await screen.findByText('Must be at least 0.01')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.click(save);
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(provider.updateRefund).not.toHaveBeenCalled();
  });

  it('shows a decided request read-only, and the viewer no Save nor Next', async () => {
    renderPage('/refunds/61/detail', ['REFUND:VIEW'], {
      ...REFUND,
      refundRequestStatusTypeCode: 'Approved',
      refundRequestStatusTypeName: 'Approved',
    });
    expect(await screen.findByText('This request is Approved: it can no longer change.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save amount' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it("replaces a pending document's file on Save, after warning that it will", async () => {
    const provider = renderPage('/refunds/61/documents/1/detail');
    const dialog = await screen.findByRole('dialog', { name: 'Document doc-1.pdf' });
    expect(within(dialog).queryByText('The file will be replaced when you save.')).not.toBeInTheDocument();
    await userEvent.upload(
      await within(dialog).findByLabelText('File', { selector: 'input' }),
      new File(['%PDF-1.4'], 'new-passport.pdf', { type: 'application/pdf' }),
    );
    expect(await within(dialog).findByText('The file will be replaced when you save.')).toBeInTheDocument();
    expect(within(dialog).getByText('new-passport.pdf')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.updateRefundDocument).toHaveBeenCalledWith(1, { documentStatusTypeCode: 'PENDING', fileId: 555 }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/refunds/61/documents'));
  });

  it('refuses to save a document without a file, next to the file, and names it by its type (issue #30)', async () => {
    const provider = renderPage('/refunds/61/documents/3/detail');
    const dialog = await screen.findByRole('dialog', { name: 'Document Passport or national id' });
    await userEvent.click(await within(dialog).findByRole('combobox', { name: /^Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Approved' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('must upload: Passport or national id of the beneficiary')).toBeInTheDocument();
    expect(provider.updateRefundDocument).not.toHaveBeenCalled();
    await userEvent.upload(
      within(dialog).getByLabelText('File', { selector: 'input' }),
      new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }),
    );
    await within(dialog).findByText('scan.pdf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.updateRefundDocument).toHaveBeenCalledWith(3, { documentStatusTypeCode: 'APPROVED', fileId: 555 }));
  });

  it("says '<file> file upload failed.' when a file does not go up (spec 02 §9)", async () => {
    const provider = renderPage('/refunds/61/documents/1/detail');
    provider.upload.mockRejectedValue(new Error('storage is down'));
    const dialog = await screen.findByRole('dialog', { name: 'Document doc-1.pdf' });
    await userEvent.upload(
      await within(dialog).findByLabelText('File', { selector: 'input' }),
      new File(['png'], 'scan.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('scan.png file upload failed.')).toBeInTheDocument();
  });

  it('lets an approved document be neither saved nor given another file', async () => {
    const provider = renderPage('/refunds/61/documents/2/detail');
    const dialog = await screen.findByRole('dialog', { name: 'Document doc-2.pdf' });
    expect(
      await within(dialog).findByText('This document is approved: it can no longer be saved nor have its file replaced.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Replace file' })).toBeDisabled();
    expect(provider.updateRefundDocument).not.toHaveBeenCalled();
  });

  it('opens a document from the documents step at its own address; without EDIT it is read-only', async () => {
    renderPage('/refunds/61/documents', ['REFUND:VIEW']);
    await userEvent.click(await screen.findByRole('button', { name: 'View doc-1.pdf' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/refunds/61/documents/1/detail'));
    cleanup();
    renderPage('/refunds/61/documents/1/detail', ['REFUND:VIEW']);
    const dialog = await screen.findByRole('dialog', { name: 'Document doc-1.pdf' });
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download doc-1.pdf' })).toBeInTheDocument();
  });
});
