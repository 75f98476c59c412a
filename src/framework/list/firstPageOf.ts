import type { ResourceDefinition } from '../defineResource';
import { toArchiveWindow } from '../archive';
import { isEmptyFilterValue, type FilterValues } from '../filterCookies';
import { initialFilters, missingRequiredFilters } from '../filters/filterState';
import type { FilterSpec } from '../filters/types';
import type { FirstPage } from '../../perf/firstPage';
import type { ResourceListProps } from './resourceListProps';
import { searchKeys, type SearchConfig } from './searchQuery';

/** What decides a list's first request: the props of ResourceList a screen passes for it. */
export type ListQuery = Pick<
  ResourceListProps,
  'sort' | 'filters' | 'defaultFilters' | 'permanentFilter' | 'whenEmpty' | 'search' | 'canFetch'
>;

/** Whether a list may fetch: every required filter holds a value, or the search bypasses them. */
export function isReadyToFetch(specs: readonly FilterSpec[], filter: FilterValues, search?: SearchConfig): boolean {
  if (search?.skipsRequired && searchKeys(search).some((key) => !isEmptyFilterValue(filter[key]))) return true;
  return missingRequiredFilters(specs, filter).length === 0;
}

/** The `whenEmpty` filters the applied ones leave empty. */
export const leftEmpty = (whenEmpty: FilterValues | undefined, applied: FilterValues): string[] =>
  whenEmpty ? Object.keys(whenEmpty).filter((key) => isEmptyFilterValue(applied[key])) : [];

/** The permanent filter plus the `whenEmpty` values of the filters left empty (`empty`). */
export function sentAlways(permanent: FilterValues | undefined, whenEmpty: FilterValues | undefined, empty: readonly string[]) {
  if (!whenEmpty || empty.length === 0) return permanent;
  return { ...permanent, ...Object.fromEntries(empty.map((key) => [key, whenEmpty[key]])) };
}

/** The defaults a screen gives, moved into the archive on a historical screen (useScreenProps). */
export const screenDefaults = (query: ListQuery, historical: boolean | undefined): FilterValues => {
  const defaults = query.defaultFilters ?? {};
  return historical ? toArchiveWindow(defaults, query.filters ?? []) : defaults;
};

/**
 * The first page a list asks for when the address holds no list parameters, the saved cookies
 * over its defaults; none while a required filter is empty. ResourceList fetches exactly this, and
 * a declaration's `firstPage` returns it from the same `ListQuery` its screen passes, so the
 * app's boot can fetch it before the screen renders (README, Measured). A list whose specs take
 * their choices from the API builds them without: the keys, and what is required, do not change.
 */
export function firstPageOf(
  query: ListQuery,
  definition: Pick<ResourceDefinition, 'filterCookiePrefix' | 'historical' | 'pageSize'>,
): FirstPage | undefined {
  const filters = query.filters ?? [];
  const extraKeys = query.search ? [...searchKeys(query.search)] : [];
  const initial = initialFilters(filters, screenDefaults(query, definition.historical), definition.filterCookiePrefix, extraKeys);
  const ready = query.canFetch ? query.canFetch(initial) : isReadyToFetch(filters, initial, query.search);
  if (!ready) return undefined;
  const always = sentAlways(query.permanentFilter, query.whenEmpty, leftEmpty(query.whenEmpty, initial));
  return { filter: { ...initial, ...always }, sort: query.sort, perPage: definition.pageSize ?? 10 };
}
