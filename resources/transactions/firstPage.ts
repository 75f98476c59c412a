import { apiNow } from '../../src/framework/format';
import type { SortPayload } from 'react-admin';
import { initialFilters } from '../../src/framework/filters/filterState';
import type { FirstPage } from '../../src/perf/firstPage';
import { defaultTransactionFilter, hasRequiredFilters, ID_SEARCH_KEYS } from './filterRules';
import { transactionChoices, transactionFilterSpecs } from './filters';
import { EMPTY_TRANSACTION_CONFIG } from './useTransactionConfig';

export const TRANSACTION_SORT: SortPayload = { field: 'createdDate', order: 'DESC' };

const asIs = (key: string) => key;

/**
 * What the transactions list asks for first (TransactionList + ResourceList): the saved cookies
 * over today's default filter. The filter keys do not depend on the configured options, so the
 * specs are built without them.
 */
export function transactionFirstPage(cookiePrefix?: string, now: Date = apiNow()): Omit<FirstPage, 'perPage'> | undefined {
  const specs = transactionFilterSpecs(transactionChoices(EMPTY_TRANSACTION_CONFIG, asIs, asIs), asIs);
  const filter = initialFilters(specs, defaultTransactionFilter(now), cookiePrefix, [...ID_SEARCH_KEYS]);
  return hasRequiredFilters(filter) ? { filter, sort: TRANSACTION_SORT } : undefined;
}
