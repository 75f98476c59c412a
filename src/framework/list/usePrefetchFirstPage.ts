import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, type SortPayload } from 'react-admin';
import type { FilterValues } from '../filterCookies';

/** react-admin's own default when a list declares no sort (useListParams). */
const RA_DEFAULT_SORT: SortPayload = { field: 'id', order: 'ASC' };

export interface FirstPage {
  resource: string;
  filter: FilterValues;
  sort?: SortPayload;
  perPage: number;
  /** Only when the list may fetch and reads its defaults (no list parameters in the URL). */
  enabled: boolean;
}

/**
 * Starts the first page's request while the list is still rendering, under react-admin's own
 * cache key for it (useGetList: [resource, 'getList', {pagination, sort, filter, meta}]). The
 * list's query then attaches to that request instead of starting its own once the whole screen
 * has committed, which is a wait in series with the first render of the shell and the grid.
 * The key repeats exactly what ResourceList gives <List>, so a mismatch would only cost a
 * second request, never wrong rows.
 */
export function usePrefetchFirstPage({ resource, filter, sort = RA_DEFAULT_SORT, perPage, enabled }: FirstPage): void {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  useState(() => {
    if (!enabled) return;
    const params = { pagination: { page: 1, perPage }, sort, filter, meta: undefined };
    void queryClient.prefetchQuery({
      queryKey: [resource, 'getList', params],
      queryFn: () =>
        dataProvider.getList(resource, params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    });
  });
}
