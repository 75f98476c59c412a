import { describe, expect, it } from 'vitest';
import { displayStatus, filterStatusCodes, isFilterableStatus } from './claimStatus';

describe('claim status rules (spec 02 §2, §4)', () => {
  it('displays refunding and refunding-error as open', () => {
    expect(displayStatus('REFUNDING')).toBe('OPEN');
    expect(displayStatus('REFUNDING_ERROR')).toBe('OPEN');
    expect(displayStatus('refunding-error')).toBe('OPEN');
    expect(displayStatus('OPEN')).toBe('OPEN');
  });

  it('keeps the outcomes as they are', () => {
    expect(displayStatus('AGAINST_MERCHANT')).toBe('AGAINST_MERCHANT');
    expect(displayStatus('IN_FAVOR_MERCHANT')).toBe('IN_FAVOR_MERCHANT');
    expect(displayStatus(null)).toBe('');
  });

  it('never offers deleted, refunding or refunding-error in the filter', () => {
    for (const code of ['DELETED', 'REFUNDING', 'REFUNDING_ERROR']) expect(isFilterableStatus(code), code).toBe(false);
    for (const code of ['OPEN', 'AGAINST_MERCHANT', 'IN_FAVOR_MERCHANT']) expect(isFilterableStatus(code), code).toBe(true);
  });

  it('builds the filter list from the configuration, in its order, without the hidden codes', () => {
    const configured = ['IN_FAVOR_MERCHANT', 'REFUNDING', 'OPEN', 'REFUNDING_ERROR', 'DELETED', 'AGAINST_MERCHANT'].map((code) => ({
      code,
    }));
    expect(filterStatusCodes(configured)).toEqual(['IN_FAVOR_MERCHANT', 'OPEN', 'AGAINST_MERCHANT']);
  });

  it('falls back to the fixed outcomes when the configuration is missing', () => {
    expect(filterStatusCodes([])).toEqual(['OPEN', 'AGAINST_MERCHANT', 'IN_FAVOR_MERCHANT']);
    expect(filterStatusCodes([{ code: 'DELETED' }])).toEqual(['OPEN', 'AGAINST_MERCHANT', 'IN_FAVOR_MERCHANT']);
  });
});
