/**
 * The payout form's country rules (spec 02 §5 "Payout form", §9 "Payout form limits"), as one
 * table: which fields a country shows (a shown field is required), its lengths and key filters.
 * The form and the fake API's POST /payouts/items both read it, so they cannot disagree. Pure:
 * no React, no i18n; a problem is a code with its numbers, worded by whoever shows it.
 */
import { MAX_AMOUNT_PROBLEM, isAboveMaxAmount } from '../amountCeiling';
import { CURRENCY_SYMBOLS } from '../money';
import { CONTROL_CHARACTERS_PROBLEM, hasControlCharacters } from '../textRules';
import { PRIVATE_ADDRESS_PROBLEM, isHttpUrl, namesPrivateHost } from '../urlRules';

/** Fields only some countries show; each one a country shows is required there. */
export type CountryField =
  | 'phone'
  | 'email'
  | 'address'
  | 'city'
  | 'bankName'
  | 'accountAgencyNumber'
  | 'accountNumber'
  | 'payoutAccountTypeCode'
  | 'payoutBeneficiaryTypeCode'
  | 'abaSwift';

export interface CountryRule {
  currency: string;
  shows: readonly CountryField[];
  /** Beneficiary first and last name. */
  nameMax: number;
  document: { max: number; numeric?: boolean };
  account: { min?: number; max: number; numeric?: boolean };
  phoneMax: number;
  /** Digits before the decimal point. */
  amountDigits: number;
  /** Brazil: the Pix key, the Pix-only mode and the gender. */
  brazil?: true;
  /** Argentina: the alias for virtual accounts, and no CUIT. */
  argentina?: true;
}

const LATAM_NAME = 32;
const BANK = ['bankName', 'accountNumber', 'payoutAccountTypeCode', 'payoutBeneficiaryTypeCode'] as const;
const AFRICA: CountryRule = {
  currency: 'USD',
  shows: ['phone', 'email', 'address', 'city', 'bankName', 'accountNumber', 'abaSwift', 'payoutBeneficiaryTypeCode'],
  nameMax: 255,
  document: { max: 20 },
  account: { max: 12 },
  phoneMax: 15,
  amountDigits: 18,
};

export const COUNTRY_RULES: Readonly<Record<string, CountryRule>> = {
  AR: {
    currency: 'ARS',
    // Spec 02 §9 gives Argentina's phone a limit of 13: the field exists there.
    shows: ['email', 'phone', ...BANK],
    nameMax: 255,
    document: { max: 13 },
    account: { min: 22, max: 22, numeric: true },
    phoneMax: 13,
    amountDigits: 13,
    argentina: true,
  },
  BR: {
    currency: 'BRL',
    shows: ['email', 'phone', 'accountAgencyNumber', ...BANK],
    nameMax: 255,
    document: { max: 18 },
    account: { max: 13 },
    phoneMax: 13,
    amountDigits: 18,
    brazil: true,
  },
  MX: {
    currency: 'MXN',
    shows: ['email', 'phone', 'bankName', 'accountNumber', 'payoutBeneficiaryTypeCode'],
    nameMax: LATAM_NAME,
    document: { max: 18 },
    account: { min: 18, max: 18, numeric: true },
    phoneMax: 18,
    amountDigits: 18,
  },
  CL: {
    currency: 'CLP',
    shows: ['email', ...BANK],
    nameMax: LATAM_NAME,
    document: { max: 18 },
    account: { min: 6, max: 17 },
    phoneMax: 15,
    amountDigits: 18,
  },
  CO: {
    currency: 'COP',
    shows: ['email', 'phone', ...BANK],
    nameMax: LATAM_NAME,
    document: { max: 20 },
    account: { max: 18 },
    phoneMax: 15,
    amountDigits: 18,
  },
  PE: {
    currency: 'PEN',
    shows: ['email', ...BANK],
    nameMax: LATAM_NAME,
    document: { max: 20, numeric: true },
    account: { min: 9, max: 20, numeric: true },
    phoneMax: 15,
    amountDigits: 18,
  },
  EC: {
    currency: 'USD',
    shows: ['email', 'phone', ...BANK],
    nameMax: LATAM_NAME,
    document: { max: 20, numeric: true },
    account: { max: 22, numeric: true },
    phoneMax: 15,
    amountDigits: 18,
  },
  EG: { ...AFRICA, currency: 'EGP' },
  GH: { ...AFRICA, currency: 'GHS' },
  KE: { ...AFRICA, currency: 'KES', amountDigits: 6 },
  NG: { ...AFRICA, currency: 'NGN' },
  ZA: { ...AFRICA, currency: 'ZAR' },
  TZ: { ...AFRICA, currency: 'TZS', amountDigits: 7 },
  UG: { ...AFRICA, currency: 'UGX', amountDigits: 7 },
};

