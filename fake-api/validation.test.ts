import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from './httpError';
import { amount, email, httpUrl, optional, parseBody, secret, text } from './validation';

/** The 400's text for a body, or 'ok'. */
function answer(schema: z.ZodType, body: unknown): string {
  try {
    parseBody(schema, body);
    return 'ok';
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    return (error as HttpError).message;
  }
}

const schema = z.object({
  name: text(10),
  password: secret(8),
  email: optional(email()),
  url: optional(httpUrl(40)),
  amount: optional(amount()),
  status: optional(z.enum(['APPROVED', 'PENDING'])),
  kind: optional(z.literal('SHOP')),
  flag: optional(z.boolean()),
  items: optional(z.array(z.object({ code: text(3) }))),
});
const good = { name: 'Ana', password: 'pw' };
const withField = (field: string, value: unknown) => answer(schema, { ...good, [field]: value });

describe('parseBody', () => {
  it('answers the parsed body, trimmed, with blank optional fields left out', () => {
    expect(parseBody(schema, { ...good, name: '  Ana ', email: '', url: null, extra: 1 })).toEqual({ name: 'Ana', password: 'pw' });
  });

  it('refuses a body that is no object', () => {
    for (const body of [[5], 'text', 5, true, null, undefined]) expect(answer(schema, body)).toBe('body must be a JSON object');
  });

  it('names a missing or blank field', () => {
    expect(answer(schema, { password: 'pw' })).toBe('name is required');
    expect(withField('name', '   ')).toBe('name is required');
    expect(withField('password', '')).toBe('password is required');
  });

  it('names a field of the wrong type', () => {
    expect(withField('name', true)).toBe('name must be text');
    expect(withField('name', [5])).toBe('name must be text');
    expect(withField('amount', '5')).toBe('amount must be a number');
    expect(withField('flag', 'yes')).toBe('flag must be true or false');
    expect(withField('items', {})).toBe('items must be a list');
  });

  it('names a field that is too long, keeping passwords as typed', () => {
    expect(withField('name', 'x'.repeat(1_000_000))).toBe('name must be at most 10 characters');
    expect(withField('password', ' '.repeat(9))).toBe('password must be at most 8 characters');
  });

  it('takes only http(s) URLs within the cap, with one message for every way to miss', () => {
    const rule = 'url must be an http(s) URL of at most 40 characters';
    expect(withField('url', 'https://shop.example/hook')).toBe('ok');
    for (const url of ['javascript:alert(1)', 'ftp://x.example', 'not a url', `https://x.example/${'a'.repeat(30)}`]) {
      expect(withField('url', url), url).toBe(rule);
    }
    expect(withField('url', 42)).toBe('url must be text');
  });

  it('takes one value of an enum, not a list', () => {
    expect(withField('status', 'PENDING')).toBe('ok');
    expect(withField('status', ['PENDING'])).toBe('status must be one of APPROVED, PENDING');
    expect(withField('status', 'pending')).toBe('status must be one of APPROVED, PENDING');
    expect(withField('kind', 'OTHER')).toBe('kind must be SHOP');
  });

  it('takes money from 0.01 with at most two decimals, 16 characters and the app’s ceiling (issue #31)', () => {
    expect(withField('amount', 0.07)).toBe('ok');
    expect(withField('amount', 9_999_999_999.99)).toBe('ok');
    expect(withField('amount', 9_999_999_999_999.99)).toBe('amount must be at most 9999999999.99');
    expect(withField('amount', 0)).toBe('amount must be at least 0.01');
    expect(withField('amount', 0.001)).toBe('amount must be at least 0.01');
    expect(withField('amount', 1.005)).toBe('amount must have at most 2 decimals');
    expect(withField('amount', 1e20)).toBe('amount must be at most 9999999999.99');
  });

  it('checks e-mail addresses', () => {
    expect(withField('email', 'ana@shop.example')).toBe('ok');
    expect(withField('email', 'ana')).toBe('email must be an e-mail address');
  });

  it('names the path of a nested field', () => {
    expect(withField('items', [{ code: 'ok' }, { code: 'toolong' }])).toBe('items[1].code must be at most 3 characters');
  });
});
