import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { prefetchFirstPage, type FirstPage } from './firstPage';

/**
 * Starts the first page's request while the list is still rendering, rather than once the whole
 * screen has committed (a wait in series with the first render of the shell and the grid). When
 * the app already fetched it at boot (boot.ts), the fresh copy is reused and nothing is sent.
 */
export function usePrefetchFirstPage(resource: string, page: FirstPage | undefined, enabled: boolean): void {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  useState(() => {
    if (enabled && page) void prefetchFirstPage(queryClient, dataProvider, resource, page);
  });
}
