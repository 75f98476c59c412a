/**
 * Totals of a money list (issue #33 part 5): the sums per currency of every row the filters
 * match, all pages, added up by the server. A list declares what to add up; the grid call then
 * asks for them (`totals=amount:currencyCode`, `totalsExcept=status:REJECTED,DELETED`) and the
 * reply carries `totalsByCurrency` beside the page. A list that declares nothing pays nothing.
 */

export interface TotalsDeclaration {
  /** The row field added up. */
  amount: string;
  /** The row field naming the amount's currency: one total per currency. */
  currency: string;
  /**
   * Rows whose money never moved (rejected, deleted...): left out of the totals unless the
   * list's filter on `field` names their value (filtered to rejected ones, the user sees their sum).
   */
  except?: { field: string; values: readonly string[] };
}

export interface CurrencyTotal {
  currencyCode: string;
  amount: number;
  /** Rows added up in this currency. */
  count: number;
}

export interface TotalsByCurrency {
  lines: CurrencyTotal[];
  /** Rows the filters match that `except` left out. */
  leftOut: number;
}

/** Pay-ins whose money never came: left out of the pay-in lists' totals (both transaction screens). */
export const PAY_IN_NEVER_PAID = ['REJECTED', 'FAILED', 'CANCELLED', 'EXPIRED'] as const;

export const TOTALS_KEY = 'totals';
export const TOTALS_EXCEPT_KEY = 'totalsExcept';

const FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The query keys a grid call adds to ask for its list's totals. */
export function totalsParams(totals: TotalsDeclaration): Record<string, string> {
  const params: Record<string, string> = { [TOTALS_KEY]: `${totals.amount}:${totals.currency}` };
  if (totals.except) params[TOTALS_EXCEPT_KEY] = `${totals.except.field}:${totals.except.values.join(',')}`;
  return params;
}

/** The declaration a grid call's keys ask for; a message naming the key when they are malformed. */
export function parseTotalsParams(totals: string | undefined, except: string | undefined): TotalsDeclaration | string | undefined {
  if (totals === undefined || totals === '') return except ? `${TOTALS_EXCEPT_KEY} needs ${TOTALS_KEY}` : undefined;
  const [amount, currency, ...rest] = totals.split(':');
  if (rest.length || !FIELD.test(amount ?? '') || !FIELD.test(currency ?? '')) return `${TOTALS_KEY} must be amountField:currencyField`;
  if (except === undefined || except === '') return { amount, currency };
  const [field, values, ...more] = except.split(':');
  const list = (values ?? '').split(',').filter(Boolean);
  if (more.length || !FIELD.test(field ?? '') || list.length === 0) return `${TOTALS_EXCEPT_KEY} must be field:VALUE,VALUE`;
  return { amount, currency, except: { field, values: list } };
}
