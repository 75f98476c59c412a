import { describe, expect, it } from 'vitest';
import { GRID_COUNT_CAP, GRID_MAX_PAGE_SIZE } from '../contract/wire';
import { SortCache, compileFilters, fieldsOf, pageRows, parseDateText, parseGridQuery, runGrid, sortRows, type GridSpec } from './contract';
import { HttpError } from './httpError';

describe('parseDateText', () => {
  it('reads dd/MM/yyyy as a whole UTC day, per bound', () => {
    expect(parseDateText('21/11/2026', 'from')).toBe('2026-11-21T00:00:00.000Z');
    expect(parseDateText('21/11/2026', 'to')).toBe('2026-11-21T23:59:59.999Z');
  });
  it('reads the time and milliseconds when given', () => {
    expect(parseDateText('21/11/2026 23:59:59.999', 'to')).toBe('2026-11-21T23:59:59.999Z');
    expect(parseDateText('01/02/2026 08:30', 'from')).toBe('2026-02-01T08:30:00.000Z');
  });
  it('refuses impossible dates and other text', () => {
    expect(parseDateText('31/02/2026', 'from')).toBeNull();
    expect(parseDateText('yesterday', 'from')).toBeNull();
    expect(parseDateText('21/11/2026 25:00:00.000', 'from')).toBeNull();
    expect(parseDateText('24/11/2', 'from')).toBeNull();
    expect(parseDateText('24/11/26', 'to')).toBeNull();
  });
  it('refuses years nobody searches (typing slips), not a whole day far away', () => {
    expect(parseDateText('24/11/0002', 'from')).toBeNull();
    expect(parseDateText('24/11/1899', 'from')).toBeNull();
    expect(parseDateText('24/11/3000', 'to')).toBeNull();
    expect(parseDateText('01/01/1900', 'from')).toBe('1900-01-01T00:00:00.000Z');
  });
  it('reads ISO 8601 with the same checks and bounds', () => {
    expect(parseDateText('2026-11-21', 'to')).toBe('2026-11-21T23:59:59.999Z');
    expect(parseDateText('2026-11-21T10:00:00+02:00', 'from')).toBe('2026-11-21T08:00:00.000Z');
    expect(parseDateText('2026-02-31', 'from')).toBeNull();
    expect(parseDateText('2026-13-45x', 'from')).toBeNull();
  });
});

describe('parseGridQuery', () => {
  it('parses paging, sort and filters, dropping empty values', () => {
    const q = parseGridQuery({
      pageIndex: '2',
      pageSize: '25',
      sortField: 'createdDate',
      sortDirection: 'asc',
      query: ' abc ',
      status: 'A,B',
      email: '',
    });
    expect(q).toEqual({
      pageIndex: 2,
      pageSize: 25,
      sortField: 'createdDate',
      sortDirection: 'asc',
      query: 'abc',
      filters: { status: 'A,B' },
    });
  });
  it('names the bad field', () => {
    expect(() => parseGridQuery({ pageIndex: '1.5' })).toThrow(HttpError);
    expect(() => parseGridQuery({ pageIndex: '-1' })).toThrow('pageIndex must be a number between 0 and 1000000');
    expect(() => parseGridQuery({ status: { a: 'b' } as never })).toThrow('status must be text');
  });
  it('bounds a list page to 1..GRID_MAX_PAGE_SIZE rows: no list answers every row', () => {
    for (const size of ['0', '101', '1000000000', '-1', 'x', '10.5']) {
      expect(() => parseGridQuery({ pageSize: size }), size).toThrow(`pageSize must be a number between 1 and ${GRID_MAX_PAGE_SIZE}`);
    }
    expect(parseGridQuery({ pageSize: String(GRID_MAX_PAGE_SIZE) }).pageSize).toBe(GRID_MAX_PAGE_SIZE);
    expect(parseGridQuery({}).pageSize).toBe(10);
  });
  it('answers every row for an export, which sends pageIndex 0 and pageSize 0', () => {
    expect(parseGridQuery({ pageIndex: '0', pageSize: '0', status: 'A' }, { export: true })).toMatchObject({
      pageIndex: 0,
      pageSize: 0,
      filters: { status: 'A' },
    });
    expect(parseGridQuery({ pageIndex: '3', pageSize: '10' }, { export: true })).toMatchObject({ pageIndex: 0, pageSize: 0 });
    expect(() => parseGridQuery({ pageSize: '1000000000' }, { export: true })).toThrow('pageSize must be a number between 0 and');
  });
  it('refuses a date bound it cannot read, whatever the collection, naming the key', () => {
    for (const [key, value] of [
      ['createdDateFrom', '24/11/2'],
      ['dateTo', '31/02/2026'],
      ['requestDateFrom', 'abc'],
      ['paidDateTo', '24/11/0002'],
    ]) {
      expect(() => parseGridQuery({ [key]: value }), key).toThrow(`${key} must be a date dd/MM/yyyy or dd/MM/yyyy HH:mm:ss.SSS`);
    }
    expect(parseGridQuery({ dateFrom: '24/11/2026', createdDateTo: '24/11/2026 23:59:59.999' }).filters).toEqual({
      dateFrom: '24/11/2026',
      createdDateTo: '24/11/2026 23:59:59.999',
    });
  });
});

const rows = [
  { id: 1, status: 'APPROVED', createdDate: '2026-11-20T10:00:00.000Z', amount: 5, name: 'b' },
  { id: 2, status: 'PENDING', createdDate: '2026-11-21T10:00:00.000Z', amount: 1, name: 'A' },
  { id: 3, status: 'approved', createdDate: '2026-11-22T10:00:00.000Z', amount: 3, name: null },
];
const spec: GridSpec = {};

