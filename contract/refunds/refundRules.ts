/**
 * The rules of a refund request (spec 02 §2 "Refunds and direct wires", §5, §9; 01 §4.4), shared
 * by the wizard and the fake API so the screen refuses exactly what the server refuses.
 */
import { CONTROL_CHARACTERS_PROBLEM, hasControlCharacters } from '../textRules';
import { MAX_AMOUNT_PROBLEM, isAboveMaxAmount } from '../amountCeiling';

export { requestModeOf, type RefundRequestMode } from './requestMode';

/** '0' is the legacy "no transaction": a transaction-id request that names no pay-in. */
export const NO_TRANSACTION = '0';

export const REFUND_LIMITS = {
  /** Spec 02 §9. */
  minAmount: 0.01,
  amountMaxLength: 16,
  clabeLength: 18,
  /** Ours (README "Decisions"): the spec names no other length. */
  text: 255,
  swift: 50,
  accountNumber: 50,
  passportId: 50,
  note: 1000,
} as const;

/** Spec 02 §5: clabe is shown only when the receiving country is Mexico (id 14). */
export const MEXICO_COUNTRY_ID = 14;

/** Document types (ids of GET /config/refunds documentTypes) each kind of request must upload. */
export const DOCUMENT_SLOTS: Record<'BY_TRANSACTION' | 'DIRECT', readonly number[]> = {
  // The beneficiary's id, the account to pay into, and the payment being returned.
  BY_TRANSACTION: [1, 2, 3],
  // Without a pay-in to point at, a signed letter stands for it.
  DIRECT: [1, 2, 4],
};

export const slotsFor = (transactionId: string | null | undefined): readonly number[] =>
  transactionId && transactionId !== NO_TRANSACTION ? DOCUMENT_SLOTS.BY_TRANSACTION : DOCUMENT_SLOTS.DIRECT;

/** Why a value is refused; the screen words it in the user's language, the API in English. */
export type RefundProblem =
  | { kind: 'required' }
  | { kind: 'notANumber' }
  | { kind: 'minAmount'; min: number }
  | { kind: 'maxLength'; max: number }
  | { kind: 'maxAmount' }
  | { kind: 'decimals' }
  | { kind: 'overRefundable'; max: number }
  | { kind: 'clabe'; length: number }
  | { kind: 'email' }
  /** A line break or other control character in an address (src/providers/textRules.ts). */
  | { kind: 'controlCharacters' };

export function problemText(problem: RefundProblem): string {
  switch (problem.kind) {
    case 'required':
      return 'is required';
    case 'notANumber':
      return 'must be a number';
    case 'minAmount':
      return `must be at least ${problem.min}`;
    case 'maxLength':
      return `must be at most ${problem.max} characters`;
    case 'maxAmount':
      return MAX_AMOUNT_PROBLEM;
    case 'decimals':
      return 'must have at most 2 decimals';
    case 'overRefundable':
      return `cannot exceed what is left to refund of the transaction (${problem.max})`;
    case 'clabe':
      return `must be ${problem.length} digits`;
    case 'email':
      return 'must be an e-mail address';
    case 'controlCharacters':
      return CONTROL_CHARACTERS_PROBLEM;
  }
}

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * An amount as typed: digits with one '.' or ',' before the decimals (Spanish and Portuguese
 * screens write 12,50), no exponent ('1e3' is no amount), no thousands marks; NaN otherwise.
 */
const AMOUNT_TEXT = /^-?\d+(?:[.,]\d+)?$/;
export function parseAmount(value: unknown): number {
  if (typeof value === 'number') return value;
  const text = String(value ?? '').trim();
  return AMOUNT_TEXT.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
}

