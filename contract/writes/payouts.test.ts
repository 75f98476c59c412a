import { describe, expect, it } from 'vitest';
import { checkBody } from '../schema/checkBody';
import { NewPayoutBody } from './payouts';

/** A Brazilian Pix payout as the form sends it (contract/payouts/payoutRules.ts payoutPayload). */
const PIX = {
  shopId: 8,
  payoutChannel: 'BANK_TRANSFER',
  country: 'BR',
  amount: 120.5,
  beneficiaryFirstName: 'Ana',
  beneficiaryLastName: 'Souza',
  documentType: 1,
  documentNumber: '12345678901',
  email: 'ana@example.com',
  phone: '11987654321',
  bankName: '-',
  accountAgencyNumber: '-',
  payoutBeneficiaryTypeCode: 'PERSON',
  accountNumber: '-',
  payoutAccountTypeCode: '-',
  recipientPixKey: 'ana@example.com',
  termsApproved: true,
};

const sentence = (body: Record<string, unknown>) => {
  const checked = checkBody(NewPayoutBody, body);
  return checked.ok ? 'ok' : checked.message;
};

describe('NewPayoutBody: the country rules in the contract, so the client refuses what the API would', () => {
  it('passes a good payout, a bank named by the API’s list or not (the API tells a bank code)', () => {
    expect(sentence(PIX)).toBe('ok');
    expect(sentence({ ...PIX, country: 'AR', bankName: 'Any bank', accountNumber: '1'.repeat(22), payoutAccountTypeCode: '0001' })).toBe(
      'ok',
    );
  });

  it('says the first broken country rule as the API does', () => {
    expect(sentence({ ...PIX, documentType: 2, documentNumber: '12345678000195' })).toBe(
      'documentNumber is not a valid CNPJ. Expected: NN.NNN.NNN/NNNN-NN',
    );
    expect(sentence({ ...PIX, beneficiaryFirstName: 'Ana3' })).toBe('beneficiaryFirstName must hold letters only');
    expect(sentence({ ...PIX, recipientPixKey: '' })).toBe('recipientPixKey is required');
    expect(sentence({ ...PIX, amount: 1.005 })).toBe('amount must be a number with at most 2 decimals');
    expect(sentence({ ...PIX, country: 'ZZ' })).toMatch(/^country must be one of AR, /);
  });

  it('leaves a document type named, not numbered, and its number to the API (its list reads the name)', () => {
    expect(sentence({ ...PIX, documentType: 'CNPJ', documentNumber: '12.345.678/0001-95' })).toBe('ok');
  });
});
