import { describe, expect, it } from 'vitest';
import {
  COUNTRY_RULES,
  keepNameCharacters,
  maskCnpj,
  payoutPayload,
  payoutProblems,
  ruleOf,
  shownFields,
  valuesOfPayload,
  type PayoutValues,
} from './payoutRules';

/** A payout every country takes once its own fields are added. */
const MAIN: PayoutValues = {
  payoutChannel: 'BANK_TRANSFER',
  shopId: 3,
  amount: '100.00',
  beneficiaryFirstName: 'Ana',
  beneficiaryLastName: 'Souza',
  documentType: 1,
  documentNumber: '12345678',
};

const codes = (values: PayoutValues) =>
  Object.fromEntries(Object.entries(payoutProblems(values)).map(([field, problem]) => [field, problem?.code]));

describe('control characters (issue #31: the receipt e-mail’s headers)', () => {
  it('are refused in any text field, before its other rules, in the form and the API alike', () => {
    const problems = codes({ ...MAIN, country: 'BR', email: 'ana@example.com\u0000', paymentReason: 'Rent\r\nBcc: x@evil.example' });
    expect(problems).toMatchObject({ email: 'control_characters', paymentReason: 'control_characters' });
    expect(codes({ ...MAIN, country: 'BR', email: 'ana@example.com' }).email).toBeUndefined();
  });
});

describe('the notification URL (issue #31: server-side request forgery)', () => {
  it('names no host of the local machine or a private network, in the form and the API alike', () => {
    for (const local of ['http://localhost/hook', 'http://10.0.0.8/hook', 'http://[fe80::1]/hook'])
      expect(codes({ ...MAIN, country: 'MX', notificationUrl: local }).notificationUrl, local).toBe('private_address');
    expect(codes({ ...MAIN, country: 'MX', notificationUrl: 'https://hooks.pampa.example/payouts' }).notificationUrl).toBeUndefined();
  });
});

describe('the main fields (spec 02 §5)', () => {
  it('are required, and Save waits for them', () => {
    expect(codes({})).toMatchObject({
      payoutChannel: 'required',
      shopId: 'required',
      country: 'required',
      amount: 'required',
      beneficiaryFirstName: 'required',
      beneficiaryLastName: 'required',
      documentType: 'required',
      documentNumber: 'required',
    });
  });

  it('refuse a negative amount and a number in another notation as typed, never read as another amount (issue #30)', () => {
    expect(codes({ ...MAIN, country: 'MX', amount: '-5' }).amount).toBe('amount_not_valid');
    expect(codes({ ...MAIN, country: 'MX', amount: '1e3' }).amount).toBe('amount_format');
    expect(codes({ ...MAIN, country: 'MX', amount: '15x0.50' }).amount).toBe('amount_format');
    expect(codes({ ...MAIN, country: 'MX', amount: '12,50' }).amount).toBeUndefined();
    expect(payoutPayload({ ...MAIN, country: 'MX', amount: '12,50' })).toMatchObject({
      amount: 12.5,
      currencyCode: 'MXN',
      currencySymbol: 'MX$',
    });
  });

  it('refuse a zero amount as AMOUNT_NOT_VALID, three decimals and too many digits', () => {
    expect(codes({ ...MAIN, country: 'MX', amount: '0' }).amount).toBe('amount_not_valid');
    expect(codes({ ...MAIN, country: 'MX', amount: '0.00' }).amount).toBe('amount_not_valid');
    expect(codes({ ...MAIN, country: 'MX', amount: '1.005' }).amount).toBe('amount_format');
    expect(codes({ ...MAIN, country: 'AR', amount: '12345678901234' }).amount).toBe('amount_digits');
  });

  it('refuse an amount above the app’s ceiling, within the country’s digits (issue #31: a payout of 1e15 BRL)', () => {
    expect(codes({ ...MAIN, country: 'BR', amount: '1000000000000000' }).amount).toBe('amount_max');
    expect(codes({ ...MAIN, country: 'MX', amount: '10000000000' }).amount).toBe('amount_max');
    expect(codes({ ...MAIN, country: 'MX', amount: '9999999999.99' }).amount).toBeUndefined();
  });

  it('keep only letters in names and an amount of two decimals as it is typed', () => {
    expect(keepNameCharacters("Ana3$ O'Brien-Luz")).toBe("Ana O'Brien-Luz");
    expect(codes({ ...MAIN, country: 'MX', beneficiaryFirstName: 'Ana3' }).beneficiaryFirstName).toBe('letters_only');
  });
});

