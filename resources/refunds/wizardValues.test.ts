import { describe, expect, it } from 'vitest';
import { LOOKUP as byTransaction, TX } from './testing';
import { applyLookup, emptyWizardValues, fieldOfServerRefusal, newRefundBody, stepOf, wizardProblems } from './wizardValues';

describe('applyLookup', () => {
  it("fills the pay-in's shop, passport, amount left and the payer's bank details, keeping what the lookup does not know", () => {
    const typed = {
      ...emptyWizardValues(),
      request: ` ${TX} `,
      beneficiary: { bankName: 'BCP', city: 'Cusco' },
      documents: { t1: { fileId: 5, fileKey: 'k', name: 'p.pdf' }, t2: { fileId: 6, fileKey: 'k2', name: 'b.pdf' } },
    };
    const next = applyLookup(typed, byTransaction);
    expect(next).toMatchObject({
      lookedUp: TX,
      shopId: 7,
      passportId: '4455',
      amountToBeRefunded: '60',
      customerEmail: 'luis@example.com',
    });
    expect(next.beneficiary).toMatchObject({ bankName: 'BCP', city: 'Lima', fullName: 'Luis López', receivingCountryId: 10 });
    // The slots of this request: the passport kept, the proof of payment waiting, the bank certificate no longer asked.
    expect(next.documents).toEqual({ t1: { fileId: 5, fileKey: 'k', name: 'p.pdf' }, t3: null });
  });
});

describe('applyLookup for another key (issue #30)', () => {
  it('starts from nothing: nothing of the previous pay-in or person is kept', () => {
    const first = { ...applyLookup({ ...emptyWizardValues(), request: TX }, byTransaction), customerEmail: 'typed@example.com' };
    const empty = {
      mode: 'PASSPORT_ID' as const,
      refund: { ...byTransaction.refund },
      beneficiary: null,
      documents: byTransaction.documents,
    };
    for (const key of Object.keys(empty.refund) as (keyof typeof empty.refund)[]) (empty.refund as Record<string, unknown>)[key] = null;
    empty.refund.passportId = 'NOBODY-9';
    const next = applyLookup({ ...first, request: 'NOBODY-9' }, empty);
    expect(next).toMatchObject({ lookedUp: 'NOBODY-9', shopId: '', passportId: 'NOBODY-9', amountToBeRefunded: '', customerEmail: '' });
    expect(next.beneficiary).toEqual({ hasCorrespondentBank: false });
    expect(next.documents).toEqual({ t1: null, t3: null });
  });
});

describe('wizardProblems and newRefundBody', () => {
  const complete = {
    ...applyLookup({ ...emptyWizardValues(), request: TX }, byTransaction),
    beneficiary: {
      ...byTransaction.beneficiary,
      bankName: 'BCP',
      swift: 'BCPLPEPL',
      accountNumber: '1931234567',
      paymentReason: 'Refund',
      hasCorrespondentBank: false,
      clabe: '123',
    },
    documents: { t1: { fileId: 5, fileKey: 'k', name: 'p.pdf' }, t3: { fileId: 6, fileKey: 'k2', name: 'proof.pdf' } },
    disclaimer: true,
  };

  it('finds every refusal of every step in step order, a missing file with its description', () => {
    const values = {
      ...complete,
      amountToBeRefunded: '61',
      beneficiary: { ...complete.beneficiary, swift: '' },
      documents: { t1: null, t3: null },
      disclaimer: false,
    };
    // The body's contract rules by their code, the form's own by their kind.
    expect(wizardProblems(values).map(([field, problem]) => [field, problem.kind === 'rule' ? problem.broken.rule : problem.kind])).toEqual(
      [
        ['amountToBeRefunded', 'overRefundable'],
        ['beneficiary.swift', 'required'],
        ['documents.t1', 'mustUpload'],
        ['documents.t3', 'mustUpload'],
        ['disclaimer', 'disclaimer'],
      ],
    );
    expect(wizardProblems(complete)).toEqual([]);
    expect(stepOf('beneficiary.swift')).toBe('bank');
    expect(stepOf('documents.t1')).toBe('documents');
    expect(stepOf('amountToBeRefunded')).toBe('details');
  });

  it('sends the request, the beneficiary (no CLABE outside Mexico) and one document per slot', () => {
    const body = newRefundBody(complete, false);
    expect(body.refund).toEqual({
      shopId: 7,
      transactionId: TX,
      passportId: '4455',
      amountToBeRefunded: 60,
      customerName: 'Luis López',
      customerEmail: 'luis@example.com',
      isDirectwire: false,
      beneficiaryId: null,
    });
    expect(body.refundBeneficiary).toMatchObject({ swift: 'BCPLPEPL', clabe: null, correspondentSwift: null });
    expect(body.refundDocuments).toEqual([
      { documentTypeId: 1, documentName: 'p.pdf', fileId: 5 },
      { documentTypeId: 3, documentName: 'proof.pdf', fileId: 6 },
    ]);
    expect(body.disclaimerAccepted).toBe(true);
  });

  it("puts the server's refusal under the field it names", () => {
    expect(fieldOfServerRefusal('refund.amountToBeRefunded cannot exceed the transaction amount (5)')).toBe('amountToBeRefunded');
    expect(fieldOfServerRefusal('refundBeneficiary.swift is required')).toBe('beneficiary.swift');
    expect(fieldOfServerRefusal('refund.transactionId must be shaped 8-4-4-4-12')).toBe('request');
    expect(fieldOfServerRefusal('refundDocuments must upload: Proof')).toBe('documents');
    expect(fieldOfServerRefusal('Internal server error')).toBeUndefined();
  });
});
