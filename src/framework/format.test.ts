import { describe, expect, it } from 'vitest';
import { apiNow, formatDate, formatDateUtc, formatMoney, parseWireDate, toWireDate } from './format';

describe('formatMoney', () => {
  it('uses 0,0.00 with the currency symbol', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('US$1,234.50');
    expect(formatMoney(1234567.891, 'BRL')).toBe('R$1,234,567.89');
    expect(formatMoney('10', 'PEN')).toBe('S/10.00');
  });
  it('tells the dollars and pesos apart: no two currencies share a symbol', () => {
    expect(['USD', 'COP', 'CLP', 'MXN', 'ARS'].map((code) => formatMoney(75689, code))).toEqual([
      'US$75,689.00',
      'COL$75,689.00',
      'CLP$75,689.00',
      'MX$75,689.00',
      'AR$75,689.00',
    ]);
  });

  it("groups and marks decimals in the screen's language", () => {
    expect(formatMoney(3262.54, 'COP', null, 'es')).toBe('COL$3.262,54');
    expect(formatMoney(670116, 'BRL', null, 'pt')).toBe('R$670.116,00');
    expect(formatMoney(-3262.54, 'USD', null, 'en')).toBe('-US$3,262.54');
  });

  it('falls back to $ and accepts an explicit symbol', () => {
    expect(formatMoney(5, 'XXX')).toBe('$5.00');
    expect(formatMoney(5)).toBe('$5.00');
    expect(formatMoney(5, 'USD', 'US$')).toBe('US$5.00');
  });
  it('puts the minus sign before the symbol', () => {
    expect(formatMoney(-1234.5, 'USD')).toBe('-US$1,234.50');
  });
  it('is empty for missing or unreadable amounts', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('abc')).toBe('');
  });
});

describe('formatDate', () => {
  const local = new Date(2026, 10, 21, 9, 5, 7, 42);
  it('prints every spec format', () => {
    expect(formatDate(local)).toBe('21/11/2026');
    expect(formatDate(local, 'dateTime')).toBe('21/11/2026 09:05:07');
    expect(formatDate(local, 'dateTimeSeconds')).toBe('21/11/2026 09:05:07');
    expect(formatDate(local, 'dateTimeMillis')).toBe('21/11/2026 09:05:07.042');
    expect(formatDate(local, 'time')).toBe('09:05:07');
    expect(formatDate(local, 'iso')).toBe('2026-11-21');
  });
  it('is empty for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
  it('prints the UTC wall clock of an ISO string', () => {
    expect(formatDateUtc('2026-11-21T23:30:00.000Z')).toBe('21/11/2026 23:30:00');
    expect(formatDateUtc('2026-01-02T03:04:05.006Z', 'dateTimeMillis')).toBe('02/01/2026 03:04:05.006');
  });
});

describe('wire dates', () => {
  it('round-trips dd/MM/yyyy HH:mm:ss.SSS', () => {
    const date = new Date(2026, 10, 21, 23, 59, 59, 999);
    expect(toWireDate(date)).toBe('21/11/2026 23:59:59.999');
    expect(parseWireDate('21/11/2026 23:59:59.999')?.getTime()).toBe(date.getTime());
  });
  it('reads a bare day and rejects junk', () => {
    expect(parseWireDate('01/02/2026')?.getTime()).toBe(new Date(2026, 1, 1).getTime());
    expect(parseWireDate('2026-02-01')).toBeNull();
    expect(parseWireDate('')).toBeNull();
  });
  it('reads whole seconds, and rejects dates and times that do not exist', () => {
    expect(parseWireDate('05/03/2026 07:08:09')?.getTime()).toBe(new Date(2026, 2, 5, 7, 8, 9).getTime());
    expect(parseWireDate('31/02/2026')).toBeNull();
    expect(parseWireDate('01/13/2026')).toBeNull();
    expect(parseWireDate('01/02/2026 25:00:00')).toBeNull();
    expect(parseWireDate('01/02/2026 10:00')).toBeNull();
  });
});

describe('apiNow', () => {
  it("reads the API's UTC wall clock in local fields, so 'today' is the API's day in any zone", () => {
    const instant = Date.UTC(2026, 10, 24, 23, 30, 5);
    const now = apiNow(instant);
    expect([now.getFullYear(), now.getMonth(), now.getDate(), now.getHours(), now.getMinutes(), now.getSeconds()]).toEqual([
      2026, 10, 24, 23, 30, 5,
    ]);
    expect(toWireDate(now)).toBe('24/11/2026 23:30:05.000');
  });
});
