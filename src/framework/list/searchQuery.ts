import { compactFilters, isEmptyFilterValue, type FilterValues } from '../filterCookies';

// What a list's search box writes into its filter, apart from the box itself: a list's first page
// (firstPageOf) is computed while the app boots, before any component code has loaded.

export interface SearchConfig {
  /** Filter key the search writes, e.g. 'query' or 'transactionId'. */
  source: string;
  /** i18n key of the label; default grid.search. */
  label?: string;
  /** A search value lets the grid fetch even with required filters missing (spec 02: transaction-id search). */
  skipsRequired?: boolean;
  /**
   * Every filter key the box owns when `toFilter` may write more than one (default [source]):
   * the box shows the first one set, and a new search replaces them all.
   */
  sources?: readonly string[];
  /** Maps the typed (trimmed, non-empty) text to filter values; default `{ [source]: text }`. */
  toFilter?: (text: string) => FilterValues;
  /**
   * Keys that name one record (a full transaction id): while one holds a value, only it (and the
   * permanent filter) is sent, so the record is found whatever the dates the filter bar holds.
   */
  exact?: readonly string[];
}

/** The filter keys to send alone while an exact search is on, else undefined (send every filter). */
export const exactSearchKeys = (search: SearchConfig | undefined, filter: FilterValues): string[] | undefined => {
  const set = search?.exact?.filter((key) => !isEmptyFilterValue(filter[key]));
  return set && set.length > 0 ? set : undefined;
};

/** The filter keys a search box owns. */
export const searchKeys = (search: SearchConfig): readonly string[] => search.sources ?? [search.source];

/** The text a search box shows for the applied filter. */
export const appliedSearchText = (search: SearchConfig, filter: FilterValues): string => {
  const key = searchKeys(search).find((k) => !isEmptyFilterValue(filter[k]));
  return key ? String(filter[key]) : '';
};

/** The applied filter after searching `text`: the box's keys are replaced; empty text removes them. */
export function withSearch(search: SearchConfig, filter: FilterValues, text: string): FilterValues {
  const owned = new Set(searchKeys(search));
  const rest = Object.fromEntries(Object.entries(filter).filter(([key]) => !owned.has(key)));
  const value = text.trim();
  if (!value) return compactFilters(rest);
  return compactFilters({ ...rest, ...(search.toFilter ? search.toFilter(value) : { [search.source]: value }) });
}
