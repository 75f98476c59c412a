import Box from '@mui/material/Box';
import TablePagination from '@mui/material/TablePagination';
import { useListContext, useTranslate, type ListControllerResult } from 'react-admin';

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
 * Pagination for back-office grids. When getList's meta.maxCountReached is true the total is a
 * floor, so MUI runs in unknown-count mode and Next stays enabled while pages come back full.
 */
export const ListPagination = ({ rowsPerPageOptions = [10, 25, 50, 100] }: ListPaginationProps) => {
  const translate = useTranslate();
  const list = useListContext();
  if (!showsPagination(list)) return null;
  const { page, perPage, total, data, setPage, setPerPage, meta } = list;
  const capped = (meta as { maxCountReached?: boolean } | undefined)?.maxCountReached === true;
  const rows = data?.length ?? 0;
  const from = (page - 1) * perPage + 1;
  const to = from + rows - 1;
  const lastPage = capped ? rows < perPage : page * perPage >= total;
  const options = rowsPerPageOptions.includes(perPage) ? rowsPerPageOptions : [...rowsPerPageOptions, perPage].sort((a, b) => a - b);
  return (
    <TablePagination
      component="div"
      count={capped ? -1 : total}
      page={page - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={options}
      onPageChange={(_, next) => setPage(next + 1)}
      onRowsPerPageChange={(event) => setPerPage(Number(event.target.value))}
      labelRowsPerPage={translate('grid.rows_per_page')}
      labelDisplayedRows={() => paginationLabel(translate, { from, to, total, capped })}
      getItemAriaLabel={(type) => translate(type === 'next' ? 'grid.next_page' : 'grid.previous_page')}
      slotProps={{ actions: { nextButton: { disabled: lastPage } } }}
    />
  );
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
