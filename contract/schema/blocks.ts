/**
 * The building blocks every request body's schema is made of (contract/writes/), shared by the
 * fake API (which answers a broken rule with a 400 naming the field) and the forms (which say
 * the same rule under the field before anything is sent).
 */
import { z } from 'zod';
import { MAX_AMOUNT } from '../amountCeiling';
import { hasControlCharacters } from '../textRules';
import { isHttpUrl, namesPrivateHost } from '../urlRules';
import type { RuleCode, RuleParams } from './ruleTexts';
import { ruleText } from './ruleTexts';

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

/** A contract rule as a zod refinement: its code travels with the issue, so a form can translate it. */
export const rule = (code: RuleCode, params: RuleParams = {}) => ({
  message: ruleText(code, params),
  params: { rule: code, ...params },
});

/** Required one-line text, trimmed; blank is missing. */
export const text = (max: number = LIMITS.text) => z.string().trim().min(1).max(max);

/** Text without line breaks or other control characters (contract/textRules.ts), checked as sent, before trimming. */
export const noControls = () => z.string().refine((value) => !hasControlCharacters(value), rule('control_characters'));

/**
 * Required one-line text that may reach a mail header (a subject, a sender's or recipient's
 * name): trimmed, at most `max` characters, no control characters (header injection).
 */
export const oneLine = (max: number = LIMITS.text) => noControls().trim().min(1).max(max);

/** A password or code: taken as typed (spaces count), never trimmed. */
export const secret = (max: number = LIMITS.password) => z.string().min(1).max(max);

/** An e-mail address: no control characters (it may be a mail header's), at most 254 characters. */
export const email = () => noControls().trim().max(LIMITS.email).pipe(z.email());

/** An absolute http(s) URL; every way of failing says the whole rule, so one message fixes it. */
export function httpUrl(max: number = LIMITS.url) {
  // The URL parser drops tabs and line breaks silently: they are refused, not read past.
  return noControls()
    .trim()
    .min(1)
    .refine((value) => value.length <= max && isHttpUrl(value), rule('http_url', { max }));
}

/**
 * A URL the back-office will call (a notification URL): an http(s) URL that names no host of its own
 * machine or private network (contract/urlRules.ts: server-side request forgery).
 */
export const notificationUrl = (max: number = LIMITS.url) =>
  httpUrl(max).refine((value) => !namesPrivateHost(value), rule('private_address'));

/** Money as a JSON number: at least `min`, at most `maxLength` characters written out and the app's ceiling, two decimals. */
export function amount({ min = 0.01, maxLength = 16 }: { min?: number; maxLength?: number } = {}) {
  // The largest amount that fits ("9999999999999.99" for 16 characters), within the ceiling of every amount.
  const max = Math.min(Number(`${'9'.repeat(maxLength - 3)}.99`), MAX_AMOUNT);
  return z
    .number()
    .min(min)
    .max(max)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, rule('two_decimals'));
}

/** Optional, where a form's empty value (`''`) and JSON `null` both mean "not given". */
export const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
