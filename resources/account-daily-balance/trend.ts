import type { DailyBalanceRow } from './columns';

export interface TrendPoint {
  /** The day, YYYY-MM-DD. */
  day: string;
  /** Closing balance by currency code. */
  [currency: string]: number | string;
}

/** Sums the rows' closing balances per day and currency, days in order: the chart's points. */
export function trendOf(rows: readonly Pick<DailyBalanceRow, 'balanceDay' | 'currencyCode' | 'closingBalance'>[]) {
  const byDay = new Map<string, Map<string, number>>();
  const currencies = new Set<string>();
  for (const r of rows) {
    const day = r.balanceDay.slice(0, 10);
    const sums = byDay.get(day) ?? new Map<string, number>();
    sums.set(r.currencyCode, Math.round(((sums.get(r.currencyCode) ?? 0) + r.closingBalance) * 100) / 100);
    byDay.set(day, sums);
    currencies.add(r.currencyCode);
  }
  const points: TrendPoint[] = [...byDay.keys()]
    .sort()
    .map((day) => ({ day, ...Object.fromEntries(byDay.get(day) as Map<string, number>) }));
  return { points, currencies: [...currencies].sort() };
}
