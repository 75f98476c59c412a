/**
 * A body against its schema, the one way both sides do it: every broken rule described by the
 * contract (describeIssue.ts), and the API's one-sentence message for the first.
 */
import type { z } from 'zod';
import { describeIssue } from './describeIssue';
import { quoted } from './quoted';
import { type RuleBreak, ruleText } from './ruleTexts';

export const NOT_AN_OBJECT = 'body must be a JSON object';

export type BodyCheck<T> = { ok: true; data: T } | { ok: false; breaks: RuleBreak[]; message: string };

const pathOf = (path: readonly PropertyKey[]): string =>
  path.length === 0
    ? 'body'
    : path.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i > 0 ? '.' : ''}${quoted(String(part))}`)).join('');

/** The first broken rule as one short sentence naming the field: "reason must be at most 255 characters". */
export function sentenceOf(first: RuleBreak | undefined): string {
  if (!first) return 'body is not valid';
  // A non-object body has no fields to name.
  if (first.path.length === 0 && (first.rule === 'type_object' || first.rule === 'required')) return NOT_AN_OBJECT;
  return `${pathOf(first.path)} ${ruleText(first.rule, first.params)}`;
}

export function checkBody<S extends z.ZodType>(schema: S, body: unknown): BodyCheck<z.output<S>> {
  // The input tells "missing" (undefined) from "of the wrong type".
  const result = schema.safeParse(body, { reportInput: true });
  if (result.success) return { ok: true, data: result.data };
  const breaks = result.error.issues.map(describeIssue);
  return { ok: false, breaks, message: sentenceOf(breaks[0]) };
}