describe('the country table', () => {
  it.each([
    ['AR', 'ARS'],
    ['BR', 'BRL'],
    ['MX', 'MXN'],
    ['CL', 'CLP'],
    ['CO', 'COP'],
    ['PE', 'PEN'],
    ['EC', 'USD'],
    ['EG', 'EGP'],
    ['GH', 'GHS'],
    ['KE', 'KES'],
    ['NG', 'NGN'],
    ['ZA', 'ZAR'],
    ['TZ', 'TZS'],
    ['UG', 'UGX'],
  ])('%s pays in %s', (country, currency) => {
    expect(ruleOf(country).currency).toBe(currency);
  });

  it('pays any other (African) country in US dollars', () => {
    expect(ruleOf('SN').currency).toBe('USD');
  });
});

describe('Argentina', () => {
  const ar: PayoutValues = {
    ...MAIN,
    country: 'AR',
    email: 'a@b.co',
    phone: '1145678901',
    bankName: 'Banco Galicia',
    payoutAccountTypeCode: '0001',
    payoutBeneficiaryTypeCode: 'PERSON',
  };
  it('asks for a phone of at most 13 digits (spec 02 §9)', () => {
    const account = { ...ar, accountNumber: '0170001540000001234567' };
    expect(codes({ ...account, phone: '' }).phone).toBe('required');
    expect(codes({ ...account, phone: '12345678901234' }).phone).toBe('max_length');
  });
  it('needs a 22-digit account, a 13-character document, and the alias of a virtual account', () => {
    expect(codes({ ...ar, accountNumber: '123' }).accountNumber).toBe('exact_length');
    expect(codes({ ...ar, accountNumber: '0170001540000001234567' })).toEqual({});
    expect(codes({ ...ar, accountNumber: '017000154000000123456A' }).accountNumber).toBe('digits_only');
    expect(codes({ ...ar, accountNumber: '0170001540000001234567', documentNumber: '12345678901234' }).documentNumber).toBe('max_length');
    expect(codes({ ...ar, accountNumber: '0170001540000001234567', payoutAccountTypeCode: '0003' }).aliasCVU).toBe('required');
  });
  it('refuses a document type the country does not offer (CUIT is hidden)', () => {
    expect(payoutProblems({ ...ar, documentType: 2 }, { documentTypes: [1, 3] }).documentType?.code).toBe('not_offered');
  });
});

describe('Brazil', () => {
  const br: PayoutValues = {
    ...MAIN,
    country: 'BR',
    email: 'a@b.co',
    phone: '11987654321',
    bankName: 'Nubank',
    accountAgencyNumber: '0001',
    accountNumber: '123456789',
    payoutAccountTypeCode: '0001',
    payoutBeneficiaryTypeCode: 'PERSON',
  };
  it('masks a CNPJ as it is typed and refuses one out of the mask', () => {
    expect(maskCnpj('12345678000195')).toBe('12.345.678/0001-95');
    expect(maskCnpj('1234')).toBe('12.34');
    expect(codes({ ...br, documentType: 2, documentNumber: '12345678000195' }).documentNumber).toBe('cnpj_format');
    expect(codes({ ...br, documentType: 2, documentNumber: '12.345.678/0001-95' })).toEqual({});
  });
  it('refuses a CNPJ when the company id is not active', () => {
    expect(payoutProblems({ ...br, documentType: 2, documentNumber: '12.345.678/0001-95' }, { cnpjActive: false }).documentType?.code).toBe(
      'cnpj_inactive',
    );
  });
  it('in Pix-only mode hides the bank fields, needs the key and sends "-" for them', () => {
    const pix: PayoutValues = {
      ...MAIN,
      country: 'BR',
      email: 'a@b.co',
      phone: '1198',
      payoutBeneficiaryTypeCode: 'PERSON',
      pixOnly: true,
    };
    expect(shownFields(pix)).not.toContain('accountNumber');
    expect(codes(pix).recipientPixKey).toBe('required');
    const payload = payoutPayload({ ...pix, recipientPixKey: 'ana@pix.br' });
    expect(payload).toMatchObject({
      bankName: '-',
      accountAgencyNumber: '-',
      accountNumber: '-',
      payoutAccountTypeCode: '-',
      currencyCode: 'BRL',
    });
    expect(valuesOfPayload(payload, ['Nubank']).pixOnly).toBe(true);
  });
  it('limits the account to 13 characters and the phone to 13 digits', () => {
    expect(codes({ ...br, accountNumber: '12345678901234' }).accountNumber).toBe('max_length');
    expect(codes({ ...br, phone: '12345678901234' }).phone).toBe('max_length');
  });
  it("takes 'Other' with a bank code of three letters or digits, sent as the bank", () => {
    expect(codes({ ...br, bankName: 'Other' }).bankCode).toBe('required');
    expect(codes({ ...br, bankName: 'Other', bankCode: '1234' }).bankCode).toBe('max_length');
    expect(payoutPayload({ ...br, bankName: 'Other', bankCode: '260' }).bankName).toBe('260');
    expect(valuesOfPayload({ ...br, bankName: '260' }, ['Nubank'])).toMatchObject({ bankName: 'Other', bankCode: '260' });
  });
});