/** A country outside the table: the African rules in US dollars (spec 02 §5, "other African countries USD"). */
export const ruleOf = (country: string | undefined): CountryRule => COUNTRY_RULES[country ?? ''] ?? AFRICA;

export const LIMITS = {
  /** Email, address, city, notification URL, payment reason. */
  text: 150,
  externalReference: 255,
  pixKey: 255,
  abaSwift: 50,
  bankCode: 3,
  agency: 6,
  aliasCVU: 255,
} as const;

/** The CNPJ document type of Brazil (spec 02 §5: document type 2). */
export const CNPJ_DOCUMENT_TYPE = 2;
export const CNPJ_PATTERN = /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/;
/** Argentina's CUIT is not offered (spec 02 §5). */
export const HIDDEN_DOCUMENT_TYPES: Readonly<Record<string, readonly string[]>> = { AR: ['CUIT'] };
/** The account type whose accounts are reached through an alias (Argentina's CVU). */
export const VIRTUAL_ACCOUNT_TYPE = '0003';
/** The bank choice that asks for a bank code instead of a name. */
export const OTHER_BANK = 'Other';
/** What Pix-only mode sends for the hidden bank fields (spec 02 §5). */
export const PIX_PLACEHOLDER = '-';
export const PIX_HIDDEN: readonly CountryField[] = ['bankName', 'accountAgencyNumber', 'accountNumber', 'payoutAccountTypeCode'];

// ----- key filters: what a field keeps of what is typed or pasted -----

