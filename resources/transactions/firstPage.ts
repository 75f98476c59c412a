import { apiNow } from '../../src/framework/format';
import type { SortPayload } from 'react-admin';
import type { ResourceDefinition } from '../../src/framework/defineResource';
import { firstPageOf } from '../../src/framework/list/firstPageOf';
import { defaultTransactionFilter, hasRequiredFilters, ID_SEARCH_KEYS, WIRE_KEYS } from './filterRules';
import { transactionChoices, transactionFilterSpecs } from './filters';
import { EMPTY_TRANSACTION_CONFIG } from './useTransactionConfig';

export const TRANSACTION_SORT: SortPayload = { field: 'createdDate', order: 'DESC' };

const asIs = (key: string) => key;

/**
 * What the transactions list asks for first (TransactionList + ResourceList): the saved cookies
 * over today's default filter, or the archive's last days on the historical screen. The filter
 * keys do not depend on the configured options, so the specs are built without them. Imported
 * with the declarations (the first load): the request leaves while the rest of the app evaluates.
 */
export function transactionFirstPage(
  definition: Pick<ResourceDefinition, 'filterCookiePrefix' | 'historical' | 'pageSize'>,
  now: Date = apiNow(),
) {
  const filters = transactionFilterSpecs(transactionChoices(EMPTY_TRANSACTION_CONFIG, asIs, asIs), asIs);
  const search = { source: WIRE_KEYS.idQuery, sources: ID_SEARCH_KEYS };
  return firstPageOf(
    { sort: TRANSACTION_SORT, filters, defaultFilters: defaultTransactionFilter(now), canFetch: hasRequiredFilters, search },
    definition,
  );
}
