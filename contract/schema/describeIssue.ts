/**
 * zod's issues → the contract's rules (ruleTexts.ts), so the server's sentence and the form's
 * message come from one place whatever zod's own wording.
 */
import type { z } from 'zod';
import { quoted } from './quoted';
import { RULE_TEXTS, type RuleBreak, type RuleCode, type RuleParams } from './ruleTexts';

const TYPE_RULES: Record<string, RuleCode> = {
  string: 'type_text',
  number: 'type_number',
  int: 'type_int',
  boolean: 'type_boolean',
  object: 'type_object',
  array: 'type_array',
};

/** The caller's own keys: a few, each cut short (they are echoed back). */
const listKeys = (keys: readonly string[]): string => `${keys.slice(0, 5).map(quoted).join(', ')}${keys.length > 5 ? ', …' : ''}`;

type Issue = z.core.$ZodRawIssue | z.core.$ZodIssue;

function ruleOf(issue: Issue): [RuleCode, RuleParams] {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return ['required', {}];
      return TYPE_RULES[issue.expected] ? [TYPE_RULES[issue.expected], {}] : ['type_other', { type: issue.expected }];
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? ['required', {}] : ['min_length', { min }];
      if (issue.origin === 'array') return ['min_items', { min }];
      return [issue.inclusive === false ? 'more_than' : 'min_value', { min }];
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return ['max_length', { max }];
      if (issue.origin === 'array') return ['max_items', { max }];
      return [issue.inclusive === false ? 'less_than' : 'max_value', { max }];
    }
    case 'invalid_value':
      return issue.values.length === 1 ? ['equals', { value: String(issue.values[0]) }] : ['one_of', { values: issue.values.join(', ') }];
    case 'invalid_format':
      return issue.format === 'email' ? ['email', {}] : ['format', { format: issue.format }];
    case 'unrecognized_keys':
      return ['unknown_fields', { keys: listKeys(issue.keys) }];
    case 'custom': {
      const { rule, ...params } = (issue.params ?? {}) as RuleParams & { rule?: string };
      if (rule && rule in RULE_TEXTS) return [rule as RuleCode, params];
      // A refinement that names no rule of ruleTexts.ts: its own English, untranslated.
      return issue.message ? ['stated', { text: issue.message }] : ['invalid', {}];
    }
    default:
      return ['invalid', {}];
  }
}

export function describeIssue(issue: Issue): RuleBreak {
  const [rule, params] = ruleOf(issue);
  return { rule, params, path: issue.path ?? [] };
}
