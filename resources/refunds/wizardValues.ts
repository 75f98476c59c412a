/**
 * The new-refund wizard's values (one react-admin Form across its steps) and what they become:
 * the POST /refunds/new body, the step a refused field lives on, and the checks of spec 02 §5
 * run over every step before the request is sent.
 */
import type { UploadedFile } from '../../src/framework';
import type { RefundRequestLookup } from '../../contract/wire';
import {
  BENEFICIARY_REQUIRED,
  CORRESPONDENT_REQUIRED,
  isMexico,
  parseAmount,
  sameBeneficiary,
  type BeneficiaryValues,
} from '../../contract/refunds/refundRules';
import { checkBody } from '../../contract/schema/checkBody';
import type { RuleBreak } from '../../contract/schema/ruleTexts';
import { NewRefundBody, type NewRefundRequest } from '../../contract/writes/refunds';

export type NewRefundStep = 'request' | 'details' | 'bank' | 'documents';
export const NEW_REFUND_STEPS: readonly NewRefundStep[] = ['request', 'details', 'bank', 'documents'];

export interface RefundWizardValues {
  step: NewRefundStep;
  /** The request step's input: a transaction id, a passport / national id, or nothing. */
  request: string;
  /** The input the lookup answered for; the later steps wait while `request` differs. */
  lookedUp: string | null;
  lookup: RefundRequestLookup | null;
  shopId: number | string;
  passportId: string;
  amountToBeRefunded: string;
  customerEmail: string;
  beneficiary: BeneficiaryValues;
  /** The saved beneficiary (lookup.savedBeneficiaries) the bank details started from, linked while unchanged. */
  savedBeneficiaryId: number | null;
  /** One uploaded file per document slot, keyed `t<documentTypeId>`. */
  documents: Record<string, UploadedFile | null>;
  disclaimer: boolean;
}

export const slotField = (documentTypeId: number) => `t${documentTypeId}`;

export const emptyWizardValues = (): RefundWizardValues => ({
  step: 'request',
  request: '',
  lookedUp: null,
  lookup: null,
  shopId: '',
  passportId: '',
  amountToBeRefunded: '',
  customerEmail: '',
  beneficiary: { hasCorrespondentBank: false },
  savedBeneficiaryId: null,
  documents: {},
  disclaimer: false,
});

const filled = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

/** True once a lookup answered for another input than the one the request step reads now. */
export const keyChanged = (values: Pick<RefundWizardValues, 'lookedUp' | 'request'>) =>
  values.lookedUp !== null && values.lookedUp !== values.request.trim();

/**
 * The lookup's answer over what was typed: it fills what it knows (a pay-in's shop, customer and
 * amount, a returning person's bank details) and leaves the rest as the user had it; files of
 * slots the new request still asks for are kept. Looked up for another key than before, it starts
 * from nothing: every later step was about the previous pay-in or person (issue #30: a refund
 * filed under a new passport with the old customer's shop, amount, e-mail, name and address).
 */
export function applyLookup(current: RefundWizardValues, lookup: RefundRequestLookup): RefundWizardValues {
  const values = keyChanged(current) ? { ...emptyWizardValues(), step: current.step, request: current.request } : current;
  const { refund, beneficiary } = lookup;
  const byTransaction = Boolean(refund.transactionId && refund.refundable !== null);
  const bank = { ...values.beneficiary };
  for (const [key, value] of Object.entries(beneficiary ?? {}))
    if (filled(value) || typeof value === 'boolean') (bank as Record<string, unknown>)[key] = value;
  const documents: Record<string, UploadedFile | null> = {};
  for (const slot of lookup.documents) documents[slotField(slot.documentTypeId)] = values.documents[slotField(slot.documentTypeId)] ?? null;
  return {
    ...values,
    lookedUp: values.request.trim(),
    lookup,
    shopId: refund.shopId ?? (byTransaction ? '' : values.shopId),
    passportId: refund.passportId ?? values.passportId,
    customerEmail: refund.customerEmail ?? values.customerEmail,
    amountToBeRefunded: byTransaction ? String(refund.refundable) : values.amountToBeRefunded,
    beneficiary: bank,
    savedBeneficiaryId: lookup.savedBeneficiaries?.[0]?.beneficiaryId ?? null,
    documents,
  };
}

/** The fields each step checks on Next. */
export const STEP_FIELDS: Record<Exclude<NewRefundStep, 'request'>, string[]> = {
  details: ['shopId', 'passportId', 'amountToBeRefunded', 'customerEmail'],
  bank: [...BENEFICIARY_REQUIRED, ...CORRESPONDENT_REQUIRED, 'correspondentAccountNumber', 'clabe'].map((f) => `beneficiary.${f}`),
  documents: ['disclaimer'],
};

/** A refusal of the wizard: a contract rule of the body, or what only the form knows. */
export type WizardProblem =
  | { kind: 'rule'; broken: RuleBreak }
  | { kind: 'overRefundable'; max: number }
  | { kind: 'mustUpload'; description: string }
  | { kind: 'disclaimer' };

/** The form field a part of POST /refunds/new's body comes from (the disclaimer and files have their own words). */
const fieldOfBodyPath = (path: readonly PropertyKey[]): string | undefined => {
  const field = fieldOfServerRefusal(path.map(String).join('.'));
  return field === 'documents' ? undefined : field;
};

/**
 * Every refusal of spec 02 §5 over the whole wizard, by form field, in step order: the body's
 * contract rules (contract/writes/refunds.ts, what each field says as it is typed), then what is
 * left of the pay-in, the files not uploaded and the disclaimer.
 */
