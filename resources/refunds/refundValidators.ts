import { MAX_AMOUNT_ERROR } from '../../src/framework/amountCeiling';
import type { Validator } from 'react-admin';
import { refundKey } from './refundKey';
import {
  BENEFICIARY_REQUIRED,
  CORRESPONDENT_REQUIRED,
  beneficiaryProblems,
  detailsProblems,
  type BeneficiaryValues,
  type RefundDetailsValues,
  type RefundProblem,
} from '../../contract/refunds/refundRules';
import { typedAmount, type RefundWizardValues } from './wizardValues';

/** A refund rule's refusal as react-admin words it: `resources.refunds.problems.<kind>` with its numbers. */
export const problemMessage = (problem: { kind: string } & Partial<Record<string, unknown>>) =>
  // The amount ceiling is the app's, worded once for every form.
  problem.kind === 'maxAmount'
    ? MAX_AMOUNT_ERROR
    : { message: refundKey(`problems.${problem.kind}`), args: problem as Record<string, unknown> };

/**
 * What is left to refund of the pay-in (null: no pay-in, or not readable): data the body cannot
 * carry, so beside the contract's amount rule (contract/writes/refunds.ts) the form checks it too.
 */
export const withinRefundable =
  (left: number | null): Validator =>
  (value: unknown) => {
    const amount = typedAmount(value);
    return amount !== undefined && left !== null && amount > left + 1e-9
      ? problemMessage({ kind: 'overRefundable', max: left })
      : undefined;
  };

/** react-admin reads a validator's `isRequired` for the field's asterisk. */
export const marked = (validator: Validator, isRequired: boolean): Validator => Object.assign(validator, { isRequired });

/** A details field checked with the shared rules (refundRules.ts), against what is left to refund. */
export const detailsRule = (field: keyof RefundDetailsValues, isRequired = true): Validator =>
  marked((_value: unknown, all: Partial<RefundWizardValues>) => {
    const problem: RefundProblem | undefined = detailsProblems(all as RefundDetailsValues, all.lookup?.refund.refundable ?? null)[field];
    return problem ? problemMessage(problem) : undefined;
  }, isRequired);

const REQUIRED_ALWAYS: readonly string[] = BENEFICIARY_REQUIRED;
const REQUIRED_WITH_CORRESPONDENT: readonly string[] = CORRESPONDENT_REQUIRED;

const beneficiaryRules = new Map<keyof BeneficiaryValues, Validator>();

/** A bank-details field checked with the shared rules; one validator per field, made once. */
export const beneficiaryRule = (field: keyof BeneficiaryValues): Validator => {
  const known = beneficiaryRules.get(field);
  if (known) return known;
  const rule = marked(
    (_value: unknown, all: Partial<RefundWizardValues>) => {
      const problem = beneficiaryProblems(all.beneficiary ?? {})[field];
      return problem ? problemMessage(problem) : undefined;
    },
    REQUIRED_ALWAYS.includes(field) || REQUIRED_WITH_CORRESPONDENT.includes(field),
  );
  beneficiaryRules.set(field, rule);
  return rule;
};

/** Spec 02 §5: the disclaimer must be checked. */
export const disclaimerRule: Validator = marked((value: unknown) => (value ? undefined : problemMessage({ kind: 'disclaimer' })), true);
