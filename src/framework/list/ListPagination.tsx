import Box from '@mui/material/Box';
import type { TablePaginationProps } from '@mui/material/TablePagination';
import TablePaginationActions from '@mui/material/TablePaginationActions';
import { Pagination, useListContext, useTranslate, type ListControllerResult } from 'react-admin';

export interface ListPaginationProps {
  rowsPerPageOptions?: number[];
}

/** Label of the pagination: 'a-b of N items', or 'a-b of N+ items' when the server stopped counting. */
export function paginationLabel(
  translate: (key: string, options?: Record<string, unknown>) => string,
  { from, to, total, capped }: { from: number; to: number; total: number; capped: boolean },
): string {
  return translate(capped ? 'grid.page_range_capped' : 'grid.page_range', { from, to, count: total });
}

/** Nothing to page through while loading or without rows. */
const showsPagination = (list: ListControllerResult): list is ListControllerResult & { total: number } =>
  !list.isPending && list.total != null && list.total > 0;

/**
 * react-admin's <Pagination> with the spec's words (01 §2.6): 'a-b of N items', and 'a-b of N+
 * items' when getList's meta.maxCountReached says the total is a floor. Then MUI runs in
 * unknown-count mode (plain previous/next) and Next stays enabled while pages come back full.
 */
export const ListPagination = ({ rowsPerPageOptions = [10, 25, 50, 100] }: ListPaginationProps) => {
  const translate = useTranslate();
  const list = useListContext();
  if (!showsPagination(list)) return null;
  const { page, perPage, total, data, meta } = list;
  const capped = (meta as { maxCountReached?: boolean } | undefined)?.maxCountReached === true;
  const rows = data?.length ?? 0;
  const from = (page - 1) * perPage + 1;
  const to = from + rows - 1;
  const options = rowsPerPageOptions.includes(perPage) ? rowsPerPageOptions : [...rowsPerPageOptions, perPage].sort((a, b) => a - b);
  // Passed on to MUI's TablePagination after react-admin's own props, so these win.
  const tablePaginationProps: Partial<TablePaginationProps> = {
    labelDisplayedRows: () => paginationLabel(translate, { from, to, total, capped }),
    labelRowsPerPage: translate('grid.rows_per_page'),
    getItemAriaLabel: (type) => translate(type === 'next' ? 'grid.next_page' : 'grid.previous_page'),
    ...(capped && {
      count: -1,
      ActionsComponent: TablePaginationActions,
      slotProps: { actions: { nextButton: { disabled: rows < perPage } } },
    }),
  };
  return <Pagination rowsPerPageOptions={options} {...(tablePaginationProps as object)} />;
};

/** MUI's TablePagination toolbar height (its min-height, on every breakpoint). */
const PAGINATION_HEIGHT = 52;

/**
 * Holds the pagination's place while it waits for the first paint, so what sits under the grid
 * (the claims dashboard's charts) does not move down when it appears.
 */
export const ListPaginationStandIn = () => {
  const list = useListContext();
  return showsPagination(list) ? <Box sx={{ height: PAGINATION_HEIGHT }} /> : null;
};
