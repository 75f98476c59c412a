import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
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

/** The grid's toolbar: search, Filter, extra screen buttons, Export, Add. */
export const ListActions = ({ search, addAccess, addQuery, exportAccess, hideExportResource, exportPath, extra }: ListActionsProps) => (
  <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap', py: 1 }} useFlexGap>
    {search && <SearchBox {...search} />}
    <FilterButton />
    {extra}
    {exportAccess && <ExportButton exportAccess={exportAccess} hideExportResource={hideExportResource} path={exportPath} />}
    {addAccess && <AddButton access={addAccess} query={addQuery} />}
  </Stack>
);