describe('filters and sorting', () => {
  const run = (query: Record<string, string>) => {
    const q = parseGridQuery(query, { export: true });
    return pageRows(rows, q, compileFilters(q, spec, fieldsOf(rows))).data.map((r) => r.id);
  };
  it('matches comma lists case-insensitively', () => {
    expect(run({ status: 'APPROVED' })).toEqual([1, 3]);
    expect(run({ status: 'approved,pending' })).toEqual([1, 2, 3]);
  });
  it('applies <field>From/<field>To ranges on dates and numbers', () => {
    expect(run({ createdDateFrom: '21/11/2026', createdDateTo: '21/11/2026' })).toEqual([2]);
    expect(run({ amountFrom: '2', amountTo: '5' })).toEqual([1, 3]);
  });
  it('sorts with empty values last, case-insensitively', () => {
    expect(sortRows(rows, 'name', 'asc').map((r) => r.id)).toEqual([2, 1, 3]);
    expect(sortRows(rows, 'name', 'desc').map((r) => r.id)).toEqual([1, 2, 3]);
    expect(sortRows(rows, 'amount', 'desc').map((r) => r.id)).toEqual([1, 3, 2]);
  });
});

describe('pageRows', () => {
  it('caps the count and flags it', () => {
    const many = Array.from({ length: GRID_COUNT_CAP + 50 }, (_, i) => ({ id: i }));
    const q = parseGridQuery({ pageIndex: '3', pageSize: '10' });
    const reply = pageRows(many, q, []);
    expect(reply).toMatchObject({ count: GRID_COUNT_CAP, maxCountReached: true });
    expect(reply.data.map((r) => r.id)).toEqual([30, 31, 32, 33, 34, 35, 36, 37, 38, 39]);
    const exact = pageRows(many.slice(0, GRID_COUNT_CAP), q, []);
    expect(exact).toMatchObject({ count: GRID_COUNT_CAP, maxCountReached: false });
  });
});

describe('runGrid', () => {
  // Against a plain filter + sort: the sorted window, column tests and encoded columns must
  // answer exactly what a naive scan answers.
  const statuses = ['APPROVED', 'PENDING', 'EXPIRED'];
  const data = Array.from({ length: 3000 }, (_, i) => ({
    id: i,
    merchantId: (i * 7) % 5,
    status: statuses[(i * 13) % 3],
    testMode: i % 17 === 0,
    createdDate: new Date(Date.UTC(2026, 9, 1) + ((i * 7919) % 3000) * 3_600_000).toISOString(),
  }));
  const cache = new SortCache();
  const scope = { field: 'merchantId', test: (v: unknown) => v === 1 || v === 2 };
  it.each(['asc', 'desc'] as const)('matches a naive scan, sorted %s', (dir) => {
    const q = parseGridQuery({
      pageIndex: '1',
      pageSize: '20',
      sortField: 'createdDate',
      sortDirection: dir,
      createdDateFrom: '15/10/2026',
      createdDateTo: '20/11/2026 12:00:00.000',
      status: 'APPROVED,EXPIRED',
    });
    const reply = runGrid({ name: 'rows', version: 0, rows: data }, q, {}, cache, scope);
    const naive = data
      .filter(
        (r) =>
          (r.merchantId === 1 || r.merchantId === 2) &&
          r.status !== 'PENDING' &&
          r.createdDate >= '2026-10-15T00:00:00.000Z' &&
          r.createdDate <= '2026-11-20T12:00:00.000Z',
      )
      .sort((a, b) => (a.createdDate < b.createdDate ? -1 : a.createdDate > b.createdDate ? 1 : 0) * (dir === 'asc' ? 1 : -1));
    expect(reply.count).toBe(naive.length);
    expect(reply.data.map((r) => r.id)).toEqual(naive.slice(20, 40).map((r) => r.id));
  });

  // Sorted by another field, a date range is tested on the column as times; a value in any other
  // shape (a bare day here) keeps the string tests for the whole column.
  const withGaps = data.map((r) => ({ ...r, amount: (r.id * 37) % 1000, createdDate: r.id % 11 === 0 ? null : r.createdDate }));
  const withBareDay = withGaps.map((r) => (r.id === 3 ? { ...r, createdDate: '2026-10-15' } : r));
  it.each([
    ['instants and empty values', withGaps],
    ['a bare day among them', withBareDay],
  ])('re-sorted, filters a date range as a naive scan does: %s', (_, rows) => {
    const q = parseGridQuery({
      pageIndex: '2',
      pageSize: '15',
      sortField: 'amount',
      sortDirection: 'desc',
      createdDateFrom: '15/10/2026',
      createdDateTo: '20/11/2026 12:00:00.000',
    });
    const reply = runGrid({ name: 'rows', version: 0, rows }, q, {}, new SortCache(), scope);
    const naive = rows
      .filter(
        (r) =>
          (r.merchantId === 1 || r.merchantId === 2) &&
          typeof r.createdDate === 'string' &&
          r.createdDate >= '2026-10-15T00:00:00.000Z' &&
          r.createdDate <= '2026-11-20T12:00:00.000Z',
      )
      .sort((a, b) => b.amount - a.amount);
    expect(reply.count).toBe(naive.length);
    expect(reply.data.map((r) => r.id)).toEqual(naive.slice(30, 45).map((r) => r.id));
  });
});
