import { DataTableClasses } from 'react-admin';

/**
 * The `sx` of a react-admin DataTable that scrolls sideways inside its card below `minWidth`
 * instead of widening the page (a phone): ResourceList's grids, and a grid a page renders
 * itself (the submerchants' per-parent grids). Header cells keep one line.
 */
export const scrollingGridSx = (minWidth: number) => ({
  [`& .${DataTableClasses.tableWrapper}`]: { overflowX: 'auto' },
  [`& .${DataTableClasses.table}`]: { minWidth },
  [`& .${DataTableClasses.headerCell}`]: { whiteSpace: 'nowrap' },
  // 8 px between columns instead of MUI's 16 (the outer edges keep 16): eight columns fit a
  // 1366 px laptop screen beside the open menu, and names wrap less.
  [`& .${DataTableClasses.headerCell}, & .${DataTableClasses.rowCell}`]: {
    px: 1,
    '&:first-of-type': { pl: 2 },
    '&:last-of-type': { pr: 2 },
  },
  [`& .${DataTableClasses.row}:focus-visible`]: { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
});
