/**
 * The dashboard's numbers: rates and shares as the screen shows them. Pure, so the rules are
 * unit-tested without rendering anything.
 */
import type { ClaimsReportRow, ClaimsTotalsReply, ReportSlice } from './types';

/** Intl locale of an interface language (dates are day-first everywhere, numbers follow the language). */
export const NUMBER_LOCALES: Record<string, string> = { en: 'en-GB', es: 'es-ES', pt: 'pt-BR' };

/** A 0..1 fraction as a percentage, e.g. 0.0417 -> '4.2%' (en) / '4,2 %' (es). */
export function formatPercent(fraction: number, locale = 'en', digits = 1): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[locale] ?? locale, { style: 'percent', maximumFractionDigits: digits }).format(fraction);
}

export function formatCount(value: number, locale = 'en'): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[locale] ?? locale).format(value);
}

/** Shown where a rate has nothing to divide by (no transactions, no decided claims). */
export const NO_RATE = '—';

/** Claims over transactions; null without transactions (a rate of 0 would read as "no claims"). */
export const claimRateOf = (claims: number, transactions: number): number | null => (transactions > 0 ? claims / transactions : null);

/** A row's win rate, or null when none of its claims is decided yet. */
export function rowWinRate(row: ClaimsReportRow): number | null {
  if (row.decidedCount !== undefined) return row.decidedCount > 0 ? row.winRate : null;
  return row.claimsCount > 0 ? row.winRate : null;
}

export const rowClaimRate = (row: ClaimsReportRow): number | null => (row.transactionsCount > 0 ? row.claimRate : null);

export interface Totals {
  claimsCount: number;
  transactionsCount: number;
  claimRate: number | null;
  winRate: number | null;
}

/** A period's totals as the server counts them; a rate with nothing to divide is null, not 0. */
export const periodTotals = (reply: ClaimsTotalsReply): Totals => ({
  claimsCount: reply.claimsCount,
  transactionsCount: reply.transactionsCount,
  claimRate: claimRateOf(reply.claimsCount, reply.transactionsCount),
  winRate: reply.decidedCount > 0 ? reply.wonCount / reply.decidedCount : null,
});

/** One pie slice with its share of the whole. */
export interface PieDatum extends ReportSlice {
  /** 0..1 share of all claims. */
  share: number;
  /** True for the slice that gathers the smallest ones. */
  other?: boolean;
}

export const OTHER_CODE = '__other__';

/**
 * Slices largest first with their shares; past `max` slices the smallest are gathered into one
 * "Other" slice, so a pie never has slivers nobody can read or tell apart.
 */
export function pieData(slices: readonly ReportSlice[], otherName: string, max = 6): { data: PieDatum[]; total: number } {
  const kept = slices.filter((s) => s.count > 0).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  const total = kept.reduce((sum, s) => sum + s.count, 0);
  if (total === 0) return { data: [], total: 0 };
  const share = (count: number) => count / total;
  const head = kept.length > max ? kept.slice(0, max - 1) : kept;
  const data: PieDatum[] = head.map((s) => ({ ...s, share: share(s.count) }));
  if (kept.length > max) {
    const rest = kept.slice(max - 1).reduce((sum, s) => sum + s.count, 0);
    data.push({ code: OTHER_CODE, name: otherName, count: rest, share: share(rest), other: true });
  }
  return { data, total };
}
