import type { ReactElement } from 'react';
import { isEmptyFilterValue } from '../filterCookies';

export interface FilterChoice {
  id: string;
  name: string;
}

interface BaseFilter {
  /** Filter key (for a date range: the base, e.g. 'createdDate' -> createdDateFrom/createdDateTo). */
  source: string;
  /** i18n key of the label. */
  label: string;
  /** Always shown; its checkbox is checked and disabled; Apply refuses an empty value. */
  required?: boolean;
  /** Always shown but may stay empty. */
  alwaysOn?: boolean;
}

export interface SelectFilter extends BaseFilter {
  kind: 'select';
  choices: FilterChoice[];
  multiple?: boolean;
  /** Translate choice names as i18n keys (default false: names come from the server). */
  translateChoice?: boolean;
  /**
   * As wide as its longest choice, for a fixed list known at the first render (a date type).
   * A list loaded from the server keeps the default width: widening when it arrives would move
   * the filters beside it.
   */
  fitChoices?: boolean;
}
export interface DateRangeFilter extends BaseFilter {
  kind: 'dateRange';
  /** Pick hours and minutes too. */
  withTime?: boolean;
}
export interface TextFilter extends BaseFilter {
  kind: 'text';
  /**
   * The value names one record (a withdrawal id): while it holds one, only it (and the permanent
   * filter) is sent and no other filter is required, so the record is found whatever the dates.
   */
  exact?: boolean;
}
export interface BooleanFilter extends BaseFilter {
  kind: 'boolean';
}

/**
 * Any react-admin input, for a filter the kinds above do not cover (e.g. a DependentSelectInput).
 * It sits in the filter bar's form like the others: draft until Apply, then URL, cookies, query.
 */
export interface InputFilter extends BaseFilter {
  kind: 'input';
  /** The input element; its `source` must be this filter's `source`. */
  input: ReactElement;
}

export type FilterSpec = SelectFilter | DateRangeFilter | TextFilter | BooleanFilter | InputFilter;
export type FilterLayout = 'inline' | 'collapsible' | 'drawer';

/** The filter-state keys one filter writes. */
export const filterKeys = (spec: FilterSpec): string[] =>
  spec.kind === 'dateRange' ? [`${spec.source}From`, `${spec.source}To`] : [spec.source];

export const allFilterKeys = (specs: readonly FilterSpec[]): string[] => specs.flatMap(filterKeys);

/** The exact filters (a record's id) that hold a value. */
export const exactFilterKeys = (specs: readonly FilterSpec[], values: Record<string, unknown>): string[] =>
  specs
    .filter((spec) => spec.kind === 'text' && spec.exact)
    .map((spec) => spec.source)
    .filter((key) => !isEmptyFilterValue(values[key]));

export const isPinned = (spec: FilterSpec): boolean => Boolean(spec.required || spec.alwaysOn);