/** Names keep letters, spaces, apostrophes and hyphens (O'Brien, Jean-Luc): no digits or symbols. */
export const keepNameCharacters = (text: string) => text.replace(/[^\p{L}\p{M} '-]/gu, '');
export const keepDigits = (text: string) => text.replace(/\D/g, '');
export const keepAlphanumeric = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '');
/** Types a CNPJ into its mask as the digits come: 12345678000195 -> 12.345.678/0001-95. */
export function maskCnpj(text: string): string {
  const d = keepDigits(text).slice(0, 14);
  const parts = [d.slice(0, 2), d.slice(2, 5), d.slice(5, 8), d.slice(8, 12), d.slice(12, 14)];
  let out = parts[0];
  if (parts[1]) out += `.${parts[1]}`;
  if (parts[2]) out += `.${parts[2]}`;
  if (parts[3]) out += `/${parts[3]}`;
  if (parts[4]) out += `-${parts[4]}`;
  return out;
}

export const documentFilter = (country: string | undefined, documentType: unknown) =>
  country === 'BR' && Number(documentType) === CNPJ_DOCUMENT_TYPE
    ? maskCnpj
    : ruleOf(country).document.numeric
      ? keepDigits
      : keepAlphanumeric;

export const accountFilter = (country: string | undefined) => (ruleOf(country).account.numeric ? keepDigits : keepAlphanumeric);

// ----- validation -----

export type PayoutProblem =
  | { code: 'required' }
  | { code: 'max_length'; max: number }
  | { code: 'min_length'; min: number }
  | { code: 'exact_length'; length: number }
  | { code: 'invalid_email' }
  | { code: 'invalid_url' }
  | { code: 'cnpj_format' }
  | { code: 'cnpj_inactive' }
  | { code: 'amount_not_valid' }
  | { code: 'amount_format' }
  | { code: 'amount_digits'; max: number }
  | { code: 'amount_max' }
  | { code: 'digits_only' }
  | { code: 'letters_only' }
  | { code: 'alphanumeric_only' }
  | { code: 'not_offered' }
  /** A line break or other control character (the e-mail and names reach a receipt e-mail's headers). */
  | { code: 'control_characters' }
  /** A notification URL naming the caller's own machine or private network (server-side request forgery). */
  | { code: 'private_address' }
  /** The shop already has a payout with this external reference: paying it again would pay twice. */
  | { code: 'reference_exists'; payoutId: number }
  /** An earlier row of the same file holds this external reference. */
  | { code: 'reference_repeated'; row: number };

/** The new payout's form values (spec 02 §3 "New payout payload", before '-' filling). */
export interface PayoutValues {
  payoutChannel?: string;
  shopId?: number | string;
  country?: string;
  amount?: string | number;
  beneficiaryFirstName?: string;
  beneficiaryLastName?: string;
  documentType?: number | string;
  documentNumber?: string;
  email?: string;
  phone?: string;
  address?: string;
  city?: string;
  bankName?: string;
  bankCode?: string;
  abaSwift?: string;
  paymentReason?: string;
  accountAgencyNumber?: string;
  accountNumber?: string;
  payoutAccountTypeCode?: string;
  payoutBeneficiaryTypeCode?: string;
  gender?: string;
  externalReference?: string;
  notificationUrl?: string;
  recipientPixKey?: string;
  aliasCVU?: string;
  pixOnly?: boolean;
}

/** The fields a user types: each refuses control characters. */
const TEXT_FIELDS = [
  'beneficiaryFirstName',
  'beneficiaryLastName',
  'documentNumber',
  'email',
  'phone',
  'address',
  'city',
  'bankName',
  'bankCode',
  'abaSwift',
  'paymentReason',
  'accountAgencyNumber',
  'accountNumber',
  'externalReference',
  'notificationUrl',
  'recipientPixKey',
  'aliasCVU',
] as const satisfies readonly (keyof PayoutValues)[];

/** The fields every payout needs (spec 02 §5); Save waits for them. */
export const MAIN_FIELDS = [
  'payoutChannel',
  'shopId',
  'country',
  'amount',
  'beneficiaryFirstName',
  'beneficiaryLastName',
  'documentType',
] as const satisfies readonly (keyof PayoutValues)[];

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Fields the country shows, less those Pix-only mode hides. */
export function shownFields(values: Pick<PayoutValues, 'country' | 'pixOnly'>): CountryField[] {
  const rule = ruleOf(values.country);
  const hidden = rule.brazil && values.pixOnly ? PIX_HIDDEN : [];
  return rule.shows.filter((f) => !hidden.includes(f));
}

/** Is the amount a positive number of two decimals at most, within the country's digits? */
/** An amount as typed, a decimal comma read as the point (12,50): the text itself is never rewritten. */
export const amountText = (value: unknown) =>
  String(value ?? '')
    .trim()
    .replace(/^(\d+),(\d{1,2})$/, '$1.$2');

function amountProblem(value: unknown, country: string | undefined): PayoutProblem | undefined {
  const text = amountText(value);
  // '-5' is refused as the amount it is, not read as 5.
  if (/^-\s*\d/.test(text)) return { code: 'amount_not_valid' };
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { code: 'amount_format' };
  const max = ruleOf(country).amountDigits;
  if (text.split('.')[0].replace(/^0+(?=\d)/, '').length > max) return { code: 'amount_digits', max };
  if (Number(text) <= 0) return { code: 'amount_not_valid' };
  if (isAboveMaxAmount(Number(text))) return { code: 'amount_max' };
  return undefined;
}

function lengthProblem(text: string, { min, max }: { min?: number; max: number }): PayoutProblem | undefined {
  if (min !== undefined && min === max && text.length !== max) return { code: 'exact_length', length: max };
  if (min !== undefined && text.length < min) return { code: 'min_length', min };
  if (text.length > max) return { code: 'max_length', max };
  return undefined;
}

export interface PayoutContext {
  /** The server's cnpjIncludedAndActive for the chosen shop and country. */
  cnpjActive?: boolean;
  /** The document type ids the country offers (from the payout config); unchecked when absent. */
  documentTypes?: readonly (number | string)[];
}

/**
 * Every problem of the values, field by field (the first one of each field). The form shows them
 * under the fields; the fake API answers the first with a 400 naming its field.
 */
export function payoutProblems(values: PayoutValues, context: PayoutContext = {}): Partial<Record<keyof PayoutValues, PayoutProblem>> {
  const problems: Partial<Record<keyof PayoutValues, PayoutProblem>> = {};
  const set = (field: keyof PayoutValues, problem: PayoutProblem | undefined) => {
    if (problem && !problems[field]) problems[field] = problem;
  };
  const rule = ruleOf(values.country);
  const text = (field: keyof PayoutValues) => (blank(values[field]) ? '' : String(values[field]).trim());

  // First: a field holding a line break says so, whatever else is wrong with it (src/providers/textRules.ts).
  for (const field of TEXT_FIELDS) {
    const value = values[field];
    if (typeof value === 'string' && hasControlCharacters(value)) set(field, { code: 'control_characters' });
  }
  for (const field of MAIN_FIELDS) if (blank(values[field])) set(field, { code: 'required' });
  if (!blank(values.amount)) set('amount', amountProblem(values.amount, values.country));
  for (const field of ['beneficiaryFirstName', 'beneficiaryLastName'] as const) {
    const name = text(field);
    if (name && keepNameCharacters(name) !== name) set(field, { code: 'letters_only' });
    set(field, lengthProblem(name, { max: rule.nameMax }));
  }

  const documentNumber = text('documentNumber');
  const isCnpj = values.country === 'BR' && Number(values.documentType) === CNPJ_DOCUMENT_TYPE;
  if (!blank(values.documentType) && context.documentTypes && !context.documentTypes.map(String).includes(String(values.documentType))) {
    set('documentType', { code: 'not_offered' });
  }
  if (isCnpj && context.cnpjActive === false) set('documentType', { code: 'cnpj_inactive' });
  if (!documentNumber) set('documentNumber', { code: 'required' });
  else if (isCnpj) set('documentNumber', CNPJ_PATTERN.test(documentNumber) ? undefined : { code: 'cnpj_format' });
  else if (rule.document.numeric && keepDigits(documentNumber) !== documentNumber) set('documentNumber', { code: 'digits_only' });
  else if (!rule.document.numeric && keepAlphanumeric(documentNumber) !== documentNumber)
    set('documentNumber', { code: 'alphanumeric_only' });
  else set('documentNumber', lengthProblem(documentNumber, rule.document));

  const shown = shownFields(values);
  for (const field of shown) {
    if (blank(values[field]) && !(field === 'bankName' && !blank(values.bankCode))) set(field, { code: 'required' });
  }
  const email = text('email');
  if (email)
    set(
      'email',
      email.length > LIMITS.text ? { code: 'max_length', max: LIMITS.text } : EMAIL.test(email) ? undefined : { code: 'invalid_email' },
    );
  const phone = text('phone');
  if (phone) set('phone', keepDigits(phone) !== phone ? { code: 'digits_only' } : lengthProblem(phone, { max: rule.phoneMax }));
  for (const field of ['address', 'city', 'paymentReason'] as const) set(field, lengthProblem(text(field), { max: LIMITS.text }));
  set('externalReference', lengthProblem(text('externalReference'), { max: LIMITS.externalReference }));
  set('abaSwift', lengthProblem(text('abaSwift'), { max: LIMITS.abaSwift }));
  const url = text('notificationUrl');
  if (url)
    set(
      'notificationUrl',
      url.length > LIMITS.text
        ? { code: 'max_length', max: LIMITS.text }
        : !isHttpUrl(url)
          ? { code: 'invalid_url' }
          : namesPrivateHost(url)
            ? { code: 'private_address' }
            : undefined,
    );

  const bankShown = shown.includes('bankName');
  if (bankShown && values.bankName === OTHER_BANK) {
    const code = text('bankCode');
    if (!code) set('bankCode', { code: 'required' });
    else if (keepAlphanumeric(code) !== code) set('bankCode', { code: 'alphanumeric_only' });
    else set('bankCode', lengthProblem(code, { max: LIMITS.bankCode }));
  }
  const agency = text('accountAgencyNumber');
  if (shown.includes('accountAgencyNumber') && agency) set('accountAgencyNumber', lengthProblem(agency, { max: LIMITS.agency }));
  const account = text('accountNumber');
  if (shown.includes('accountNumber') && account) {
    const filtered = accountFilter(values.country)(account);
    set(
      'accountNumber',
      filtered !== account ? { code: rule.account.numeric ? 'digits_only' : 'alphanumeric_only' } : lengthProblem(account, rule.account),
    );
  }

  if (rule.brazil) {
    const pix = text('recipientPixKey');
    if (values.pixOnly && !pix) set('recipientPixKey', { code: 'required' });
    set('recipientPixKey', lengthProblem(pix, { max: LIMITS.pixKey }));
    if (!blank(values.gender) && !['M', 'F'].includes(String(values.gender))) set('gender', { code: 'not_offered' });
  }
  if (rule.argentina && shown.includes('payoutAccountTypeCode') && values.payoutAccountTypeCode === VIRTUAL_ACCOUNT_TYPE) {
    const alias = text('aliasCVU');
    set('aliasCVU', alias ? lengthProblem(alias, { max: LIMITS.aliasCVU }) : { code: 'required' });
  }
  return problems;
}

/** The payload of spec 02 §3 from the form's values: the country's currency, '-' for Pix-only's hidden fields. */
export function payoutPayload(values: PayoutValues, names: { accountTypeDescription?: string } = {}) {
  const rule = ruleOf(values.country);
  const shown = shownFields(values);
  const pixHidden = rule.brazil && values.pixOnly;
  const pick = (field: CountryField) => {
    if (pixHidden && PIX_HIDDEN.includes(field)) return PIX_PLACEHOLDER;
    return shown.includes(field) ? (values[field] ?? '').toString().trim() : '';
  };
  const bankName = pick('bankName');
  return {
    shopId: Number(values.shopId),
    payoutChannel: values.payoutChannel,
    country: values.country,
    amount: Number(amountText(values.amount)),
    currencyCode: rule.currency,
    currencySymbol: CURRENCY_SYMBOLS[rule.currency] ?? '$',
    beneficiaryFirstName: values.beneficiaryFirstName?.trim(),
    beneficiaryLastName: values.beneficiaryLastName?.trim(),
    documentType: Number(values.documentType),
    documentNumber: values.documentNumber?.trim(),
    email: pick('email'),
    phone: pick('phone'),
    address: pick('address'),
    city: pick('city'),
    // 'Other' sends the bank code the user typed in its place.
    bankName: bankName === OTHER_BANK ? (values.bankCode ?? '').trim() : bankName,
    abaSwift: pick('abaSwift'),
    paymentReason: values.paymentReason?.trim() ?? '',
    accountAgencyNumber: pick('accountAgencyNumber'),
    accountNumber: pick('accountNumber'),
    payoutAccountTypeCode: pick('payoutAccountTypeCode'),
    payoutAccountTypeDescription: pixHidden ? PIX_PLACEHOLDER : (names.accountTypeDescription ?? ''),
    payoutBeneficiaryTypeCode: pick('payoutBeneficiaryTypeCode'),
    gender: rule.brazil ? (values.gender ?? '') : '',
    externalReference: values.externalReference?.trim() ?? '',
    notificationUrl: values.notificationUrl?.trim() ?? '',
    recipientPixKey: rule.brazil ? (values.recipientPixKey?.trim() ?? '') : '',
    aliasCVU: rule.argentina && values.payoutAccountTypeCode === VIRTUAL_ACCOUNT_TYPE ? (values.aliasCVU?.trim() ?? '') : '',
    termsApproved: true as const,
  };
}
export type PayoutPayload = ReturnType<typeof payoutPayload>;

/**
 * The form's values a payload stands for (the fake API checks a POST with the form's own rules):
 * Brazil's '-' account is Pix-only mode, a bank name outside the country's list is a bank code.
 */
export function valuesOfPayload(payload: Record<string, unknown>, banks: readonly string[]): PayoutValues {
  const values = Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v])) as PayoutValues;
  const rule = ruleOf(values.country);
  if (rule.brazil && values.accountNumber === PIX_PLACEHOLDER) {
    values.pixOnly = true;
    for (const field of PIX_HIDDEN) delete values[field];
  }
  if (!values.pixOnly && values.bankName && !banks.includes(values.bankName)) {
    values.bankCode = values.bankName;
    values.bankName = OTHER_BANK;
  }
  return values;
}

