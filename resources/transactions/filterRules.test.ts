import { describe, expect, it } from 'vitest';
import { appliedSearchText, compactFilters, withSearch, type SearchConfig } from '../../src/framework';
import {
  clearTransactionFilter,
  defaultTransactionFilter,
  hasRequiredFilters,
  ID_SEARCH_KEYS,
  idSearchFilter,
  rangeToWire,
  widenFilterRange,
} from './filterRules';

const idSearch: SearchConfig = { source: 'idQuery', sources: ID_SEARCH_KEYS, toFilter: idSearchFilter, skipsRequired: true };

const UUID = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b';

describe('transaction filter wire mapping', () => {
  it('defaults to today, created date and every status', () => {
    expect(defaultTransactionFilter(new Date(2026, 10, 21, 15, 4))).toEqual({
      createdDateFrom: '21/11/2026 00:00:00.000',
      createdDateTo: '21/11/2026 23:59:59.999',
      dateType: 'createdDate',
      status: ['APPROVED', 'CANCELLED', 'EXPIRED', 'FAILED', 'MISSING_INFO', 'ONHOLD', 'PENDING', 'REJECTED'],
    });
  });

  it('sends a range ending at 23:59 widened to .999 from midnight', () => {
    expect(rangeToWire(new Date(2026, 10, 20, 9, 15), new Date(2026, 10, 21, 23, 59))).toEqual({
      createdDateFrom: '20/11/2026 00:00:00.000',
      createdDateTo: '21/11/2026 23:59:59.999',
    });
    expect(rangeToWire(new Date(2026, 10, 20, 9, 15), new Date(2026, 10, 21, 18, 30))).toEqual({
      createdDateFrom: '20/11/2026 09:15:00.000',
      createdDateTo: '21/11/2026 18:30:00.000',
    });
  });

  it('widens an applied wire range ending at 23:59 and leaves others untouched', () => {
    const applied = { createdDateFrom: '20/11/2026 10:00:00.000', createdDateTo: '21/11/2026 23:59:00.000', dateType: 'paidDate' };
    expect(widenFilterRange(applied)).toEqual({
      createdDateFrom: '20/11/2026 00:00:00.000',
      createdDateTo: '21/11/2026 23:59:59.999',
      dateType: 'paidDate',
    });
    const kept = { createdDateFrom: '20/11/2026 10:00:00.000', createdDateTo: '21/11/2026 12:00:00.000' };
    expect(widenFilterRange(kept)).toBe(kept);
    const done = { createdDateFrom: '20/11/2026 00:00:00.000', createdDateTo: '21/11/2026 23:59:59.999' };
    expect(widenFilterRange(done)).toBe(done);
  });

  it('searches a full UUID as transactionId and anything else as idQuery', () => {
    expect(idSearchFilter(UUID)).toEqual({ transactionId: UUID });
    expect(withSearch(idSearch, { status: ['PENDING'] }, ` ${UUID} `)).toEqual({ status: ['PENDING'], transactionId: UUID });
    expect(withSearch(idSearch, { transactionId: UUID }, '3f2b8c1e')).toEqual({ idQuery: '3f2b8c1e' });
    expect(appliedSearchText(idSearch, { idQuery: 'TRK-1' })).toBe('TRK-1');
    expect(appliedSearchText(idSearch, { transactionId: UUID })).toBe(UUID);
  });

  it('removes the search when the box is emptied', () => {
    expect(withSearch(idSearch, { idQuery: 'abc', dateType: 'paidDate' }, '  ')).toEqual({ dateType: 'paidDate' });
  });

  it('requires status and date type unless an id is searched', () => {
    expect(hasRequiredFilters({ status: ['APPROVED'], dateType: 'createdDate' })).toBe(true);
    expect(hasRequiredFilters({ status: [], dateType: 'createdDate' })).toBe(false);
    expect(hasRequiredFilters({ status: ['APPROVED'] })).toBe(false);
    expect(hasRequiredFilters({ idQuery: 'abc' })).toBe(true);
    expect(hasRequiredFilters({ transactionId: UUID, status: [] })).toBe(true);
  });

  it('clear keeps only the date range, the other filters back to their defaults (required ones included)', () => {
    const defaults = defaultTransactionFilter();
    const cleared = clearTransactionFilter(
      {
        createdDateFrom: '21/11/2026 00:00:00.000',
        createdDateTo: '21/11/2026 23:59:59.999',
        status: ['PENDING'],
        dateType: 'paidDate',
        shopId: 4,
        showTests: true,
        idQuery: 'x',
      },
      defaults,
    );
    expect(cleared).toEqual({ ...defaults, createdDateFrom: '21/11/2026 00:00:00.000', createdDateTo: '21/11/2026 23:59:59.999' });
    expect(hasRequiredFilters(cleared)).toBe(true);
  });

  it('drops emptied values and an unticked Show Tests', () => {
    expect(compactFilters({ email: '', status: [], country: 'BR', showTests: false, currency: null })).toEqual({ country: 'BR' });
    expect(compactFilters({ showTests: true })).toEqual({ showTests: true });
  });
});
