import type { SxProps, Theme } from '@mui/material/styles';
import { DataTableClasses } from 'react-admin';
import { ROW_ACTIONS_CLASS } from './columns';

/** The row checkbox's cell, fixed so the identifying column can stick right after it. */
const CHECKBOX = '.MuiTableCell-paddingCheckbox';
const CHECKBOX_WIDTH = 48;
/** A sticky cell covers what scrolls under it. */
const stuck = { position: 'sticky', zIndex: 1, bgcolor: 'background.paper' } as const;
/** The edge a sticky cell casts over what scrolls under it. */
const EDGE_RIGHT = '6px 0 6px -6px rgba(0, 0, 0, 0.35)';
const EDGE_LEFT = '-6px 0 6px -6px rgba(0, 0, 0, 0.35)';
const FIRST_COLUMN = `& tr > *:first-of-type:not(${CHECKBOX})`;
const AFTER_CHECKBOX = `& tr > ${CHECKBOX} + *`;

/**
 * The `sx` of a react-admin DataTable that scrolls sideways inside its card below `minWidth`
 * instead of widening the page (a phone): ResourceList's grids, and a grid a page renders
 * itself (the submerchants' per-parent grids). Header cells keep one line, right-aligned cells
 * (money) too. While scrolling sideways the identifying (first) column and the row actions
 * (cells of class `row-actions`) stay in view; while columns lie beyond the right edge
 * (`data-more-right`, useScrollCue), the actions' edge, or a fade where there are none, says so.
 */
export const scrollingGridSx = (minWidth: number): SxProps<Theme> => ({
  position: 'relative',
  [`& .${DataTableClasses.tableWrapper}`]: { overflowX: 'auto' },
  [`& .${DataTableClasses.table}`]: { minWidth },
  [`& .${DataTableClasses.headerCell}`]: { whiteSpace: 'nowrap' },
  [`& .${DataTableClasses.rowCell}.MuiTableCell-alignRight`]: { whiteSpace: 'nowrap' },
  // 8 px between columns instead of MUI's 16 (the outer edges keep 16): eight columns fit a
  // 1366 px laptop screen beside the open menu, and names wrap less.
  [`& .${DataTableClasses.headerCell}, & .${DataTableClasses.rowCell}`]: {
    px: 1,
    '&:first-of-type': { pl: 2 },
    '&:last-of-type': { pr: 2 },
  },
  [`& ${CHECKBOX}`]: { ...stuck, left: 0, width: CHECKBOX_WIDTH, minWidth: CHECKBOX_WIDTH, boxSizing: 'border-box' },
  [FIRST_COLUMN]: { ...stuck, left: 0 },
  [AFTER_CHECKBOX]: { ...stuck, left: CHECKBOX_WIDTH },
  [`&[data-more-left] ${FIRST_COLUMN.slice(2)}, &[data-more-left] ${AFTER_CHECKBOX.slice(2)}`]: { boxShadow: EDGE_RIGHT },
  [`& .${ROW_ACTIONS_CLASS}`]: { ...stuck, right: 0 },
  [`&[data-more-right] .${ROW_ACTIONS_CLASS}`]: { boxShadow: EDGE_LEFT },
  // No actions column: a fade on the right edge of the rows.
  [`&[data-more-right]:not(:has(.${ROW_ACTIONS_CLASS}))::after`]: {
    content: '""',
    position: 'absolute',
    top: 0,
    right: 0,
    bottom: 0,
    width: 32,
    pointerEvents: 'none',
    background: 'linear-gradient(to right, transparent, rgba(0, 0, 0, 0.12))',
  },
  [`& .${DataTableClasses.row}:focus-visible`]: { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
});
