/**
 * Guards of the speed-ups that write into react-admin's query cache under keys they build by
 * hand (README, Measured): the first page fetched at boot, and the session and permission answers
 * given on the spot. If react-admin changes a key's shape, these fail instead of the app quietly
 * asking twice or waiting a round of renders.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import {
  CoreAdminContext,
  useCanAccess,
  useCanAccessResources,
  useGetList,
  useIsAuthPending,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { FIRST_PAGE_FRESH_MS, prefetchFirstPage } from './firstPage';
import { createQueryClient, type InstantAuth } from './instantAuthAnswers';

const SORT = { field: 'date', order: 'DESC' } as const;

function fakeDataProvider() {
  return {
    getList: vi.fn(async () => ({ data: [{ id: 1, name: 'prefetched row' }], total: 1 })),
  } as unknown as DataProvider & { getList: ReturnType<typeof vi.fn> };
}

/** An auth provider that never answers: only the instant answers can decide. */
const silentAuthProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: () => new Promise(() => undefined),
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  canAccess: () => new Promise(() => undefined),
};

describe("react-admin's getList key (the first page fetched at boot)", () => {
  it('is the key a list reads: the prefetched page renders without a second request', async () => {
    const queryClient = new QueryClient();
    const dataProvider = fakeDataProvider();
    await prefetchFirstPage(queryClient, dataProvider, 'items', { filter: { shopId: '7' }, sort: SORT, perPage: 10 });
    expect(dataProvider.getList).toHaveBeenCalledTimes(1);
    const Rows = () => {
      const { data } = useGetList(
        'items',
        { pagination: { page: 1, perPage: 10 }, sort: SORT, filter: { shopId: '7' } },
        { staleTime: FIRST_PAGE_FRESH_MS },
      );
      return <p>{data?.[0]?.name ?? 'waiting'}</p>;
    };
    render(
      <CoreAdminContext dataProvider={dataProvider} queryClient={queryClient}>
        <Rows />
      </CoreAdminContext>,
    );
    // In the first render, from the cache.
    expect(screen.getByText('prefetched row')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledTimes(1);
  });
});

describe("react-admin's auth keys (answers given on the spot)", () => {
  const auth: InstantAuth = {
    loggedIn: () => true,
    checkAccessNow: ({ resource, action }) => resource === 'shops' && action === 'list',
  };

  it('answers useCanAccess, useCanAccessResources and the session check in the first render', () => {
    const seen: string[] = [];
    const Probe = () => {
      const one = useCanAccess({ resource: 'shops', action: 'list' });
      const other = useCanAccess({ resource: 'claims', action: 'list' });
      const many = useCanAccessResources({ resources: ['shops', 'claims'], action: 'list' });
      const authPending = useIsAuthPending({ action: 'list', resource: 'shops' });
      seen.push(JSON.stringify([one.canAccess, other.canAccess, many.canAccess, authPending]));
      return null;
    };
    render(
      <CoreAdminContext authProvider={silentAuthProvider} queryClient={createQueryClient(auth)}>
        <Probe />
      </CoreAdminContext>,
    );
    expect(JSON.parse(seen[0])).toEqual([true, false, { shops: true, claims: false }, false]);
  });
});
