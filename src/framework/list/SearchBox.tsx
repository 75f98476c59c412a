import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useListContext, useTranslate } from 'react-admin';
import { compactFilters, type FilterValues } from '../filterCookies';

export interface SearchConfig {
  /** Filter key the search writes, e.g. 'query' or 'transactionId'. */
  source: string;
  /** i18n key of the label; default grid.search. */
  label?: string;
  /** A search value lets the grid fetch even with required filters missing (spec 02: transaction-id search). */
  skipsRequired?: boolean;
}

/** The grid's search box: applies on Enter (or on leaving a changed box); emptying it removes the filter. */
export const SearchBox = ({ source, label = 'grid.search' }: SearchConfig) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const applied = String((filterValues as FilterValues)[source] ?? '');
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (applied !== seen) {
    // The URL changed under us (back button, Clear): show the applied value.
    setSeen(applied);
    setDraft(applied);
  }
  const submit = () => {
    const value = draft.trim();
    if (value === applied) return;
    setFilters(compactFilters({ ...(filterValues as FilterValues), [source]: value }), {});
  };
  return (
    <TextField
      size="small"
      type="search"
      label={translate(label, { _: label })}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') submit();
      }}
      onBlur={submit}
      slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
    />
  );
};
