import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, SortPayload } from 'react-admin';
import type { FilterValues } from '../framework/filterCookies';

/** react-admin's own default when a list declares no sort (useListParams). */
export const RA_DEFAULT_SORT: SortPayload = { field: 'id', order: 'ASC' };

/**
 * Within this window a list that remounts on the page it just fetched reuses it instead of asking
 * again; filters, paging, refresh and writes still refetch (new keys, or invalidation).
 */
export const FIRST_PAGE_FRESH_MS = 2_000;

/** What a list asks for first when the address carries no list parameters. */
export interface FirstPage {
  filter: FilterValues;
  sort?: SortPayload;
  perPage: number;
}

/**
 * Requests a list's first page under react-admin's own cache key for it (useGetList:
 * [resource, 'getList', {pagination, sort, filter, meta}]), so the list's query finds it instead
 * of asking in series after its screen has rendered. A key that differs from the list's only
 * costs a second request, never wrong rows. Failures are left for the list's own query to meet
 * (and report) through react-admin's error handling.
 */
export async function prefetchFirstPage(
  queryClient: QueryClient,
  dataProvider: DataProvider,
  resource: string,
  page: FirstPage,
): Promise<void> {
  const params = {
    pagination: { page: 1, perPage: page.perPage },
    sort: page.sort ?? RA_DEFAULT_SORT,
    filter: page.filter,
    meta: undefined,
  };
  const queryKey = [resource, 'getList', params];
  try {
    await queryClient.fetchQuery({
      queryKey,
      staleTime: FIRST_PAGE_FRESH_MS,
      queryFn: () => dataProvider.getList(resource, params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    });
  } catch {
    queryClient.removeQueries({ queryKey, exact: true });
  }
}
