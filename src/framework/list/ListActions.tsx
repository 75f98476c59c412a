import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { AddButton } from '../actions/AddButton';
import { ExportButton } from '../actions/ExportButton';
import { FilterButton } from '../filters/FilterButton';
import { useAfterFirstPaint } from '../useAfterFirstPaint';
import { SearchBox, SearchBoxStandIn, type SearchConfig } from './SearchBox';

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
 * With a search box, the row renders right after the first frame, which is for the rows (README,
 * Measured): meanwhile an empty stand-in of the box's size keeps the row's height. On a phone the
 * buttons may wrap under the box, and would push the grid down as they appeared: there the row
 * renders at once.
 */
export const ListActions = ({ search, addAccess, addQuery, exportAccess, hideExportResource, exportPath, extra }: ListActionsProps) => {
  const afterFirstPaint = useAfterFirstPaint();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const ready = afterFirstPaint || !search || isPhone;
  return (
    <Box sx={{ flex: '1 1 auto', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1, minWidth: 0 }}>
      {search && (ready ? <SearchBox {...search} /> : <SearchBoxStandIn />)}
      {ready && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, ml: 'auto' }}>
          <FilterButton />
          {extra}
          {exportAccess && <ExportButton exportAccess={exportAccess} hideExportResource={hideExportResource} path={exportPath} />}
          {addAccess && <AddButton access={addAccess} query={addQuery} />}
        </Box>
      )}
    </Box>
  );
};
