import { describe, expect, it } from 'vitest';
import { defaultWithdrawalFilter } from './withdrawalFilters';

describe('defaultWithdrawalFilter (spec 03 §9)', () => {
  it('starts on the Monday of the week four weeks back and ends with today', () => {
    // Wednesday 2 Dec 2026: four weeks back is Wednesday 4 Nov, whose week starts on Monday 2 Nov.
    expect(defaultWithdrawalFilter(new Date(2026, 11, 2, 15, 30))).toEqual({
      createdDateFrom: '02/11/2026 00:00:00.000',
      createdDateTo: '02/12/2026 23:59:59.999',
    });
  });

  it('counts a Monday as its own week start and a Sunday as its week’s last day', () => {
    expect(defaultWithdrawalFilter(new Date(2026, 10, 30, 9)).createdDateFrom).toBe('02/11/2026 00:00:00.000');
    expect(defaultWithdrawalFilter(new Date(2026, 10, 29, 23, 59)).createdDateFrom).toBe('26/10/2026 00:00:00.000');
  });
});
