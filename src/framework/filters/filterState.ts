import { parseQueryFromLocation } from 'react-admin';
import { compactFilters, isEmptyFilterValue, readFilterCookies, type FilterValues } from '../filterCookies';
import { allFilterKeys, exactFilterKeys, filterKeys, type FilterSpec } from './types';

/** Required filters with no value (a date range needs both ends); none while an exact filter names a record. */
export function missingRequiredFilters(specs: readonly FilterSpec[], values: FilterValues): FilterSpec[] {
  if (exactFilterKeys(specs, values).length > 0) return [];
  return specs.filter((spec) => spec.required && filterKeys(spec).some((key) => isEmptyFilterValue(values[key])));
}

/** Filters a list starts with when the URL has none: the cookies over the defaults. */
export function initialFilters(
  specs: readonly FilterSpec[],
  defaults: FilterValues,
  cookiePrefix?: string,
  extraKeys: string[] = [],
): FilterValues {
  const fromCookies = cookiePrefix ? readFilterCookies(cookiePrefix, [...allFilterKeys(specs), ...extraKeys]) : undefined;
  return compactFilters({ ...defaults, ...fromCookies });
}

/**
 * The filter react-admin's list will use, read the way its useListParams does (storeKey false):
 * any list parameter in the URL wins, else the default values. Needed before <List> renders,
 * because the query's `enabled` flag depends on it.
 */
export function filtersInEffect(search: string, defaults: FilterValues): FilterValues {
  const query = parseQueryFromLocation({ search }) as { filter?: FilterValues } & Record<string, unknown>;
  if (Object.keys(query).length === 0) return defaults;
  return query.filter ?? {};
}
