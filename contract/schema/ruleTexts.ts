/**
 * Every way a request body can break a rule, with the API's English for it (the rest of a sentence
 * after the field's name: "amount must be a number"). The fake API writes these sentences in its
 * 400s; the forms show the same rule under the field, translated (src/i18n/validation.ts has the
 * three languages; a test checks they name the same parameters). `{name}` stands for a parameter.
 */
import { CONTROL_CHARACTERS_PROBLEM } from '../textRules';
import { PRIVATE_ADDRESS_PROBLEM } from '../urlRules';

export const RULE_TEXTS = {
  required: 'is required',
  type_text: 'must be text',
  type_number: 'must be a number',
  type_int: 'must be a whole number',
  type_boolean: 'must be true or false',
  type_object: 'must be an object',
  type_array: 'must be a list',
  type_other: 'must be {type}',
  min_length: 'must be at least {min} characters',
  max_length: 'must be at most {max} characters',
  min_items: 'must have at least {min} items',
  max_items: 'must have at most {max} items',
  min_value: 'must be at least {min}',
  more_than: 'must be more than {min}',
  max_value: 'must be at most {max}',
  less_than: 'must be less than {max}',
  equals: 'must be {value}',
  one_of: 'must be one of {values}',
  email: 'must be an e-mail address',
  format: 'must be a valid {format}',
  unknown_fields: 'has unknown fields: {keys}',
  invalid: 'is not valid',
  /** A schema's own sentence (`refine(test, 'must …')`); prefer a rule of this table, which the forms translate. */
  stated: '{text}',
  // The contract's own rules (`rule(code, test)` in blocks.ts).
  control_characters: CONTROL_CHARACTERS_PROBLEM,
  http_url: 'must be an http(s) URL of at most {max} characters',
  private_address: PRIVATE_ADDRESS_PROBLEM,
  two_decimals: 'must have at most 2 decimals',
  // payouts area (bank accounts, submerchants)
  day_date: 'must be a date (dd/MM/yyyy)',
  web_url: 'must be an http(s) URL',
  control_total: 'must not hold more than 100% of control',
  not_future: 'must not be in the future',
  not_before_start: 'must not be before the start date',
  // paywalls area (paywalls, their legacy calls, white label)
  digits_only: 'must hold digits only',
  digits_only_brazil: 'must hold digits only for Brazil',
  currency_of_country: 'must be {currency} for {country}',
  emails_only: 'is for payment e-mails only',
  a_date: 'must be a date',
  not_in_past: 'must not be in the past',
  not_before: 'must not be before {other}',
  pay_or_decline: 'must be pay or decline',
  colour: 'must be a colour (#RRGGBB)',
  file_key: 'must be a file key the API gave out',
  merchant_or_shop: 'must hold merchant or shop settings',
  // Refunds (contract/writes/refunds.ts, transactionRefunds.ts).
  clabe_digits: 'must be {length} digits',
  required_for_error: 'is required when the status is ERROR',
} as const;

export type RuleCode = keyof typeof RULE_TEXTS;
export type RuleParams = Record<string, string | number>;

/** One broken rule: which, with what, where in the body. */
export interface RuleBreak {
  rule: RuleCode;
  params: RuleParams;
  path: readonly PropertyKey[];
}

/** The English of a rule, parameters filled in. */
export const ruleText = (rule: RuleCode, params: RuleParams = {}): string =>
  RULE_TEXTS[rule].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
