import { describe, expect, it } from 'vitest';
import { defaultTransactionRange, statusDate, statusDateField, widenRange } from './dateRules';

const at = (h: number, m: number, s = 0, ms = 0, day = 21) => new Date(2026, 10, day, h, m, s, ms);

describe('default range', () => {
  it('is today 00:00:00.000 to 23:59:59.999', () => {
    const { from, to } = defaultTransactionRange(at(14, 37, 12, 5));
    expect(from).toEqual(at(0, 0, 0, 0));
    expect(to).toEqual(at(23, 59, 59, 999));
  });
});

describe('23:59 widening', () => {
  it('widens an end at 23:59 to .999 and moves the start to midnight', () => {
    const { from, to } = widenRange({ from: at(8, 30, 0, 0, 20), to: at(23, 59, 0, 0) });
    expect(to).toEqual(at(23, 59, 59, 999));
    expect(from).toEqual(at(0, 0, 0, 0, 20));
  });

  it('keeps a range whose end is not 23:59', () => {
    const range = { from: at(8, 30), to: at(18, 0) };
    expect(widenRange(range)).toEqual(range);
  });

  it('does not mutate its input', () => {
    const range = { from: at(8, 30), to: at(23, 59) };
    widenRange(range);
    expect(range.to).toEqual(at(23, 59));
  });
});

describe('status-dependent date', () => {
  it.each([
    ['EXPIRED', 'expiredDate'],
    ['APPROVED', 'paidDate'],
    ['PENDING', 'createdDate'],
    ['REJECTED', 'operativeDate'],
    ['CANCELLED', 'operativeDate'],
    ['ONHOLD', 'operativeDate'],
  ])('%s shows %s', (status, field) => {
    expect(statusDateField(status)).toBe(field);
  });

  it('picks the value from the row', () => {
    const row = { createdDate: 'c', paidDate: 'p', expiredDate: 'e', operativeDate: 'o' };
    expect(statusDate({ ...row, status: 'APPROVED' })).toBe('p');
    expect(statusDate({ ...row, status: 'EXPIRED' })).toBe('e');
    expect(statusDate({ ...row, status: 'FAILED' })).toBe('o');
    expect(statusDate({ status: 'APPROVED', paidDate: null })).toBeUndefined();
  });
});
