import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAllDrafts, readDraft } from '../../src/framework';
import { AdminTestContext, currentLocation, fakeDataProvider, testI18nProviderFor } from '../../src/framework/testing/adminTestContext';
import { HttpError } from '../../src/providers/httpError';
import { refundsResource } from './index';
import { RefundCreate } from './RefundCreate';
import { LOOKUP, TX } from './testing';
import type { RefundConfig } from '../../contract/refunds/types';

beforeAll(async () => {
  await testI18nProviderFor(refundsResource);
});
afterEach(() => {
  cleanup();
  clearAllDrafts();
});

const CONFIG: RefundConfig = {
  refundStatusTypes: [],
  countries: [
    { countryId: 10, countryCode: 'PE', countryName: 'Peru' },
    { countryId: 14, countryCode: 'MX', countryName: 'Mexico' },
  ],
  documentTypes: [],
  documentStatusTypes: [],
  shops: [
    { shopId: 7, shopName: 'Lima Store' },
    { shopId: 8, shopName: 'Cusco Store' },
  ],
};

function renderWizard(url = '/refunds/new') {
  const provider = fakeDataProvider();
  provider.config.mockResolvedValue(CONFIG);
  provider.refundLookup.mockResolvedValue(LOOKUP);
  provider.shopRefundInfo.mockResolvedValue({ shopId: 7, shopName: 'Lima Store', currencyCode: 'PEN', currencySymbol: 'S/' });
  let nextFile = 100;
  provider.upload.mockImplementation(async () => ({ fileId: ++nextFile, fileKey: `key-${nextFile}` }));
  provider.createRefund.mockResolvedValue({ refundRequestId: 42 });
  render(
    <AdminTestContext resource={refundsResource} dataProvider={provider} grants={['REFUND:VIEW', 'REFUND:ADD']} url={url}>
      <RefundCreate />
    </AdminTestContext>,
  );
  return provider;
}

const step = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

async function startByTransaction() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Transaction id or passport / national id' }), TX);
  expect(screen.getByText('Read as a transaction id')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('textbox', { name: /^Amount to refund/ });
}

async function fillBank() {
  await userEvent.type(screen.getByRole('textbox', { name: /^Bank name/ }), 'BCP');
  await userEvent.type(screen.getByRole('textbox', { name: /^SWIFT/ }), 'BCPLPEPL');
  await userEvent.type(screen.getByRole('textbox', { name: /^Account number/ }), '1931234567');
  await userEvent.type(screen.getByRole('textbox', { name: /^Payment reason/ }), 'Refund of order 1');
}

