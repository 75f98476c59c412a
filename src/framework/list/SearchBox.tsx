import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import SearchIcon from '@mui/icons-material/Search';
import { useListContext, useTranslate } from 'react-admin';
import { compactFilters, isEmptyFilterValue, type FilterValues } from '../filterCookies';

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

/** The box's place in the toolbar row, which its stand-in keeps so that nothing moves when it appears. */
const searchBoxSx = { flex: '1 1 240px', maxWidth: { sm: 360 }, m: 0 } as const;
/** A small filled MUI TextField with a label. */
const SEARCH_BOX_HEIGHT = 48;

/** The search box's empty place, for the frame before it renders (ListActions). */
export const SearchBoxStandIn = () => <Box sx={{ ...searchBoxSx, height: SEARCH_BOX_HEIGHT }} />;

/** The grid's search box: applies on Enter (or on leaving a changed box); emptying it removes the filter. */
export const SearchBox = (search: SearchConfig) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const applied = appliedSearchText(search, filterValues as FilterValues);
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (applied !== seen) {
    // The URL changed under us (back button, Clear): show the applied value.
    setSeen(applied);
    setDraft(applied);
  }
  const submit = () => {
    if (draft.trim() === applied) return;
    setFilters(withSearch(search, filterValues as FilterValues, draft), {});
  };
  const label = search.label ?? 'grid.search';
  return (
    <TextField
      size="small"
      type="search"
      label={translate(label, { _: label })}
      placeholder={translate('messages.type_to_search')}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') submit();
      }}
      onBlur={submit}
      sx={searchBoxSx}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
        // Ids and tracking codes, not words.
        htmlInput: { spellCheck: false },
      }}
    />
  );
};
