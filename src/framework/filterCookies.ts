/**
 * Filter persistence of spec 02 (Transactions): each applied filter value is kept in a cookie
 * named `<prefix><key>` (e.g. transactions_status) and removed when the value is emptied.
 * Values are JSON so arrays (multi-selects) and booleans survive the round trip.
 */
import { parseWireDate } from './format';

export type FilterValues = Record<string, unknown>;

/** A month: long enough to come back to a screen as left, short enough not to linger. */
const MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

export const isEmptyFilterValue = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || value === false || (Array.isArray(value) && value.length === 0);

function readAll(doc: Document): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of doc.cookie.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    cookies.set(part.slice(0, index).trim(), part.slice(index + 1).trim());
  }
  return cookies;
}

/** The stored value, or undefined when it no longer parses (an older build's, or tampered with). */
function decode(key: string, raw: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(raw));
  } catch {
    return undefined;
  }
  // A range end must be a date the API reads; anything else would be sent as a broken filter.
  if (/(From|To)$/.test(key) && (typeof value !== 'string' || parseWireDate(value) === null)) return undefined;
  return value;
}

/** The persisted values of the given keys; undefined when none of them has a cookie. */
export function readFilterCookies(prefix: string, keys: readonly string[], doc: Document = document): FilterValues | undefined {
  const cookies = readAll(doc);
  const values: FilterValues = {};
  for (const key of keys) {
    const raw = cookies.get(`${prefix}${key}`);
    if (raw === undefined) continue;
    const value = decode(key, raw);
    if (!isEmptyFilterValue(value)) values[key] = value;
  }
  return Object.keys(values).length > 0 ? values : undefined;
}

/** Writes every non-empty value of `keys` and removes the cookies of the empty ones. */
export function writeFilterCookies(prefix: string, values: FilterValues, keys: readonly string[], doc: Document = document): void {
  for (const key of keys) {
    const name = `${prefix}${key}`;
    const value = values[key];
    if (isEmptyFilterValue(value)) {
      doc.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
    } else {
      doc.cookie = `${name}=${encodeURIComponent(JSON.stringify(value))}; path=/; max-age=${MAX_AGE_SECONDS}; SameSite=Lax`;
    }
  }
}

/** Removes every filter cookie of these prefixes: a session that ends leaves no filter for the next user. */
export function clearFilterCookies(prefixes: readonly string[], doc: Document | undefined = globalThis.document): void {
  if (!doc) return;
  for (const name of readAll(doc).keys()) {
    if (prefixes.some((prefix) => prefix && name.startsWith(prefix))) doc.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
  }
}

/** Removes every empty entry, so the URL and the query carry only real filters. */
export function compactFilters(values: FilterValues): FilterValues {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => !isEmptyFilterValue(value)));
}
