import { describe, expect, it } from 'vitest';
import { claimRateOf, formatCount, formatPercent, OTHER_CODE, pieData, periodTotals, rowClaimRate, rowWinRate } from './rates';
import type { ClaimsReportRow } from './types';

const row = (over: Partial<ClaimsReportRow>): ClaimsReportRow => ({
  id: 1,
  paymentMethodId: 1,
  paymentMethodName: 'Pix',
  claimsCount: 0,
  transactionsCount: 0,
  claimRate: 0,
  winRate: 0,
  ...over,
});

describe('formatPercent', () => {
  it('shows a fraction as a percentage in the interface language', () => {
    expect(formatPercent(0.0417)).toBe('4.2%');
    expect(formatPercent(0.0417, 'en', 2)).toBe('4.17%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(0.5, 'pt')).toBe('50%');
    expect(formatPercent(0.125, 'es')).toMatch(/^12,5\s?%$/);
  });

  it('groups thousands in counts', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(12345, 'pt')).toBe('12.345');
  });
});

describe('rates of one row', () => {
  it('has no claim rate without transactions', () => {
    expect(claimRateOf(3, 0)).toBeNull();
    expect(claimRateOf(3, 60)).toBe(0.05);
    expect(rowClaimRate(row({ claimsCount: 2, transactionsCount: 0 }))).toBeNull();
    expect(rowClaimRate(row({ claimsCount: 2, transactionsCount: 40, claimRate: 0.05 }))).toBe(0.05);
  });

  it('has no win rate while no claim is decided', () => {
    expect(rowWinRate(row({ claimsCount: 3, winRate: 0, wonCount: 0, decidedCount: 0 }))).toBeNull();
    expect(rowWinRate(row({ claimsCount: 3, winRate: 0, wonCount: 0, decidedCount: 2 }))).toBe(0);
    // A server without the counts: claims are all there is to go by.
    expect(rowWinRate(row({ claimsCount: 0, winRate: 0 }))).toBeNull();
    expect(rowWinRate(row({ claimsCount: 4, winRate: 0.5 }))).toBe(0.5);
  });
});

describe('periodTotals', () => {
  const reply = { claimsCount: 8, transactionsCount: 200, wonCount: 3, decidedCount: 4, claimRate: 0.04, winRate: 0.75 };

  it('takes the claim rate and the exact win rate (won / decided) from the counts', () => {
    expect(periodTotals(reply)).toEqual({ claimsCount: 8, transactionsCount: 200, claimRate: 0.04, winRate: 0.75 });
  });

  it('has no rate where there is nothing to divide, where the server says 0', () => {
    const empty = { ...reply, transactionsCount: 0, decidedCount: 0, wonCount: 0, claimRate: 0, winRate: 0 };
    expect(periodTotals(empty)).toEqual({ claimsCount: 8, transactionsCount: 0, claimRate: null, winRate: null });
  });
});

describe('pieData', () => {
  const slice = (code: string, count: number) => ({ code, name: code.toUpperCase(), count });

  it('gives each slice its share, largest first, shares adding up to 1', () => {
    const { data, total } = pieData([slice('b', 1), slice('a', 3)], 'Other');
    expect(total).toBe(4);
    expect(data.map((d) => [d.code, d.share])).toEqual([
      ['a', 0.75],
      ['b', 0.25],
    ]);
  });

  it('gathers the smallest slices into "Other" past the maximum', () => {
    const { data, total } = pieData([slice('a', 5), slice('b', 4), slice('c', 3), slice('d', 2), slice('e', 1)], 'Other', 3);
    expect(total).toBe(15);
    expect(data.map((d) => d.code)).toEqual(['a', 'b', OTHER_CODE]);
    expect(data[2]).toMatchObject({ name: 'Other', count: 6, share: 0.4, other: true });
    expect(data.reduce((sum, d) => sum + d.share, 0)).toBeCloseTo(1, 10);
  });

  it('keeps exactly the maximum without an "Other" slice', () => {
    expect(pieData([slice('a', 2), slice('b', 1), slice('c', 1)], 'Other', 3).data.map((d) => d.code)).toEqual(['a', 'b', 'c']);
  });

  it('is empty when there are no claims', () => {
    expect(pieData([], 'Other')).toEqual({ data: [], total: 0 });
    expect(pieData([slice('a', 0)], 'Other')).toEqual({ data: [], total: 0 });
  });
});
