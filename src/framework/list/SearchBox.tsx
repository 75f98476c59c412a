import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import SearchIcon from '@mui/icons-material/Search';
import { useListContext, useTranslate } from 'react-admin';
import type { FilterValues } from '../filterCookies';
import { appliedSearchText, withSearch, type SearchConfig } from './searchQuery';

export { appliedSearchText, exactSearchKeys, searchKeys, withSearch, type SearchConfig } from './searchQuery';

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
