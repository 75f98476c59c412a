import type { Validator } from 'react-admin';
import type { z } from 'zod';
import { checkBody } from '../../../contract/schema/checkBody';
import type { RuleBreak } from '../../../contract/schema/ruleTexts';
import { loadRuleMessages } from '../resources/resourceMessages';

/** What the form holds → the body it would send (the form's `transform`, or the values as they are). */
export type ToBody = (values: Record<string, unknown>) => unknown;

const pathKey = (path: readonly PropertyKey[]) => path.map(String).join('.');

export interface SchemaRulesOptions {
  /** What a missing field says, where the spec words it ('messages.field_required'); react-admin's "Required" otherwise. */
  required?: string;
}

/**
 * A broken rule as react-admin's validation message: `rules.<code>` (src/i18n/ruleMessages.ts) and
 * its parameters; a missing field says react-admin's own "Required", as every other form does.
 * Exported for a form that checks fields it does not show (a wizard's other steps) and sets their errors.
 */
export const ruleMessage = (broken: RuleBreak, required = 'ra.validation.required') =>
  broken.rule === 'required' ? required : { message: `rules.${broken.rule}`, args: broken.params };

/**
 * A write's contract schema (contract/writes/) as the validators of the form that sends it: each
 * input takes `rules('the.body.path')`, which checks the whole body the form would send and
 * says what the API would refuse in that field, in the user's language, before anything leaves.
 * One schema, two sides: a rule changed in the contract changes the form and the fake API at once.
 *
 *     const rules = schemaRules(RefundRequestBody, toRefundRequest);
 *     <TextInput source="reason" validate={rules('reason')} />
 *
 * A field the schema requires shows react-admin's asterisk (`isRequired`). A rule that spans fields
 * (a date range, a total) lands on the field its issue names.
 */
export function schemaRules<S extends z.ZodType>(
  schema: S,
  toBody: ToBody = (values) => values,
  { required = 'ra.validation.required' }: SchemaRulesOptions = {},
) {
  // The rules' words arrive with the first screen; a form outside one (the sign-in pages) asks for them.
  void loadRuleMessages().catch(() => undefined);
  // An empty form breaks exactly the schema's required fields.
  let requiredPaths: Set<string> | undefined;
  const isRequired = (path: string) => {
    if (!requiredPaths) {
      let empty: ReturnType<typeof checkBody>;
      try {
        empty = checkBody(schema, toBody({}));
      } catch {
        // A transform that needs a filled form: no asterisks, the rules still apply.
        empty = { ok: true, data: undefined };
      }
      requiredPaths = new Set(empty.ok ? [] : empty.breaks.filter((b) => b.rule === 'required').map((b) => pathKey(b.path)));
    }
    return requiredPaths.has(path);
  };

  return (path: string): Validator => {
    const validate: Validator = (_value, values) => {
      const checked = checkBody(schema, toBody((values ?? {}) as Record<string, unknown>));
      if (checked.ok) return undefined;
      const broken = checked.breaks.find((b) => pathKey(b.path) === path);
      return broken ? ruleMessage(broken, required) : undefined;
    };
    return Object.assign(validate, { isRequired: isRequired(path) });
  };
}
