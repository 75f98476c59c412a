import { MAX_AMOUNT_ERROR } from '../../src/framework/amountCeiling';
import { payoutProblems, type PayoutContext, type PayoutProblem, type PayoutValues } from '../../contract/payouts/payoutRules';
import { payoutKey } from './messages';

/** react-admin's translatable error: a message key and its arguments. */
export interface FieldError {
  message: string;
  args: Record<string, unknown>;
}

export const problemMessage = ({ code, ...args }: PayoutProblem): FieldError =>
  // The amount ceiling is the app's, worded once for every form.
  code === 'amount_max' ? MAX_AMOUNT_ERROR : { message: payoutKey(`problems.${code}`), args };

/** The form's errors, field by field, from the country rules (the ones the fake API applies too). */
export function validatePayoutForm(values: PayoutValues, context: PayoutContext): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const [field, problem] of Object.entries(payoutProblems(values, context))) {
    if (problem) errors[field] = problemMessage(problem);
  }
  return errors;
}
