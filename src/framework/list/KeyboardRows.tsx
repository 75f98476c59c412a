import { forwardRef, type KeyboardEvent } from 'react';
import {
  DataTableBody,
  DataTableRow,
  useDataTableDataContext,
  useRecordContext,
  type DataTableBodyProps,
  type DataTableRowProps,
} from 'react-admin';

/** The row that takes Tab when the grid has not been visited yet: the first one. */
const FIRST_ROW = 0;

const rowsOf = (row: HTMLElement): HTMLElement[] =>
  Array.from(row.parentElement?.children ?? []).filter((element): element is HTMLElement => element instanceof HTMLElement);

/** Roving tab stop: the focused row is the grid's one Tab stop, so Tab leaves the grid in one step. */
const takeTabStop = (row: HTMLElement) => {
  for (const other of rowsOf(row)) other.tabIndex = other === row ? 0 : -1;
};

const MOVES: Record<string, (rows: HTMLElement[], index: number) => number> = {
  ArrowDown: (rows, index) => Math.min(index + 1, rows.length - 1),
  ArrowUp: (_rows, index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (rows) => rows.length - 1,
};

const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
  // Keys pressed on a row's own buttons (copy, actions) are theirs.
  if (event.target !== event.currentTarget) return;
  const row = event.currentTarget;
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    row.click();
    return;
  }
  const move = MOVES[event.key];
  if (!move) return;
  event.preventDefault();
  const rows = rowsOf(row);
  const next = rows[move(rows, rows.indexOf(row))];
  next?.focus();
};

/**
 * A row reachable from the keyboard: Tab reaches the grid's current row, the arrow keys (and
 * Home / End) move between rows, Enter or Space does what a click does (opens the drawer). The
 * row's own buttons stay in the Tab order after it.
 */
const KeyboardRow = forwardRef<HTMLTableRowElement, DataTableRowProps>((props, ref) => {
  const record = useRecordContext();
  const data = useDataTableDataContext();
  const first = data?.[FIRST_ROW]?.id === record?.id;
  return (
    <DataTableRow
      ref={ref}
      {...props}
      tabIndex={first ? 0 : -1}
      onKeyDown={onRowKeyDown}
      onFocus={(event) => {
        if (event.target === event.currentTarget) takeTabStop(event.currentTarget);
      }}
    />
  );
});
KeyboardRow.displayName = 'KeyboardRow';

/** DataTable's body with keyboard rows (`<DataTable body={KeyboardRowsBody}>`). */
export const KeyboardRowsBody = forwardRef<HTMLTableSectionElement, DataTableBodyProps>((props, ref) => (
  <DataTableBody ref={ref} {...props} row={KeyboardRow} />
));
KeyboardRowsBody.displayName = 'KeyboardRowsBody';
