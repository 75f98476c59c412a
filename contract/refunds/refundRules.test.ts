import { describe, expect, it } from 'vitest';
import { amountProblem, beneficiaryProblems, detailsProblems, parseAmount, problemText, requestModeOf, slotsFor } from './refundRules';

const BANK = {
  fullName: 'Ana Souza',
  address: 'Rua 1',
  city: 'São Paulo',
  beneficiaryCountryId: 2,
  receivingCountryId: 2,
  receivingCity: 'São Paulo',
  bankName: 'Banco do Brasil',
  swift: 'BRASBRRJ',
  accountNumber: '123',
  paymentReason: 'Refund',
  hasCorrespondentBank: false,
};

describe('requestModeOf (spec 01 §4.4, 02 §2)', () => {
  it('reads 8-4-4-4-12 with dashes, or 0, as a transaction id, other text as a passport id, nothing as empty', () => {
    expect(requestModeOf('9d50c23f-1b9d-4adb-b1a5-5600335b46e9')).toBe('TRANSACTION_ID');
    expect(requestModeOf(' 0 ')).toBe('TRANSACTION_ID');
    expect(requestModeOf('9d50c23f1b9d4adbb1a55600335b46e9')).toBe('PASSPORT_ID');
    expect(requestModeOf('AB123456')).toBe('PASSPORT_ID');
    expect(requestModeOf('00')).toBe('PASSPORT_ID');
    expect(requestModeOf('   ')).toBe('EMPTY');
  });

  it('asks a request by pay-in for its proof of payment, and one without for a signed letter', () => {
    expect(slotsFor('9d50c23f-1b9d-4adb-b1a5-5600335b46e9')).toEqual([1, 2, 3]);
    expect(slotsFor('0')).toEqual([1, 2, 4]);
    expect(slotsFor(null)).toEqual([1, 2, 4]);
  });
});

describe('the amount (spec 02 §5, §9)', () => {
  it('is required, a number of at least 0.01 with two decimals, at most 16 characters and what is left to refund', () => {
    expect(amountProblem('')).toEqual({ kind: 'required' });
    expect(amountProblem('abc')).toEqual({ kind: 'notANumber' });
    expect(amountProblem('0')).toEqual({ kind: 'minAmount', min: 0.01 });
    expect(amountProblem('0.01')).toBeUndefined();
    expect(amountProblem('1.005')).toEqual({ kind: 'decimals' });
    expect(amountProblem('12345678901234.56')).toEqual({ kind: 'maxLength', max: 16 });
    // Within 16 characters, above the app's ceiling of every amount (issue #31).
    expect(amountProblem('1234567890123.56')).toEqual({ kind: 'maxAmount' });
    expect(amountProblem('1000000000000')).toEqual({ kind: 'maxAmount' });
    expect(amountProblem('9999999999.99')).toBeUndefined();
    expect(problemText({ kind: 'maxAmount' })).toBe('must be at most 9999999999.99');
    expect(amountProblem('50.01', 50)).toEqual({ kind: 'overRefundable', max: 50 });
    expect(amountProblem(50, 50)).toBeUndefined();
  });
});

describe('the amount as typed (issue #30)', () => {
  it('takes a decimal comma, refuses an exponent or thousands marks', () => {
    expect(parseAmount('12,50')).toBe(12.5);
    expect(parseAmount(' 12.5 ')).toBe(12.5);
    expect(amountProblem('12,50')).toBeUndefined();
    expect(amountProblem('1e3')).toEqual({ kind: 'notANumber' });
    expect(amountProblem('1.000,50')).toEqual({ kind: 'notANumber' });
    expect(amountProblem('12,505')).toEqual({ kind: 'decimals' });
    expect(amountProblem('-5')).toEqual({ kind: 'minAmount', min: 0.01 });
  });

  it('words the bound as what is left of the transaction, not its amount', () => {
    expect(problemText({ kind: 'overRefundable', max: 20 })).toBe('cannot exceed what is left to refund of the transaction (20)');
  });
});

describe('the details step', () => {
  it('needs the shop and the passport id; the e-mail is optional but must read as one', () => {
    expect(detailsProblems({ amountToBeRefunded: '5' })).toEqual({ shopId: { kind: 'required' }, passportId: { kind: 'required' } });
    expect(detailsProblems({ shopId: 3, passportId: 'AB1', amountToBeRefunded: '5', customerEmail: 'nope' })).toEqual({
      customerEmail: { kind: 'email' },
    });
    expect(detailsProblems({ shopId: 3, passportId: 'AB1', amountToBeRefunded: '5', customerEmail: 'a@b.co' })).toEqual({});
    // A NUL passes the e-mail pattern; it would break the e-mail's headers.
    expect(detailsProblems({ shopId: 3, passportId: 'AB1', amountToBeRefunded: '5', customerEmail: 'a@b.co\u0000' })).toEqual({
      customerEmail: { kind: 'controlCharacters' },
    });
  });
});

describe('the bank details step (spec 02 §5)', () => {
  it('takes a complete beneficiary', () => {
    expect(beneficiaryProblems(BANK)).toEqual({});
  });

  it('requires every beneficiary field, and the correspondent bank’s country, ABA/Swift and name when checked', () => {
    expect(Object.keys(beneficiaryProblems({}))).toEqual([
      'fullName',
      'address',
      'beneficiaryCountryId',
      'city',
      'receivingCountryId',
      'receivingCity',
      'bankName',
      'swift',
      'accountNumber',
      'paymentReason',
    ]);
    expect(beneficiaryProblems({ ...BANK, hasCorrespondentBank: true })).toEqual({
      correspondentCountryId: { kind: 'required' },
      correspondentSwift: { kind: 'required' },
      correspondentBankName: { kind: 'required' },
    });
  });

  it('checks the CLABE only for Mexico (id 14): 18 digits when given', () => {
    expect(beneficiaryProblems({ ...BANK, receivingCountryId: 14, clabe: '1234' })).toEqual({ clabe: { kind: 'clabe', length: 18 } });
    expect(beneficiaryProblems({ ...BANK, receivingCountryId: 14, clabe: '123456789012345678' })).toEqual({});
    expect(beneficiaryProblems({ ...BANK, receivingCountryId: 14 })).toEqual({});
    expect(beneficiaryProblems({ ...BANK, swift: 'S'.repeat(51) })).toEqual({ swift: { kind: 'maxLength', max: 50 } });
  });
});