describe('RefundCreate (spec 02 §2, §5)', () => {
  it('starts on the request step with the other steps disabled until the lookup is done', async () => {
    const provider = renderWizard();
    await screen.findByRole('textbox', { name: 'Transaction id or passport / national id' });
    expect(step('Details')).toBeDisabled();
    expect(step('Documents')).toBeDisabled();
    await startByTransaction();
    expect(provider.refundLookup).toHaveBeenCalledWith(TX);
    expect(step('Documents')).toBeEnabled();
    expect(
      screen.getByText(/Pay-in 9d50c23f.* of 01\/11\/2026 10:00:00: S\/80\.00, of which S\/60\.00 is left to refund\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Amount to refund/ })).toHaveValue('60');
    expect(screen.getByRole('textbox', { name: /^Passport/ })).toHaveValue('4455');
  });

  it('says why a lookup failed under the input and stays on the request step', async () => {
    const provider = renderWizard();
    provider.refundLookup.mockRejectedValue(new HttpError('transactionId 1-2 is not one of your pay-ins', 400));
    await userEvent.type(await screen.findByRole('textbox', { name: /Transaction id or passport/ }), 'AB123');
    expect(screen.getByText('Read as a passport / national id')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('transactionId 1-2 is not one of your pay-ins')).toBeInTheDocument();
    expect(step('Details')).toBeDisabled();
  });

  it('refuses an amount above what is left of the pay-in, and bank details left empty', async () => {
    renderWizard();
    await startByTransaction();
    const amount = screen.getByRole('textbox', { name: /^Amount to refund/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '60.5');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Not valid amount: the amount cannot exceed what is left of the transaction (60)')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Must be at least 0.01')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '25.50');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Receiving bank');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Required')).toHaveLength(4);
  });

  it("says POST /refunds/new's contract rules under the details and keeps to the step: three decimals, '1e3', an address, a control character", async () => {
    const provider = renderWizard();
    await startByTransaction();
    const amount = screen.getByRole('textbox', { name: /^Amount to refund/ });
    const next = screen.getByRole('button', { name: 'Next' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '1.005');
    await userEvent.click(next);
    expect(await screen.findByText('Must have at most 2 decimals')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1e3');
    await userEvent.click(next);
    expect(await screen.findByText('Must be a number')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '12,50');
    const email = screen.getByRole('textbox', { name: /^Customer e-mail/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'luis.example.com');
    await userEvent.click(next);
    expect(await screen.findByText('Must be an e-mail address')).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.click(email);
    // An e-mail input drops line breaks itself; a tab stays, and is refused as the API refuses it.
    await userEvent.paste('luis@example.com\tBcc');
    await userEvent.click(next);
    expect(await screen.findByText('Must not hold line breaks or other control characters')).toBeInTheDocument();
    expect(screen.queryByText('Receiving bank')).not.toBeInTheDocument();
    expect(amount).toHaveValue('12,50');
    expect(provider.createRefund).not.toHaveBeenCalled();
  });

  it('shows the CLABE only for Mexico and the correspondent bank fields only when checked', async () => {
    renderWizard();
    await startByTransaction();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Receiving bank');
    expect(screen.queryByRole('textbox', { name: /^CLABE/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /^Receiving country/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Mexico' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /^CLABE/ }), '1234');
    expect(screen.queryByRole('textbox', { name: /^Correspondent bank name/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Paid through a correspondent bank' }));
    const correspondentName = await screen.findByRole('textbox', { name: /^Correspondent bank name/ });
    expect(screen.getByRole('textbox', { name: 'Correspondent account number' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // The contract's rule (contract/writes/refunds.ts), as the API words it.
    expect(await screen.findByText('Must be 18 digits')).toBeInTheDocument();
    // Its name and ABA/Swift are required with a correspondent bank, its account number is not.
    expect(correspondentName).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /^Correspondent ABA/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Correspondent account number' })).toHaveAttribute('aria-invalid', 'false');
  });

  it("needs every slot's file and the disclaimer, then sends it all and replaces the route with the new request", async () => {
    const provider = renderWizard();
    await startByTransaction();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Receiving bank');
    await fillBank();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('must upload: Passport or national id of the beneficiary')).toBeInTheDocument();
    expect(screen.getByText('must upload: Proof of the original payment')).toBeInTheDocument();
    expect(screen.getByText('The disclaimer must be accepted')).toBeInTheDocument();
    expect(provider.createRefund).not.toHaveBeenCalled();

    await userEvent.upload(screen.getByLabelText('Passport or national id', { selector: 'input' }), pdf('passport.pdf'));
    await userEvent.upload(screen.getByLabelText('Proof of payment', { selector: 'input' }), pdf('receipt.pdf'));
    expect(await screen.findByText('receipt.pdf')).toBeInTheDocument();
    expect(provider.upload).toHaveBeenCalledWith(expect.objectContaining({ name: 'passport.pdf' }), 'document');
    await userEvent.click(screen.getByRole('checkbox', { name: /I confirm the information is correct/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/refunds/42/detail'));
    // Saved, it leaves no draft behind, not even the write pending when it left.
    await waitFor(() => expect(readDraft('refunds/new')).toBeUndefined());
    const body = provider.createRefund.mock.calls[0][0];
    expect(body.refund).toMatchObject({ shopId: 7, transactionId: TX, passportId: '4455', amountToBeRefunded: 60, isDirectwire: false });
    expect(body.refundBeneficiary).toMatchObject({ fullName: 'Luis López', swift: 'BCPLPEPL', receivingCountryId: 10 });
    expect(body.refundDocuments).toEqual([
      { documentTypeId: 1, documentName: 'passport.pdf', fileId: 101 },
      { documentTypeId: 3, documentName: 'receipt.pdf', fileId: 102 },
    ]);
  });

  it("puts the server's refusal under its field on its step, keeping everything typed", async () => {
    const provider = renderWizard('/refunds/new?isDirectwire=true');
    provider.createRefund.mockRejectedValue(new HttpError('refundBeneficiary.swift must be at most 50 characters', 400));
    expect(await screen.findByRole('heading', { name: 'New direct wire' })).toBeInTheDocument();
    await startByTransaction();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Receiving bank');
    await fillBank();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.upload(await screen.findByLabelText('Passport or national id', { selector: 'input' }), pdf('passport.pdf'));
    await userEvent.upload(screen.getByLabelText('Proof of payment', { selector: 'input' }), pdf('receipt.pdf'));
    await screen.findByText('receipt.pdf');
    await userEvent.click(screen.getByRole('checkbox', { name: /I confirm/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('refundBeneficiary.swift must be at most 50 characters')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^SWIFT/ })).toHaveValue('BCPLPEPL');
    expect(provider.createRefund.mock.calls[0][0].refund.isDirectwire).toBe(true);
    // The documents step still holds its files.
    await userEvent.click(step('Documents'));
    expect(await screen.findByText('passport.pdf')).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/refunds/new');
  });

  it('forgets the previous customer when step 1 switches to a passport that matches nobody (issue #30)', async () => {
    const provider = renderWizard();
    await startByTransaction();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Receiving bank');
    expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Luis López');
    await userEvent.click(step('Request'));
    const input = await screen.findByRole('textbox', { name: 'Transaction id or passport / national id' });
    await userEvent.clear(input);
    await userEvent.type(input, 'NOBODY-9');
    expect(screen.getByText(/The request changed from 9d50c23f.*clears the details, bank details and documents/)).toBeInTheDocument();
    provider.refundLookup.mockResolvedValue({
      mode: 'PASSPORT_ID',
      refund: { ...Object.fromEntries(Object.keys(LOOKUP.refund).map((k) => [k, null])), passportId: 'NOBODY-9' } as typeof LOOKUP.refund,
      beneficiary: null,
      documents: LOOKUP.documents,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('textbox', { name: /^Amount to refund/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Passport/ })).toHaveValue('NOBODY-9');
    expect(screen.getByRole('textbox', { name: /^Customer e-mail/ })).toHaveValue('');
    expect(screen.queryByText(/Pay-in 9d50c23f/)).not.toBeInTheDocument();
    await userEvent.click(step('Bank details'));
    expect(await screen.findByRole('textbox', { name: /^Full name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveValue('');
  });

  it('says saved bank details were used, offers the others, and links the one kept unchanged (issue #30)', async () => {
    const provider = renderWizard();
    const saved = (beneficiaryId: number, bankName: string, accountNumber: string) => ({
      beneficiaryId,
      fullName: 'Rosa Quispe',
      address: 'Jr. Junín 455',
      city: 'Lima',
      beneficiaryCountryId: 10,
      receivingCountryId: 10,
      receivingCity: 'Lima',
      bankName,
      swift: 'BCPLPEPL',
      accountNumber,
      paymentReason: 'Refund',
      hasCorrespondentBank: false,
      correspondentCountryId: null,
      correspondentSwift: null,
      correspondentBankName: null,
      correspondentAccountNumber: null,
      clabe: null,
      lastUsed: '2026-11-01T10:00:00.000Z',
    });
    const newest = saved(21, 'BCP', '1931234567');
    const older = saved(12, 'Interbank', '5550001111');
    const { beneficiaryId: _id, lastUsed: _used, ...newestBank } = newest;
    provider.refundLookup.mockResolvedValue({
      mode: 'PASSPORT_ID',
      refund: { ...LOOKUP.refund, transactionId: null, refundable: null, transactionAmount: null, passportId: 'PE-1' },
      beneficiary: newestBank,
      savedBeneficiaries: [newest, older],
      documents: LOOKUP.documents,
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Transaction id or passport / national id' }), 'PE-1');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /^Amount to refund/ }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText(/Bank details saved for this passport \/ national id were used: Rosa Quispe, BCP, account ending 4567\./),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Saved bank details' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rosa Quispe, Interbank, account ending 1111' }));
    expect(await screen.findByText(/were used: Rosa Quispe, Interbank, account ending 1111\./)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Bank name/ })).toHaveValue('Interbank');
    const swift = screen.getByRole('textbox', { name: /^SWIFT/ });
    await userEvent.type(swift, 'X');
    expect(
      await screen.findByText('These details differ from the saved ones: they will be saved as new bank details.'),
    ).toBeInTheDocument();
    await userEvent.type(swift, '{Backspace}');
    await screen.findByText(/were used: Rosa Quispe, Interbank/);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.upload(await screen.findByLabelText('Passport or national id', { selector: 'input' }), pdf('passport.pdf'));
    await userEvent.upload(screen.getByLabelText('Proof of payment', { selector: 'input' }), pdf('receipt.pdf'));
    await screen.findByText('receipt.pdf');
    await userEvent.click(screen.getByRole('checkbox', { name: /I confirm/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(provider.createRefund).toHaveBeenCalled());
    const body = provider.createRefund.mock.calls[0][0];
    expect(body.refund.beneficiaryId).toBe(12);
    expect(body.refundBeneficiary).toMatchObject({ bankName: 'Interbank', accountNumber: '5550001111', swift: 'BCPLPEPL' });
  });

  it('comes back whole when reopened at once, says so, and starts over on request (issue #30)', async () => {
    renderWizard();
    await startByTransaction();
    const amount = screen.getByRole('textbox', { name: /^Amount to refund/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Receiving bank');
    await userEvent.type(screen.getByRole('textbox', { name: /^Bank name/ }), 'Interbank');
    // Left at once, before the draft's delayed write: the way out writes it.
    cleanup();
    renderWizard();
    expect(await screen.findByRole('textbox', { name: /^Bank name/ })).toHaveValue('Interbank');
    expect(screen.getByText('What you left half-way here was restored as you left it.')).toBeInTheDocument();
    await userEvent.click(step('Details'));
    expect(await screen.findByRole('textbox', { name: /^Amount to refund/ })).toHaveValue('12.5');
    expect(screen.getByRole('combobox', { name: /^Shop/ })).toHaveTextContent('Lima Store');
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(await screen.findByRole('textbox', { name: 'Transaction id or passport / national id' })).toHaveValue('');
    expect(step('Details')).toBeDisabled();
    expect(screen.queryByText('What you left half-way here was restored as you left it.')).not.toBeInTheDocument();
  });

  it('says nothing of a draft when the wizard was only looked at', async () => {
    renderWizard();
    await screen.findByRole('textbox', { name: 'Transaction id or passport / national id' });
    cleanup();
    renderWizard();
    await screen.findByRole('textbox', { name: 'Transaction id or passport / national id' });
    expect(screen.queryByRole('button', { name: 'Start over' })).not.toBeInTheDocument();
  });
});