describe('Mexico, Chile, Colombia, Peru, Ecuador', () => {
  const base = (country: string): PayoutValues => ({
    ...MAIN,
    country,
    email: 'a@b.co',
    phone: '5512345678',
    bankName: 'Bank',
    payoutAccountTypeCode: '0001',
    payoutBeneficiaryTypeCode: 'PERSON',
  });
  it('Mexico: an 18-digit CLABE, names of 32 characters at most', () => {
    expect(codes({ ...base('MX'), accountNumber: '12345' }).accountNumber).toBe('exact_length');
    expect(codes({ ...base('MX'), accountNumber: '012180001234567891' })).toEqual({});
    expect(codes({ ...base('MX'), accountNumber: '012180001234567891', beneficiaryLastName: 'A'.repeat(33) }).beneficiaryLastName).toBe(
      'max_length',
    );
  });
  it('Chile: an account of 6 to 17 characters', () => {
    expect(codes({ ...base('CL'), accountNumber: '12345' }).accountNumber).toBe('min_length');
    expect(codes({ ...base('CL'), accountNumber: '123456' })).toEqual({});
  });
  it('Colombia: an account of 18 at most, a document of 20 at most', () => {
    expect(codes({ ...base('CO'), accountNumber: '1'.repeat(19) }).accountNumber).toBe('max_length');
    expect(codes({ ...base('CO'), accountNumber: '1'.repeat(18), documentNumber: '1'.repeat(21) }).documentNumber).toBe('max_length');
  });
  it('Peru: digits only in the document and an account of 9 to 20 digits', () => {
    expect(codes({ ...base('PE'), accountNumber: '12345678', documentNumber: 'AB123' })).toMatchObject({
      accountNumber: 'min_length',
      documentNumber: 'digits_only',
    });
  });
  it('Ecuador: digits only, an account of 22 at most', () => {
    expect(codes({ ...base('EC'), accountNumber: '1'.repeat(23) }).accountNumber).toBe('max_length');
    expect(codes({ ...base('EC'), accountNumber: '1'.repeat(22) })).toEqual({});
  });
});

describe('African countries', () => {
  const africa = (country: string): PayoutValues => ({
    ...MAIN,
    country,
    email: 'a@b.co',
    phone: '254712345678',
    address: '1 Main Rd',
    city: 'Nairobi',
    bankName: 'Equity Bank',
    abaSwift: 'EQBLKENA',
    payoutBeneficiaryTypeCode: 'PERSON',
    accountNumber: '123456789012',
  });
  it('ask for address, city and ABA/SWIFT, an account of 12 at most', () => {
    expect(shownFields({ country: 'KE' })).toEqual(expect.arrayContaining(['address', 'city', 'abaSwift']));
    expect(codes(africa('NG'))).toEqual({});
    expect(codes({ ...africa('GH'), accountNumber: '1'.repeat(13) }).accountNumber).toBe('max_length');
  });
  it('Kenya takes amounts of 6 digits, Tanzania and Uganda of 7', () => {
    expect(codes({ ...africa('KE'), amount: '1234567' }).amount).toBe('amount_digits');
    expect(codes({ ...africa('TZ'), amount: '1234567' })).toEqual({});
    expect(codes({ ...africa('UG'), amount: '12345678' }).amount).toBe('amount_digits');
  });
  it('every country of the table has its currency and a shown field list', () => {
    for (const [country, rule] of Object.entries(COUNTRY_RULES)) {
      expect(rule.currency, country).toMatch(/^[A-Z]{3}$/);
      expect(rule.shows.length, country).toBeGreaterThan(0);
    }
  });
});
