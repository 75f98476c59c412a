import { useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useListContext, useTranslate } from 'react-admin';
import { idSearchText, withIdSearch } from './filterRules';
import { useTransactionKey } from './useTransactionKey';

/**
 * The transaction-id search (spec 02 §2, §5): applies at once on Enter or when leaving the box,
 * skips the required-filter check, and an emptied box removes the search. A full UUID is sent as
 * transactionId, other text as idQuery (prefix or tracking id). The framework's SearchBox writes
 * a single key, hence this variant.
 */
export function TransactionIdSearch() {
  const translate = useTranslate();
  const key = useTransactionKey();
  const { filterValues, setFilters } = useListContext();
  const applied = idSearchText(filterValues);
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (applied !== seen) {
    // Clear, back/forward or a shared URL changed the applied search: show it.
    setSeen(applied);
    setDraft(applied);
  }
  const submit = () => {
    if (draft.trim() === applied) return;
    setFilters(withIdSearch(filterValues, draft), {});
  };
  return (
    <TextField
      size="small"
      type="search"
      label={translate(key('filters.search'))}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') submit();
      }}
      onBlur={submit}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
        htmlInput: { spellCheck: false },
      }}
    />
  );
}
