/**
 * Request bodies of the write routes, checked in one place (issue #12): each route declares a zod
 * schema beside itself and wraps its handler in `withBody(schema, (body, req, res) => …)`; the
 * handler gets the parsed, typed body, and anything else is a 400 whose plain-text message names
 * the field ("amount must be a number"), as the client shows it in a toast or under the field.
 *
 * Messages are written as the rest of a sentence ("must be at most 255 characters"); the field's
 * path is put in front. A schema may give its own (`z.string().refine(ok, 'must be …')`).
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { MAX_AMOUNT } from '../contract/amountCeiling';
import { CONTROL_CHARACTERS_PROBLEM, hasControlCharacters } from '../contract/textRules';
import { PRIVATE_ADDRESS_PROBLEM, isHttpUrl, namesPrivateHost } from '../contract/urlRules';
import { badRequest, handle, quoted } from './httpError';

/** Caps where the spec names none (README "Decisions"). */
export const LIMITS = {
  /** RFC 5321's longest address. */
  email: 254,
  password: 128,
  /** One-line free text: a reason, a name, a reference. */
  text: 255,
  /** Ids, keys and tokens the server handed out. */
  key: 256,
  /** The bot-check token (recaptcha tokens run to about 2,000 characters). */
  botToken: 4096,
  url: 2048,
} as const;

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

/** zod's raw issue -> the end of the sentence; the field name is added by `fieldMessage`. */
function predicate(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `must be ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'is required' : `must be at least ${issue.minimum} characters`;
      if (issue.origin === 'array') return `must have at least ${issue.minimum} items`;
      return issue.inclusive === false ? `must be more than ${issue.minimum}` : `must be at least ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `must be at most ${issue.maximum} characters`;
      if (issue.origin === 'array') return `must have at most ${issue.maximum} items`;
      return issue.inclusive === false ? `must be less than ${issue.maximum}` : `must be at most ${issue.maximum}`;
    case 'invalid_value':
      return issue.values.length === 1 ? `must be ${String(issue.values[0])}` : `must be one of ${issue.values.join(', ')}`;
    case 'invalid_format':
      return issue.format === 'email' ? 'must be an e-mail address' : `must be a valid ${issue.format}`;
    case 'unrecognized_keys':
      // The caller's own keys: a few, each cut short.
      return `has unknown fields: ${issue.keys.slice(0, 5).map(quoted).join(', ')}${issue.keys.length > 5 ? ', …' : ''}`;
    default:
      return 'is not valid';
  }
}

const pathOf = (path: readonly PropertyKey[]): string =>
  path.length === 0
    ? 'body'
    : path.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i > 0 ? '.' : ''}${quoted(String(part))}`)).join('');

export const NOT_AN_OBJECT = 'body must be a JSON object';

/** The first issue as one short sentence naming the field: "reason must be at most 255 characters". */
export function fieldMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'body is not valid';
  // A non-object body has no fields to name.
  if (issue.path.length === 0 && issue.code === 'invalid_type' && issue.expected === 'object') return NOT_AN_OBJECT;
  return `${pathOf(issue.path)} ${issue.message}`;
}

/** Parses a body against a schema; a 400 naming the field otherwise. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body, { error: (issue) => predicate(issue) });
  if (!result.success) throw badRequest(fieldMessage(result.error));
  return result.data;
}

type BodyHandler<T> = (body: T, req: Request, res: Response, next: NextFunction) => unknown;

/** A route handler that receives its body parsed by `schema` (a 400 naming the field otherwise). */
export function withBody<S extends z.ZodType>(schema: S, fn: BodyHandler<z.output<S>>): RequestHandler {
  return handle((req, res, next) => fn(parseBody(schema, req.body), req, res, next));
}

// The building blocks the route schemas are made of.

/** Required one-line text, trimmed; blank is missing. */
export const text = (max: number = LIMITS.text) => z.string().trim().min(1).max(max);

/** Text without line breaks or other control characters (src/providers/textRules.ts), checked as sent, before trimming. */
export const noControls = () => z.string().refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_PROBLEM);

/**
 * Required one-line text that may reach a mail header (a subject, a sender's or recipient's
 * name): trimmed, at most `max` characters, no control characters (header injection).
 */
export const oneLine = (max: number = LIMITS.text) => noControls().trim().min(1).max(max);

/** A password or code: taken as typed (spaces count), never trimmed. */
export const secret = (max: number = LIMITS.password) => z.string().min(1).max(max);

/** An e-mail address: no control characters (it may be a mail header's), at most 254 characters. */
export const email = () => noControls().trim().max(LIMITS.email).pipe(z.email());

export { isHttpUrl };

/** An absolute http(s) URL; every way of failing says the whole rule, so one message fixes it. */
export function httpUrl(max: number = LIMITS.url) {
  const rule = `must be an http(s) URL of at most ${max} characters`;
  // The URL parser drops tabs and line breaks silently: they are refused, not read past.
  return noControls()
    .trim()
    .min(1)
    .refine((value) => value.length <= max && isHttpUrl(value), rule);
}

/**
 * A URL the back-office will call (a notification URL): an http(s) URL that names no host of its own
 * machine or private network (src/providers/urlRules.ts: server-side request forgery).
 */
export const notificationUrl = (max: number = LIMITS.url) =>
  httpUrl(max).refine((value) => !namesPrivateHost(value), PRIVATE_ADDRESS_PROBLEM);

/** Money as a JSON number: at least `min`, at most `maxLength` characters written out and the app's ceiling, two decimals. */
export function amount({ min = 0.01, maxLength = 16 }: { min?: number; maxLength?: number } = {}) {
  // The largest amount that fits ("9999999999999.99" for 16 characters), within the ceiling of every amount.
  const max = Math.min(Number(`${'9'.repeat(maxLength - 3)}.99`), MAX_AMOUNT);
  return z
    .number()
    .min(min)
    .max(max)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'must have at most 2 decimals');
}

/** Optional, where a form's empty value (`''`) and JSON `null` both mean "not given". */
export const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
