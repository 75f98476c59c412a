/**
 * The totals per currency a grid call asks for (contract/gridTotals.ts), gathered during the
 * grid's one filtering scan: each matching row's index reads two cached columns, so the totals
 * cost one pass over the filtered rows, not a second query.
 */
import type { CurrencyTotal, TotalsByCurrency, TotalsDeclaration } from '../contract/gridTotals';
import type { OrderedRows, Row } from './gridScan';
import { badRequest, quoted } from './httpError';
import { round2 } from './seed/util';

export interface TotalsGatherer {
  onMatch: (index: number) => void;
  result: () => TotalsByCurrency;
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
  const amounts = ordered.column(totals.amount);
  const currencies = ordered.column(totals.currency);
  // Rows filtered to explicitly (status=REJECTED) are the user's question: their sum is shown.
  const except = totals.except;
  const named = new Set(except ? (filters[except.field] ?? '').split(',').map((v) => v.trim().toUpperCase()) : []);
  const skipped = new Set(except ? except.values.filter((v) => !named.has(v.toUpperCase())) : []);
  const skipColumn = except && skipped.size > 0 ? ordered.column(except.field) : null;
  const sums = new Map<string, CurrencyTotal>();
  let leftOut = 0;
  return {
    onMatch: (i) => {
      if (skipColumn && skipped.has(skipColumn[i] as string)) {
        leftOut++;
        return;
      }
      const currencyCode = String(currencies[i] ?? '');
      let line = sums.get(currencyCode);
      if (!line) sums.set(currencyCode, (line = { currencyCode, amount: 0, count: 0 }));
      line.amount += Number(amounts[i]) || 0;
      line.count++;
    },
    result: () => ({
      lines: [...sums.values()]
        .map((line) => ({ ...line, amount: round2(line.amount) }))
        .sort((a, b) => a.currencyCode.localeCompare(b.currencyCode)),
      leftOut,
    }),
  };
}
