/**
 * The totals per currency a grid call asks for (contract/gridTotals.ts), gathered during the
 * grid's one filtering scan. Asking for totals means the scan no longer stops at the count cap,
 * so a matching row costs only typed-array reads: the amount from a cached Float64Array, the
 * currency and the status as one-byte codes of their cached dictionaries (`OrderedRows`).
 */
import type { TotalsByCurrency, TotalsDeclaration } from '../contract/gridTotals';
import type { EncodedColumn, OrderedRows, Row } from './gridScan';
import { badRequest, quoted } from './httpError';
import { round2 } from './seed/util';

export interface TotalsGatherer {
  onMatch: (index: number) => void;
  result: () => TotalsByCurrency;
}

/** A column as codes: the cached dictionary, or one built here when it has too many values for one. */
function codesOf(ordered: OrderedRows<Row>, field: string): { codes: ArrayLike<number>; values: unknown[] } {
  const encoded: EncodedColumn | null = ordered.encoded(field);
  if (encoded) return encoded;
  const index = new Map<unknown, number>();
  const values: unknown[] = [];
  const codes = Uint32Array.from(ordered.column(field), (v) => {
    let code = index.get(v);
    if (code === undefined) index.set(v, (code = values.push(v) - 1));
    return code;
  });
  return { codes, values };
}

export function totalsGatherer(
  totals: TotalsDeclaration,
  filters: Record<string, string>,
  ordered: OrderedRows<Row>,
  fields: ReadonlyMap<string, string>,
  collection: string,
): TotalsGatherer {
  if (ordered.rows.length > 0) {
    for (const field of [totals.amount, totals.currency, totals.except?.field]) {
      if (field !== undefined && !fields.has(field)) throw badRequest(`totals: ${quoted(field)} must be a field of ${collection}`);
    }
  }
  const amounts = ordered.numbers(totals.amount);
  const currency = codesOf(ordered, totals.currency);
  const sums = new Float64Array(currency.values.length);
  const counts = new Float64Array(currency.values.length);
  // Rows filtered to explicitly (status=REJECTED) are the user's question: their sum is shown.
  const except = totals.except;
  const named = new Set(except ? (filters[except.field] ?? '').split(',').map((v) => v.trim().toUpperCase()) : []);
  const skipped = new Set(except ? except.values.filter((v) => !named.has(v.toUpperCase())) : []);
  const status = except && skipped.size > 0 ? codesOf(ordered, except.field) : null;
  const skip = status ? Uint8Array.from(status.values, (v) => (skipped.has(v as string) ? 1 : 0)) : null;
  const currencyCodes = currency.codes;
  let leftOut = 0;
  return {
    onMatch: skip
      ? (i) => {
          if (skip[status!.codes[i]] === 1) leftOut++;
          else {
            sums[currencyCodes[i]] += amounts[i];
            counts[currencyCodes[i]]++;
          }
        }
      : (i) => {
          sums[currencyCodes[i]] += amounts[i];
          counts[currencyCodes[i]]++;
        },
    result: () => ({
      lines: currency.values
        .map((value, code) => ({ currencyCode: String(value ?? ''), amount: round2(sums[code]), count: counts[code] }))
        .filter((line) => line.count > 0)
        .sort((a, b) => a.currencyCode.localeCompare(b.currencyCode)),
      leftOut,
    }),
  };
}
