import { Children, isValidElement, useState, type MouseEvent, type ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import {
  Button,
  DataTableColumnFilterContext,
  DataTableColumnRankContext,
  DataTableRenderContext,
  DataTableStoreContext,
  useStore,
  useTranslate,
  type DataTableColumnProps,
} from 'react-admin';

/**
 * Where a screen's chosen columns live in react-admin's store: per screen, and (the app's store
 * files `columns.*` under the signed-in account, src/providers/appStore.ts) per user.
 */
export const columnsStoreKey = (resource: string) => `columns.${resource}`;

/** The class of the row actions' cells (header and rows): kept in view on the right. */
export const ROW_ACTIONS_CLASS = 'row-actions';

/** What names a column in the chooser and in the stored hidden list: its source, else its text label. */
export function columnKeys(columns: ReactNode): string[] {
  return Children.toArray(columns).flatMap((child) => {
    if (!isValidElement<DataTableColumnProps>(child)) return [];
    const { source, label } = child.props;
    const key = source ?? (typeof label === 'string' ? label : undefined);
    return key ? [key] : [];
  });
}

/** The column order the user chose (react-admin's `<storeKey>_columnRanks`), completed to every column. */
const withEveryColumn = (ranks: number[], length: number) => [
  ...ranks,
  ...Array.from({ length: Math.max(0, length - ranks.length) }, (_, i) => ranks.length + i),
];

export interface ColumnsChooserProps {
  /** The DataTable's `storeKey` (columnsStoreKey). */
  storeKey: string;
  /** The grid's columns, its DataTable.Col children in their declared order. */
  columns: ReactNode;
  /** The columns hidden by default (the screen's `hiddenColumns`): what Reset comes back to. */
  hidden: string[];
}

/**
 * The grid's column chooser: react-admin's own items (ColumnsSelectorItem: a switch to show or
 * hide, drag to reorder, both kept in the store under `storeKey`) in a popover, with Reset back
 * to the screen's default set, and the number of hidden columns on the button's badge, so a user
 * knows there is more to see. The popover is ours rather than ColumnsButton's: DataTable fills
 * that one through a portal it looks for during 500 ms after the rows mount, and a toolbar with a
 * search appears after the rows' first frame (README, Measured); this one renders only when opened.
 */
export const ColumnsChooser = ({ storeKey, columns, hidden }: ColumnsChooserProps) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [stored, setHidden] = useStore<string[]>(storeKey, hidden);
  const [ranks, setRanks] = useStore<number[] | undefined>(`${storeKey}_columnRanks`);
  const items = Children.toArray(columns);
  const count = columnKeys(columns).filter((column) => stored.includes(column)).length;
  const name = translate('ra.action.select_columns', { _: 'Columns' });
  // Below a laptop's width the toolbar keeps one line with the search: the icon alone.
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'), { noSsr: true });
  const buttonProps = {
    'aria-label': count > 0 ? translate('grid.columns_hidden', { smart_count: count, name }) : name,
    'aria-haspopup': true,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  } as const;
  return (
    <>
      <Badge badgeContent={count} color="primary" overlap={compact ? 'circular' : 'rectangular'}>
        {compact ? (
          <Tooltip title={name}>
            <IconButton color="primary" size="small" {...buttonProps}>
              <ViewWeekIcon />
            </IconButton>
          </Tooltip>
        ) : (
          <Button label="ra.action.select_columns" {...buttonProps}>
            <ViewWeekIcon />
          </Button>
        )}
      </Badge>
      <Popover
        open={anchor != null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Box sx={{ px: 1, pt: 1, minWidth: 200 }}>
          <DataTableStoreContext.Provider value={{ storeKey, defaultHiddenColumns: hidden }}>
            <DataTableRenderContext.Provider value="columnsSelector">
              <DataTableColumnFilterContext.Provider value="">
                <MenuList sx={{ pt: 0 }}>
                  {withEveryColumn(ranks ?? [], items.length).map((position) => (
                    <DataTableColumnRankContext.Provider value={position} key={position}>
                      {items[position]}
                    </DataTableColumnRankContext.Provider>
                  ))}
                </MenuList>
              </DataTableColumnFilterContext.Provider>
            </DataTableRenderContext.Provider>
          </DataTableStoreContext.Provider>
          <Box sx={{ textAlign: 'center', mb: 1 }}>
            <Button
              label="ra.action.reset"
              onClick={() => {
                setRanks(undefined);
                setHidden(hidden);
              }}
            />
          </Box>
        </Box>
      </Popover>
    </>
  );
};