export function wizardProblems(values: RefundWizardValues): [string, WizardProblem][] {
  const problems: [string, WizardProblem][] = [];
  const checked = checkBody(NewRefundBody, newRefundBody(values, false));
  for (const broken of checked.ok ? [] : checked.breaks) {
    const field = fieldOfBodyPath(broken.path);
    if (field && !problems.some(([known]) => known === field)) problems.push([field, { kind: 'rule', broken }]);
  }
  const left = values.lookup?.refund.refundable ?? null;
  const amount = typedAmount(values.amountToBeRefunded);
  if (!problems.some(([field]) => field === 'amountToBeRefunded') && amount !== undefined && left !== null && amount > left + 1e-9)
    problems.push(['amountToBeRefunded', { kind: 'overRefundable', max: left }]);
  for (const slot of values.lookup?.documents ?? []) {
    if (!values.documents[slotField(slot.documentTypeId)])
      problems.push([`documents.${slotField(slot.documentTypeId)}`, { kind: 'mustUpload', description: slot.description }]);
  }
  if (!values.disclaimer) problems.push(['disclaimer', { kind: 'disclaimer' }]);
  const stepIndex = (field: string) => NEW_REFUND_STEPS.indexOf(stepOf(field));
  return problems.sort(([a], [b]) => stepIndex(a) - stepIndex(b));
}

/** The step a form field is on. */
export function stepOf(field: string): NewRefundStep {
  if (field.startsWith('beneficiary.')) return 'bank';
  if (field.startsWith('documents.') || field === 'disclaimer') return 'documents';
  if (field === 'request') return 'request';
  return 'details';
}

/** The saved beneficiary the bank details are, unchanged: the request links it instead of saving a copy. */
export function linkedBeneficiary(values: Pick<RefundWizardValues, 'lookup' | 'savedBeneficiaryId' | 'beneficiary'>) {
  const saved = values.lookup?.savedBeneficiaries?.find((b) => b.beneficiaryId === values.savedBeneficiaryId);
  return saved && sameBeneficiary(values.beneficiary, saved) ? saved : undefined;
}

/** An amount as typed ('12,50' is 12.5, '1e3' no number: NaN); blank is not given. */
export const typedAmount = (value: unknown): number | undefined => (filled(value) ? parseAmount(value) : undefined);

/** A chosen id (a shop, a country); blank is not given. */
const idOf = (value: unknown): number | undefined => (filled(value) ? Number(value) : undefined);

const orNull = (value: unknown) => (filled(value) ? String(value).trim() : null);

/** POST /refunds/new's body (spec 02 §7: refund, refundBeneficiary, refundDocuments). */
export function newRefundBody(values: RefundWizardValues, direct: boolean): NewRefundRequest {
  // Partial while the form fills (an empty one tells the required fields): blank is not given.
  const b: BeneficiaryValues = values.beneficiary ?? {};
  const correspondent = Boolean(b.hasCorrespondentBank);
  const lookup = values.lookup;
  return {
    refund: {
      shopId: idOf(values.shopId),
      transactionId: lookup?.refund.transactionId ?? null,
      passportId: String(values.passportId ?? '').trim(),
      amountToBeRefunded: typedAmount(values.amountToBeRefunded),
      customerName: lookup?.refund.customerName ?? orNull(b.fullName),
      customerEmail: orNull(values.customerEmail),
      isDirectwire: direct,
      beneficiaryId: linkedBeneficiary(values)?.beneficiaryId ?? null,
    },
    refundBeneficiary: {
      fullName: String(b.fullName ?? '').trim(),
      address: String(b.address ?? '').trim(),
      city: String(b.city ?? '').trim(),
      beneficiaryCountryId: idOf(b.beneficiaryCountryId),
      receivingCountryId: idOf(b.receivingCountryId),
      receivingCity: String(b.receivingCity ?? '').trim(),
      bankName: String(b.bankName ?? '').trim(),
      swift: String(b.swift ?? '').trim(),
      accountNumber: String(b.accountNumber ?? '').trim(),
      paymentReason: String(b.paymentReason ?? '').trim(),
      hasCorrespondentBank: correspondent,
      correspondentCountryId: correspondent ? (idOf(b.correspondentCountryId) ?? null) : null,
      correspondentSwift: correspondent ? orNull(b.correspondentSwift) : null,
      correspondentBankName: correspondent ? orNull(b.correspondentBankName) : null,
      correspondentAccountNumber: correspondent ? orNull(b.correspondentAccountNumber) : null,
      clabe: isMexico(b.receivingCountryId) ? orNull(b.clabe) : null,
    },
    refundDocuments: (lookup?.documents ?? []).flatMap((slot) => {
      const file = values.documents?.[slotField(slot.documentTypeId)];
      return file ? [{ documentTypeId: slot.documentTypeId, documentName: file.name, fileId: file.fileId }] : [];
    }),
    disclaimerAccepted: values.disclaimer === true,
  };
}

/**
 * The form field a 400 of POST /refunds/new names ("refund.amountToBeRefunded must be …",
 * "refundBeneficiary.swift is required", "refundDocuments must upload: …"), to show it there.
 */
export function fieldOfServerRefusal(message: string): string | undefined {
  const head = message.split(' ')[0];
  if (head.startsWith('refund.')) {
    const field = head.slice('refund.'.length);
    return ['shopId', 'passportId', 'amountToBeRefunded', 'customerEmail'].includes(field)
      ? field
      : field === 'transactionId'
        ? 'request'
        : undefined;
  }
  if (head.startsWith('refundBeneficiary.')) return `beneficiary.${head.slice('refundBeneficiary.'.length)}`;
  if (head.startsWith('refundDocuments')) return 'documents';
  return undefined;
}
