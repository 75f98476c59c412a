/** Small helpers shared by the domain generators: dates, rounding, money. */
import { convertAmount, currencyInfo } from './reference';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** How far back seeded history reaches. */
export const HISTORY_DAYS = 120;

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export function startOfUtcDay(ms: number): number {
  return ms - (((ms % DAY) + DAY) % DAY);
}

/** Day key YYYY-MM-DD (UTC). */
export function dayKey(ms: number): string {
  return iso(ms).slice(0, 10);
}

export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Rounds to the currency's usual decimals. */
export function roundMoney(value: number, currencyCode: string): number {
  const factor = 10 ** currencyInfo(currencyCode).decimals;
  return Math.round(value * factor) / factor;
}

/** Converts and rounds to two decimals (balances and settlements are kept in cents). */
export function convert2(amount: number, from: string, to: string): number {
  return round2(convertAmount(amount, from, to));
}

export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
}

/** Monday 00:00 UTC of the week holding `ms`. */
export function startOfUtcWeek(ms: number): number {
  const day = startOfUtcDay(ms);
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return day - weekday * DAY;
}
