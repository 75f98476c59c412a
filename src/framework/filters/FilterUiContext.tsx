import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useIsPhone } from '../useIsPhone';
import type { FilterValues } from '../filterCookies';
import { isEmptyFilterValue } from '../filterCookies';
import { filterKeys, isPinned, type FilterLayout, type FilterSpec } from './types';

export interface FilterSettings {
  specs: readonly FilterSpec[];
  layout: FilterLayout;
  /** Cookie prefix, e.g. 'transactions_'; undefined keeps filters out of cookies. */
  cookiePrefix?: string;
  /** Message key of the toast when Apply misses a required filter. */
  requiredMessage: string;
  /** Filters the Clear button applies, from the applied ones. */
  clearFilters: (applied: FilterValues) => FilterValues;
  /**
   * Rewrites the values Apply (and Clear) commit, BEFORE the required check, the cookie write
   * and the URL: e.g. Transactions' 23:59 -> 23:59:59.999 widening, so the query, the URL and
   * the cookies all hold the normalised range and nothing flashes in between.
   */
  normalizeFilters?: (values: FilterValues) => FilterValues;
}

interface FilterUi extends FilterSettings {
  /** Filters that narrow the list now: the Filter button's badge. */
  activeCount: number;
  /** Whether the checkbox chooser has anything to change (some filter is optional). */
  choosable: boolean;
  /** Sources of the filters shown in the bar. */
  shown: string[];
  setShown: (sources: string[]) => void;
  /** 'drawer' layout: whether the side drawer is open; 'collapsible': whether the panel is expanded. */
  open: boolean;
  setOpen: (open: boolean) => void;
}

const FilterUiContext = createContext<FilterUi | null>(null);

/** Pinned filters plus the ones that already hold a value. */
export const initiallyShown = (specs: readonly FilterSpec[], applied: FilterValues): string[] =>
  specs.filter((spec) => isPinned(spec) || filterKeys(spec).some((key) => !isEmptyFilterValue(applied[key]))).map((spec) => spec.source);

/** How many filters hold a value, each counted once (a date range's two ends are one filter). */
export const activeFilterCount = (specs: readonly FilterSpec[], applied: FilterValues): number =>
  specs.filter((spec) => filterKeys(spec).some((key) => !isEmptyFilterValue(applied[key]))).length;

export const FilterUiProvider = ({
  settings,
  applied,
  children,
}: {
  settings: FilterSettings;
  applied: FilterValues;
  children: ReactNode;
}) => {
  // On a phone every list folds its filters behind the Filter button (a drawer): inline fields
  // would fill the first screen.
  const layout: FilterLayout = useIsPhone() ? 'drawer' : settings.layout;
  const [shown, setShown] = useState(() => initiallyShown(settings.specs, applied));
  const [open, setOpen] = useState(layout === 'collapsible');
  const value = useMemo(
    () => ({
      ...settings,
      layout,
      activeCount: activeFilterCount(settings.specs, applied),
      choosable: settings.specs.some((spec) => !isPinned(spec)),
      shown,
      setShown,
      open,
      setOpen,
    }),
    [settings, layout, applied, shown, open],
  );
  return <FilterUiContext.Provider value={value}>{children}</FilterUiContext.Provider>;
};

export function useFilterUi(): FilterUi {
  const context = useContext(FilterUiContext);
  if (!context) throw new Error('useFilterUi must be used inside <FilterUiProvider> (ResourceList provides it)');
  return context;
}
