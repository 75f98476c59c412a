import { QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import type { SyncAuthAnswers } from '../providers/authProvider';
import { retryDelay, retryFailedRead } from '../providers/retryPolicy';

export interface InstantAuth extends SyncAuthAnswers {
  /** A token is stored (what checkAuth checks). */
  loggedIn(): boolean;
}

/**
 * The answer to one of react-admin's auth queries, when it can be given on the spot; undefined
 * leaves the query to the auth provider. Keys are react-admin's (ra-core useAuthState,
 * useCanAccess, useCanAccessResources; src/perf/reactAdminKeys.test.tsx fails if they change):
 * ['auth', 'checkAuth', {}], ['auth', 'canAccess', { resource, action, recordId?, ... }] and
 * ['auth', 'canAccess', resources[], action, record] answered { [resource]: boolean }. A record does not change the answer:
 * access comes from the role's patents per resource and action (spec 01 §5), and in a grid row
 * react-admin adds the row's id to the key, which would otherwise leave row actions waiting on a
 * query and appearing a moment after their row, widening the column under the reader's eyes.
 */
export function instantAuthAnswer(key: QueryKey, auth: InstantAuth): boolean | Record<string, boolean> | undefined {
  const [scope, kind, params, resourcesAction] = key as [unknown, unknown, Record<string, unknown> | undefined, unknown];
  if (scope !== 'auth') return undefined;
  if (kind === 'canAccess' && Array.isArray(params)) {
    if (typeof resourcesAction !== 'string' || !params.every((r) => typeof r === 'string')) return undefined;
    return Object.fromEntries(
      (params as string[]).map((resource) => [resource, auth.checkAccessNow({ resource, action: resourcesAction })]),
    );
  }
  if (!params || typeof params !== 'object') return undefined;
  if (kind === 'checkAuth') return Object.keys(params).length === 0 && auth.loggedIn() ? true : undefined;
  if (kind !== 'canAccess') return undefined;
  const { resource, action } = params;
  if (typeof resource !== 'string' || typeof action !== 'string') return undefined;
  return auth.checkAccessNow({ resource, action });
}

/**
 * react-admin's query client, with its session and permission checks answered as they are
 * created. Both are synchronous logic over the stored session, but as queries each costs a
 * round of renders, and react-admin runs them in series before a list may fetch. The auth
 * provider still re-checks them in the background (they start stale), so its answer wins.
 * A failed read is asked again at most once, and only when the failure may pass (retryPolicy.ts).
 */
export function createQueryClient(auth: InstantAuth): QueryClient {
  const queryCache = new QueryCache();
  queryCache.subscribe((event) => {
    if (event.type !== 'added') return;
    const answer = instantAuthAnswer(event.query.queryKey, auth);
    if (answer !== undefined) event.query.setData(answer);
  });
  return new QueryClient({ queryCache, defaultOptions: { queries: { retry: retryFailedRead, retryDelay } } });
}
