/**
 * Refund requests and direct wires (spec 02 §2, §5, §7): the bodies of their writes. The rules are
 * refundRules.ts's, the ones the wizard always checked, now said by the schema so the form and the
 * API refuse one body with one sentence ("refundBeneficiary.swift is required").
 */
import { z } from 'zod';
import { MAX_AMOUNT_TEXT } from '../amountCeiling';
import { REFUND_LIMITS, amountProblem, beneficiaryProblems, detailsProblems, type RefundProblem } from '../refunds/refundRules';
import { LIMITS, noControls, optional, rule, text } from '../schema/blocks';
import { write, type Write } from './write';

const id = () => z.number().int().positive();

/** A refund rule's refusal as the contract's rule: the sentence the API has always given for it. */
function ruleOfProblem(problem: RefundProblem) {
  switch (problem.kind) {
    case 'required':
      return rule('required');
    case 'notANumber':
      return rule('type_number');
    case 'minAmount':
      return rule('min_value', { min: problem.min });
    case 'maxLength':
      return rule('max_length', { max: problem.max });
    case 'maxAmount':
      return rule('max_value', { max: MAX_AMOUNT_TEXT });
    case 'decimals':
      return rule('two_decimals');
    case 'clabe':
      return rule('clabe_digits', { length: problem.length });
    case 'email':
      return rule('email');
    case 'controlCharacters':
      return rule('control_characters');
    case 'overRefundable':
      // Depends on the pay-in, not the body: the API checks it against its data.
      return rule('stated', { text: `cannot exceed what is left to refund of the transaction (${problem.max})` });
  }
}

/** Each refused field of a refundRules.ts check as an issue at its path. */
function addProblems(ctx: z.RefinementCtx, problems: Partial<Record<string, RefundProblem>>): void {
  for (const [field, problem] of Object.entries(problems)) {
    if (problem) ctx.addIssue({ code: 'custom', path: [field], ...ruleOfProblem(problem) });
  }
}

/**
 * A refund's amount (spec 02 §5): at least 0.01, at most 16 characters written out, two decimals,
 * the app's ceiling. What is left to refund of a pay-in the API checks against its data.
 */
export const refundAmount = () =>
  z.number().superRefine((value, ctx) => {
    const problem = amountProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', ...ruleOfProblem(problem) });
  });

const looseText = (max: number) => optional(noControls().trim().max(max));
/** A country of GET /config/countries; which ids exist the API checks against its data. */
const countryId = () => z.number().int();

/**
 * The request's key, customer and amount; refundRules.ts's details rules run over the object, so a
 * missing shop, passport or amount is "required" beside the other fields' rules, not instead of them.
 */
const RefundPart = z
  .object({
    shopId: optional(id()),
    transactionId: optional(z.string().trim().max(LIMITS.key)),
    passportId: z.string().trim(),
    // Any number (NaN too, as a form reads "1e3"): refundRules.ts says what is wrong with it.
    amountToBeRefunded: optional(z.custom<number>((value) => typeof value === 'number', rule('type_number'))),
    customerName: looseText(REFUND_LIMITS.text),
    customerEmail: optional(z.string()),
    isDirectwire: z.boolean(),
    beneficiaryId: optional(id()),
  })
  .superRefine((refund, ctx) => addProblems(ctx, detailsProblems(refund)))
  // The rules above require these.
  .transform((refund) => refund as typeof refund & { shopId: number; amountToBeRefunded: number });

/** The beneficiary and its bank (spec 02 §5): required fields, lengths, a correspondent bank's and Mexico's CLABE. */
const BeneficiaryPart = z
  .object({
    fullName: z.string(),
    address: z.string(),
    city: z.string(),
    beneficiaryCountryId: optional(countryId()),
    receivingCountryId: optional(countryId()),
    receivingCity: z.string(),
    bankName: z.string(),
    swift: z.string(),
    accountNumber: z.string(),
    paymentReason: z.string(),
    hasCorrespondentBank: z.boolean(),
    correspondentCountryId: optional(countryId()),
    correspondentSwift: optional(z.string()),
    correspondentBankName: optional(z.string()),
    correspondentAccountNumber: optional(z.string()),
    clabe: optional(z.string()),
  })
  .superRefine((bank, ctx) => addProblems(ctx, beneficiaryProblems(bank)))
  // The rules above require these.
  .transform((bank) => bank as typeof bank & { beneficiaryCountryId: number; receivingCountryId: number });

/** Three files per document type at most (four types, GET /config/refunds). */
const MAX_DOCUMENTS = 12;

/** POST /refunds/new (spec 02 §7): the request, its beneficiary and its documents, the disclaimer accepted. */
export const NewRefundBody = z.object({
  refund: RefundPart,
  refundBeneficiary: BeneficiaryPart,
  refundDocuments: z.array(z.object({ documentTypeId: id(), documentName: text(REFUND_LIMITS.text), fileId: id() })).max(MAX_DOCUMENTS),
  // A boolean the form holds, true once accepted ("disclaimerAccepted must be true").
  disclaimerAccepted: z.boolean().refine((accepted) => accepted, rule('equals', { value: 'true' })),
});
export type NewRefundBody = z.output<typeof NewRefundBody>;
/** What a client sends (the fields a form may leave blank are loose: the rules say which it may not). */
export type NewRefundRequest = z.input<typeof NewRefundBody>;

export const REFUND_STATUS_CODES = ['Pending', 'Approved', 'Rejected'] as const;

/** PUT /refunds/{id} (spec 02 §7): the amount while Pending; a decision needs every document approved. */
export const UpdateRefundBody = z.object({
  refundRequestId: id(),
  refundRequestStatusTypeCode: z.enum(REFUND_STATUS_CODES),
  refundMessage: optional(z.string().trim().max(REFUND_LIMITS.text)),
  approvedDate: optional(z.string().max(LIMITS.key)),
  amountToBeRefunded: refundAmount(),
});
export type UpdateRefundBody = z.input<typeof UpdateRefundBody>;

export const REFUND_DOCUMENT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/** POST /refund-documents: a file uploaded (POST /file) as one of the request's documents. */
export const NewDocumentBody = z.object({
  refundRequestId: id(),
  documentName: text(REFUND_LIMITS.text),
  documentTypeId: id(),
  documentStatusTypeCode: z.enum(REFUND_DOCUMENT_STATUSES),
  fileId: id(),
});
export type NewDocumentBody = z.input<typeof NewDocumentBody>;

/** PUT /refund-documents/{id}: its status and its file (spec 02 §2 "Document detail modal"). */
export const UpdateDocumentBody = z.object({
  refundRequestDocumentId: id(),
  documentStatusTypeCode: z.enum(REFUND_DOCUMENT_STATUSES),
  fileId: id(),
});
export type UpdateDocumentBody = z.input<typeof UpdateDocumentBody>;

/** POST /notes (spec 01 §7.3). */
export const NewNoteBody = z.object({ refundRequestId: id(), text: text(REFUND_LIMITS.note) });
export type NewNoteBody = z.input<typeof NewNoteBody>;

/** The write calls of this area (README "Layers": a new call's schema goes here). */
export const refundsWrites: readonly Write[] = [
  write('POST', '/refunds/new', NewRefundBody),
  write('PUT', '/refunds/:id', UpdateRefundBody),
  write('DELETE', '/refunds/:id', 'none'),
  write('POST', '/refund-documents', NewDocumentBody),
  write('PUT', '/refund-documents/:id', UpdateDocumentBody),
  write('DELETE', '/refund-documents/:id', 'none'),
  write('POST', '/notes', NewNoteBody),
];
