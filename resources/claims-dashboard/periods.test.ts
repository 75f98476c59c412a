import { describe, expect, it } from 'vitest';
import { currentQuarter, lastWeek, previousCalendarMonth, quarterOf } from './periods';

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h, 30);
const day = (date: Date) => [date.getFullYear(), date.getMonth() + 1, date.getDate()];
const clock = (date: Date) => [date.getHours(), date.getMinutes(), date.getSeconds(), date.getMilliseconds()];

describe('previousCalendarMonth', () => {
  it('is the whole month before, from its first day 00:00:00.000 to its last 23:59:59.999', () => {
    const { from, to } = previousCalendarMonth(at(2026, 11, 22));
    expect(day(from)).toEqual([2026, 10, 1]);
    expect(day(to)).toEqual([2026, 10, 31]);
    expect(clock(from)).toEqual([0, 0, 0, 0]);
    expect(clock(to)).toEqual([23, 59, 59, 999]);
  });

  it('in January is December of the year before', () => {
    const { from, to } = previousCalendarMonth(at(2027, 1, 1, 0));
    expect(day(from)).toEqual([2026, 12, 1]);
    expect(day(to)).toEqual([2026, 12, 31]);
  });

  it('knows short months and leap years', () => {
    expect(day(previousCalendarMonth(at(2028, 3, 31)).to)).toEqual([2028, 2, 29]);
    expect(day(previousCalendarMonth(at(2027, 3, 1)).to)).toEqual([2027, 2, 28]);
    expect(day(previousCalendarMonth(at(2026, 5, 31, 23)).to)).toEqual([2026, 4, 30]);
  });
});

describe('currentQuarter', () => {
  it('runs from the first day of the quarter to the end of today', () => {
    const { from, to } = currentQuarter(at(2026, 11, 22));
    expect(day(from)).toEqual([2026, 10, 1]);
    expect(clock(from)).toEqual([0, 0, 0, 0]);
    expect(day(to)).toEqual([2026, 11, 22]);
    expect(clock(to)).toEqual([23, 59, 59, 999]);
  });

  it('starts on 1 January, 1 April, 1 July and 1 October', () => {
    expect(day(currentQuarter(at(2027, 1, 1, 0)).from)).toEqual([2027, 1, 1]);
    expect(day(currentQuarter(at(2026, 3, 31, 23)).from)).toEqual([2026, 1, 1]);
    expect(day(currentQuarter(at(2026, 4, 1, 0)).from)).toEqual([2026, 4, 1]);
    expect(day(currentQuarter(at(2026, 9, 30)).from)).toEqual([2026, 7, 1]);
    expect(day(currentQuarter(at(2026, 10, 1)).from)).toEqual([2026, 10, 1]);
  });

  it('on its first day is that one day', () => {
    const { from, to } = currentQuarter(at(2026, 7, 1, 8));
    expect(day(from)).toEqual(day(to));
  });

  it('numbers quarters 1 to 4', () => {
    expect([1, 3, 4, 6, 7, 9, 10, 12].map((m) => quarterOf(at(2026, m, 15)))).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });
});

describe('lastWeek', () => {
  it('is one week back to today, whole days, across a month and a year end', () => {
    const { from, to } = lastWeek(at(2027, 1, 3));
    expect(day(from)).toEqual([2026, 12, 27]);
    expect(clock(from)).toEqual([0, 0, 0, 0]);
    expect(day(to)).toEqual([2027, 1, 3]);
    expect(clock(to)).toEqual([23, 59, 59, 999]);
  });
});
