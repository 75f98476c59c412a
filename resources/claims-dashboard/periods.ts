import { apiNow } from '../../src/framework/format';
/**
 * The comparison periods of spec 02 §9 ("compares the previous calendar month and the current
 * quarter"), as whole local days like every other date filter of the app.
 */
export interface Period {
  from: Date;
  to: Date;
}

const startOfDay = (year: number, month: number, day: number) => new Date(year, month, day, 0, 0, 0, 0);
const endOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59, 999);

/** The whole calendar month before today's: in January, December of the year before. */
export function previousCalendarMonth(now: Date = apiNow()): Period {
  // Day 0 of this month is the last day of the previous one (Date rolls the year over).
  const lastDay = new Date(now.getFullYear(), now.getMonth(), 0);
  return { from: startOfDay(lastDay.getFullYear(), lastDay.getMonth(), 1), to: endOfDay(lastDay) };
}

/** The current quarter so far: its first day to the end of today (later days hold no data yet). */
export function currentQuarter(now: Date = apiNow()): Period {
  const firstMonth = Math.floor(now.getMonth() / 3) * 3;
  return { from: startOfDay(now.getFullYear(), firstMonth, 1), to: endOfDay(now) };
}

/** 1..4 for the quarter a date falls in. */
export const quarterOf = (date: Date): number => Math.floor(date.getMonth() / 3) + 1;

/** The default range (spec 02 §9): one week back to today, whole days. */
export function lastWeek(now: Date = apiNow()): Period {
  return { from: startOfDay(now.getFullYear(), now.getMonth(), now.getDate() - 7), to: endOfDay(now) };
}
