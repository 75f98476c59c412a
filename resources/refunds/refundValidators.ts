import type { Validator } from 'react-admin';
import { refundKey } from './refundKey';
import { CORRESPONDENT_REQUIRED, type BeneficiaryValues } from '../../contract/refunds/refundRules';
import { NewRefundBody } from '../../contract/writes/refunds';
import { ruleMessage, schemaRules } from '../../src/framework/rules';
import { newRefundBody, typedAmount, type RefundWizardValues, type WizardProblem } from './wizardValues';

/** A refusal as react-admin words it: a contract rule in the contract's words, the wizard's own as `resources.refunds.problems.<kind>`. */
export const problemMessage = (problem: WizardProblem) =>
  problem.kind === 'rule'
    ? ruleMessage(problem.broken)
    : { message: refundKey(`problems.${problem.kind}`), args: problem as unknown as Record<string, unknown> };

/**
 * What is left to refund of the pay-in (null: no pay-in, or not readable): data the body cannot
 * carry, so beside the contract's amount rule (contract/writes/refunds.ts) the form checks it too.
 */
export const withinRefundable = (left: number | null) => (value: unknown) => {
  const amount = typedAmount(value);
  return amount !== undefined && left !== null && amount > left + 1e-9 ? problemMessage({ kind: 'overRefundable', max: left }) : undefined;
};

/** react-admin reads a validator's `isRequired` for the field's asterisk. */
export const marked = (validator: Validator, isRequired: boolean): Validator => Object.assign(validator, { isRequired });

/** POST /refunds/new's rules (contract/writes/refunds.ts) over the body the wizard sends (newRefundBody). */
const wizardRules = schemaRules(NewRefundBody, (values) => newRefundBody(values as unknown as RefundWizardValues, false));

const rulesByPath = new Map<string, Validator>();
/** One validator per body path, made once. */
const bodyRule = (path: string): Validator => {
  let known = rulesByPath.get(path);
  if (!known) rulesByPath.set(path, (known = wizardRules(path)));
  return known;
};

/** A details field: the contract's rule of `refund.<field>`. */
export const detailsRule = (field: 'shopId' | 'passportId' | 'amountToBeRefunded' | 'customerEmail'): Validator =>
  bodyRule(`refund.${field}`);

const WITH_CORRESPONDENT: readonly string[] = CORRESPONDENT_REQUIRED;

/** A bank-details field: the contract's rule of `refundBeneficiary.<field>`. */
export const beneficiaryRule = (field: keyof BeneficiaryValues): Validator =>
  // An empty form has no correspondent bank: its required fields get their asterisk here.
  WITH_CORRESPONDENT.includes(field) ? marked(bodyRule(`refundBeneficiary.${field}`), true) : bodyRule(`refundBeneficiary.${field}`);

/** The amount beside its contract rule: not above what is left of the looked-up pay-in. */
export const withinLookupRefundable: Validator = (value: unknown, all: Partial<RefundWizardValues>) =>
  withinRefundable(all.lookup?.refund.refundable ?? null)(value);

/** Spec 02 §5: the disclaimer must be checked. */
export const disclaimerRule: Validator = marked((value: unknown) => (value ? undefined : problemMessage({ kind: 'disclaimer' })), true);