/** A problem as the end of an English sentence after the field's name, for the fake API's 400 (the screens word it through i18n). */
export function problemText(problem: PayoutProblem): string {
  switch (problem.code) {
    case 'required':
      return 'is required';
    case 'max_length':
      return `must be at most ${problem.max} characters`;
    case 'min_length':
      return `must be at least ${problem.min} characters`;
    case 'exact_length':
      return `must be exactly ${problem.length} characters`;
    case 'invalid_email':
      return 'must be an e-mail address';
    case 'invalid_url':
      return 'must be an http(s) URL';
    case 'cnpj_format':
      return 'is not a valid CNPJ. Expected: NN.NNN.NNN/NNNN-NN';
    case 'cnpj_inactive':
      return "cannot be a CNPJ: the shop's company id is not active";
    case 'amount_not_valid':
      return 'is not valid (AMOUNT_NOT_VALID): it must be more than 0';
    case 'amount_format':
      return 'must be a number with at most 2 decimals';
    case 'amount_digits':
      return `must have at most ${problem.max} digits before the decimal point`;
    case 'amount_max':
      return MAX_AMOUNT_PROBLEM;
    case 'digits_only':
      return 'must hold digits only';
    case 'letters_only':
      return 'must hold letters only';
    case 'alphanumeric_only':
      return 'must hold letters and digits only';
    case 'not_offered':
      return 'is not one of the choices offered';
    case 'control_characters':
      return CONTROL_CHARACTERS_PROBLEM;
    case 'private_address':
      return PRIVATE_ADDRESS_PROBLEM;
    case 'reference_exists':
      return `already exists for this shop (payout ${problem.payoutId}): it would be paid twice`;
    case 'reference_repeated':
      return `repeats row ${problem.row} of the file`;
  }
}
