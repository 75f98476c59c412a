import { useCallback } from 'react';
import { useListContext, useNotify } from 'react-admin';
import { compactFilters, writeFilterCookies, type FilterValues } from '../filterCookies';
import { missingRequiredFilters } from './filterState';
import { useFilterUi } from './FilterUiContext';
import { allFilterKeys, filterKeys } from './types';

/**
 * Apply and Clear of the filter bar (spec 01 §2.7, 02 Transactions): filters reach the query only
 * here, are written to cookies, and land in the URL through react-admin's setFilters.
 */
export function useFilterActions() {
  const { filterValues, setFilters } = useListContext();
  const notify = useNotify();
  const { specs, shown, cookiePrefix, requiredMessage, clearFilters, normalizeFilters } = useFilterUi();

  const normalize = useCallback(
    (values: FilterValues): FilterValues => (normalizeFilters ? compactFilters(normalizeFilters(values)) : values),
    [normalizeFilters],
  );

  const commit = useCallback(
    (next: FilterValues) => {
      if (cookiePrefix) writeFilterCookies(cookiePrefix, next, allFilterKeys(specs));
      setFilters(next, {});
    },
    [cookiePrefix, specs, setFilters],
  );

  /** Applies the draft values of the shown filters; false (and a toast) when a required one is empty. */
  const apply = useCallback(
    (draft: FilterValues): boolean => {
      const managed = new Set(allFilterKeys(specs));
      const kept = Object.fromEntries(Object.entries(filterValues as FilterValues).filter(([key]) => !managed.has(key)));
      const shownKeys = specs.filter((spec) => shown.includes(spec.source)).flatMap(filterKeys);
      const picked = Object.fromEntries(shownKeys.map((key) => [key, draft[key]]));
      const merged = compactFilters({ ...kept, ...picked });
      const next = normalize(merged);
      if (missingRequiredFilters(specs, next).length > 0) {
        notify(requiredMessage, { type: 'warning' });
        return false;
      }
      commit(next);
      return true;
    },
    [specs, filterValues, shown, notify, requiredMessage, commit, normalize],
  );

  /** Resets to the configured cleared value and applies it (no required check: the grid then says what is missing). */
  const clear = useCallback((): FilterValues => {
    const next = normalize(compactFilters(clearFilters(filterValues as FilterValues)));
    commit(next);
    return next;
  }, [clearFilters, filterValues, commit, normalize]);

  return { apply, clear, applied: filterValues as FilterValues };
}
