import { afterEach, describe, expect, it } from 'vitest';
import { clearFilterCookies, compactFilters, readFilterCookies, writeFilterCookies } from './filterCookies';

const keys = ['status', 'createdDateFrom', 'email', 'showTests'];

afterEach(() => {
  writeFilterCookies('transactions_', {}, keys);
  writeFilterCookies('claims_', {}, keys);
});

describe('filter cookies', () => {
  it('writes one cookie per key, named with the prefix', () => {
    writeFilterCookies('transactions_', { status: ['APPROVED', 'PENDING'], email: 'a@b.c' }, keys);
    expect(document.cookie).toContain('transactions_status=');
    expect(document.cookie).toContain('transactions_email=');
    expect(readFilterCookies('transactions_', keys)).toEqual({ status: ['APPROVED', 'PENDING'], email: 'a@b.c' });
  });
  it('keeps dates as text with spaces and slashes', () => {
    writeFilterCookies('transactions_', { createdDateFrom: '21/11/2026 00:00:00.000' }, keys);
    expect(readFilterCookies('transactions_', keys)).toEqual({ createdDateFrom: '21/11/2026 00:00:00.000' });
  });
  it('removes the cookie when a value is emptied', () => {
    writeFilterCookies('transactions_', { status: ['APPROVED'], email: 'x@y.z' }, keys);
    writeFilterCookies('transactions_', { status: ['APPROVED'], email: '' }, keys);
    expect(document.cookie).not.toContain('transactions_email');
    expect(readFilterCookies('transactions_', keys)).toEqual({ status: ['APPROVED'] });
  });
  it('answers undefined when nothing is stored, and keeps prefixes apart', () => {
    expect(readFilterCookies('transactions_', keys)).toBeUndefined();
    writeFilterCookies('claims_', { email: 'c@d.e' }, keys);
    expect(readFilterCookies('transactions_', keys)).toBeUndefined();
    expect(readFilterCookies('claims_', keys)).toEqual({ email: 'c@d.e' });
  });
  it('ignores a value that no longer parses, and a range end that is no date, instead of sending it', () => {
    document.cookie = 'transactions_email=legacy%40x.y; path=/';
    document.cookie = `transactions_createdDateFrom=${encodeURIComponent(JSON.stringify('24/11/2'))}; path=/`;
    document.cookie = `transactions_status=${encodeURIComponent(JSON.stringify(['APPROVED']))}; path=/`;
    expect(readFilterCookies('transactions_', keys)).toEqual({ status: ['APPROVED'] });
  });
  it('clears every filter cookie of the given prefixes, and only those', () => {
    writeFilterCookies('transactions_', { email: 'a@b.c', status: ['APPROVED'] }, keys);
    writeFilterCookies('claims_', { email: 'c@d.e' }, keys);
    document.cookie = 'language=es; path=/';
    clearFilterCookies(['transactions_', 'claims_']);
    expect(readFilterCookies('transactions_', keys)).toBeUndefined();
    expect(readFilterCookies('claims_', keys)).toBeUndefined();
    expect(document.cookie).toContain('language=es');
    document.cookie = 'language=; path=/; max-age=0';
  });
});

describe('compactFilters', () => {
  it('drops empty strings, empty arrays, false and null', () => {
    expect(compactFilters({ a: '', b: [], c: false, d: null, e: 'x', f: ['y'], g: true })).toEqual({ e: 'x', f: ['y'], g: true });
  });
});
