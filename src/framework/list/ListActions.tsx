import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { AddButton } from '../actions/AddButton';
import { ExportButton } from '../actions/ExportButton';
import { FilterButton } from '../filters/FilterButton';
import { SearchBox, type SearchConfig } from './SearchBox';

export interface ListActionsProps {
  search?: SearchConfig;
  /** Resource code whose ADD shows the Add button; undefined = no Add button. */
  addAccess?: string;
  addQuery?: string;
  exportAccess?: string | false;
  hideExportResource?: string;
  exportPath?: string;
  extra?: ReactNode;
}

/**
 * The grid's toolbar, one row above the list card: the search on the left, then Filter, the
 * screen's extra buttons, Export and Add. It takes the whole toolbar width (react-admin's
 * ListToolbar would otherwise shrink it into a column) and wraps on narrow screens.
 */
export const ListActions = ({ search, addAccess, addQuery, exportAccess, hideExportResource, exportPath, extra }: ListActionsProps) => (
  <Box sx={{ flex: '1 1 auto', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1, minWidth: 0 }}>
    {search && <SearchBox {...search} />}
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, ml: 'auto' }}>
      <FilterButton />
      {extra}
      {exportAccess && <ExportButton exportAccess={exportAccess} hideExportResource={hideExportResource} path={exportPath} />}
      {addAccess && <AddButton access={addAccess} query={addQuery} />}
    </Box>
  </Box>
);