/** Spec 02 §5: required, a number of at least 0.01, at most 16 characters, two decimals, the app's ceiling (and at most what is left to refund). */
export function amountProblem(value: unknown, refundable?: number | null): RefundProblem | undefined {
  if (blank(value)) return { kind: 'required' };
  const text = String(value).trim();
  if (text.length > REFUND_LIMITS.amountMaxLength) return { kind: 'maxLength', max: REFUND_LIMITS.amountMaxLength };
  const n = parseAmount(value);
  if (!Number.isFinite(n)) return { kind: 'notANumber' };
  if (n < REFUND_LIMITS.minAmount) return { kind: 'minAmount', min: REFUND_LIMITS.minAmount };
  if (Math.abs(Math.round(n * 100) - n * 100) > 1e-6) return { kind: 'decimals' };
  if (isAboveMaxAmount(n)) return { kind: 'maxAmount' };
  if (refundable !== undefined && refundable !== null && n > refundable + 1e-9) return { kind: 'overRefundable', max: refundable };
  return undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface RefundDetailsValues {
  shopId?: number | string | null;
  passportId?: string | null;
  amountToBeRefunded?: number | string | null;
  customerEmail?: string | null;
}

/** The details step (spec 02 §5): shop, passport id (when creating) and the amount. */
export function detailsProblems(
  values: RefundDetailsValues,
  refundable?: number | null,
): Partial<Record<keyof RefundDetailsValues, RefundProblem>> {
  const problems: Partial<Record<keyof RefundDetailsValues, RefundProblem>> = {};
  if (blank(values.shopId)) problems.shopId = { kind: 'required' };
  if (blank(values.passportId)) problems.passportId = { kind: 'required' };
  else if (String(values.passportId).trim().length > REFUND_LIMITS.passportId)
    problems.passportId = { kind: 'maxLength', max: REFUND_LIMITS.passportId };
  const amount = amountProblem(values.amountToBeRefunded, refundable);
  if (amount) problems.amountToBeRefunded = amount;
  if (!blank(values.customerEmail)) {
    const email = String(values.customerEmail).trim();
    if (hasControlCharacters(String(values.customerEmail))) problems.customerEmail = { kind: 'controlCharacters' };
    else if (email.length > REFUND_LIMITS.text) problems.customerEmail = { kind: 'maxLength', max: REFUND_LIMITS.text };
    else if (!EMAIL.test(email)) problems.customerEmail = { kind: 'email' };
  }
  return problems;
}

export interface BeneficiaryValues {
  fullName?: string | null;
  address?: string | null;
  city?: string | null;
  beneficiaryCountryId?: number | string | null;
  receivingCountryId?: number | string | null;
  receivingCity?: string | null;
  bankName?: string | null;
  swift?: string | null;
  accountNumber?: string | null;
  paymentReason?: string | null;
  hasCorrespondentBank?: boolean | null;
  correspondentCountryId?: number | string | null;
  correspondentSwift?: string | null;
  correspondentBankName?: string | null;
  correspondentAccountNumber?: string | null;
  clabe?: string | null;
}

/** Spec 02 §5: every beneficiary field the bank needs is required. */
export const BENEFICIARY_REQUIRED = [
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
] as const satisfies readonly (keyof BeneficiaryValues)[];

/** With a correspondent bank: its country, ABA/Swift and name; its account number is optional. */
export const CORRESPONDENT_REQUIRED = [
  'correspondentCountryId',
  'correspondentSwift',
  'correspondentBankName',
] as const satisfies readonly (keyof BeneficiaryValues)[];

const MAX_LENGTHS: Partial<Record<keyof BeneficiaryValues, number>> = {
  fullName: REFUND_LIMITS.text,
  address: REFUND_LIMITS.text,
  city: REFUND_LIMITS.text,
  receivingCity: REFUND_LIMITS.text,
  bankName: REFUND_LIMITS.text,
  swift: REFUND_LIMITS.swift,
  accountNumber: REFUND_LIMITS.accountNumber,
  paymentReason: REFUND_LIMITS.text,
  correspondentSwift: REFUND_LIMITS.swift,
  correspondentBankName: REFUND_LIMITS.text,
  correspondentAccountNumber: REFUND_LIMITS.accountNumber,
};

export const isMexico = (countryId: unknown) => Number(countryId) === MEXICO_COUNTRY_ID;

/** Every bank-details field a beneficiary record holds. */
export const BENEFICIARY_FIELDS = [
  ...BENEFICIARY_REQUIRED,
  'hasCorrespondentBank',
  ...CORRESPONDENT_REQUIRED,
  'correspondentAccountNumber',
  'clabe',
] as const satisfies readonly (keyof BeneficiaryValues)[];

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/** Whether typed bank details are a saved beneficiary's as they stand (issue #30: link it rather than copy it). */
export function sameBeneficiary(a: BeneficiaryValues, b: BeneficiaryValues): boolean {
  return BENEFICIARY_FIELDS.every((field) =>
    field === 'hasCorrespondentBank' ? Boolean(a[field]) === Boolean(b[field]) : asText(a[field]) === asText(b[field]),
  );
}

export function beneficiaryProblems(values: BeneficiaryValues): Partial<Record<keyof BeneficiaryValues, RefundProblem>> {
  const problems: Partial<Record<keyof BeneficiaryValues, RefundProblem>> = {};
  const required: (keyof BeneficiaryValues)[] = [...BENEFICIARY_REQUIRED, ...(values.hasCorrespondentBank ? CORRESPONDENT_REQUIRED : [])];
  for (const field of required) if (blank(values[field])) problems[field] = { kind: 'required' };
  for (const [field, max] of Object.entries(MAX_LENGTHS) as [keyof BeneficiaryValues, number][]) {
    if (!problems[field] && !blank(values[field]) && String(values[field]).trim().length > max)
      problems[field] = { kind: 'maxLength', max };
  }
  if (
    isMexico(values.receivingCountryId) &&
    !blank(values.clabe) &&
    !new RegExp(`^\\d{${REFUND_LIMITS.clabeLength}}$`).test(String(values.clabe).trim())
  ) {
    problems.clabe = { kind: 'clabe', length: REFUND_LIMITS.clabeLength };
  }
  return problems;
}
