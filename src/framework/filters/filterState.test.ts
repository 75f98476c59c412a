import { afterEach, describe, expect, it } from 'vitest';
import { writeFilterCookies } from '../filterCookies';
import { maxFilterDate } from './DateRangeInput';
import { filtersInEffect, initialFilters, missingRequiredFilters } from './filterState';
import { allFilterKeys, type FilterSpec } from './types';

const specs: FilterSpec[] = [
  { kind: 'dateRange', source: 'createdDate', label: 'Date', required: true },
  { kind: 'select', source: 'status', label: 'Status', required: true, multiple: true, choices: [] },
  { kind: 'text', source: 'email', label: 'Email' },
];
const range = { createdDateFrom: '21/11/2026 00:00:00.000', createdDateTo: '21/11/2026 23:59:59.999' };

afterEach(() => writeFilterCookies('t_', {}, allFilterKeys(specs)));

describe('missingRequiredFilters', () => {
  it('names required filters without a value; a range needs both ends', () => {
    expect(missingRequiredFilters(specs, {}).map((s) => s.source)).toEqual(['createdDate', 'status']);
    expect(missingRequiredFilters(specs, { createdDateFrom: range.createdDateFrom, status: ['APPROVED'] }).map((s) => s.source)).toEqual([
      'createdDate',
    ]);
    expect(missingRequiredFilters(specs, { ...range, status: [] }).map((s) => s.source)).toEqual(['status']);
    expect(missingRequiredFilters(specs, { ...range, status: ['APPROVED'] })).toEqual([]);
  });
});

describe('initialFilters', () => {
  it('lays cookies over the defaults and drops empty values', () => {
    writeFilterCookies('t_', { status: ['PENDING'] }, allFilterKeys(specs));
    expect(initialFilters(specs, { ...range, email: '' }, 't_')).toEqual({ ...range, status: ['PENDING'] });
  });
  it('uses only the defaults without a cookie prefix', () => {
    writeFilterCookies('t_', { status: ['PENDING'] }, allFilterKeys(specs));
    expect(initialFilters(specs, range)).toEqual(range);
  });
});

describe('filtersInEffect', () => {
  it('takes the URL filter when the URL has list parameters, else the defaults', () => {
    expect(filtersInEffect('', range)).toEqual(range);
    expect(filtersInEffect(`?filter=${encodeURIComponent('{"status":["APPROVED"]}')}`, range)).toEqual({ status: ['APPROVED'] });
    // react-admin ignores the defaults as soon as the URL carries any list parameter.
    expect(filtersInEffect('?page=2', range)).toEqual({});
  });
});

describe('maxFilterDate', () => {
  it('is the last moment of the current year', () => {
    const max = maxFilterDate(new Date(2026, 4, 10));
    expect(max.getFullYear()).toBe(2026);
    expect(max.getMonth()).toBe(11);
    expect(max.getDate()).toBe(31);
  });
});
