import { useQuery, type Query } from '@tanstack/react-query';

/** How long a lookup's answer is kept before it is asked again. */
const LOOKUP_STALE_MS = 5 * 60 * 1000;

/** The default words of a failed lookup (spec 01 §8), with the cause as %{message}. */
export const LOOKUP_FAILURE = 'messages.error_fetching_configurations';

/** What marks a query as a lookup: `<FailedLookupsAlert>` gathers the failed ones of a screen. */
export const LOOKUP_META = { lookup: true } as const;

export const isLookup = (query: Query): boolean => query.meta?.lookup === true;

/** The words a failed lookup is said in: its own (`failure`) or the default. */
export const failureKeyOf = (query: Query): string => (typeof query.meta?.failure === 'string' ? query.meta.failure : LOOKUP_FAILURE);

/**
 * The query options of a screen's lookup list (GET /config/…, /options/…, …/config): asked once
 * per key, kept five minutes, not retried behind the user's back, and marked as a lookup. For a
 * screen asking several at once with react-query's `useQueries`; one alone is `useLookup`.
 * `failure`: an i18n key (with %{message}) where the spec words a lookup's failure its own way.
 */
export const lookupQuery = <T>(queryKey: readonly unknown[], fetch: () => Promise<T>, failure?: string) => ({
  queryKey,
  queryFn: fetch,
  staleTime: LOOKUP_STALE_MS,
  retry: false as const,
  meta: failure ? { ...LOOKUP_META, failure } : LOOKUP_META,
});

/**
 * A screen's lookup list. A failure is said by the screen's `<FailedLookupsAlert>` (every
 * declared screen has one above it): 'Error fetching configurations: <cause>' once for all the
 * screen's failed lookups, with Retry (spec 01 §8's words), and the screen stays usable with
 * whatever it has.
 */
export function useLookup<T>(queryKey: readonly unknown[], fetch: () => Promise<T | undefined>, enabled = true) {
  const { data, isPending } = useQuery({ ...lookupQuery(queryKey, fetch), enabled });
  return { data, isPending: enabled && isPending };
}
