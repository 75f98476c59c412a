import { useCallback, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { useQueryClient, type Query, type QueryCache } from '@tanstack/react-query';
import { LoadFailedAlert } from './LoadFailedAlert';
import { failureKeyOf, isLookup } from './useLookup';

/** The lookups of the screen on show (a query someone still observes) whose last ask failed. */
const isFailedLookup = (query: Query) => isLookup(query) && query.state.status === 'error' && query.getObserversCount() > 0;

const failedOf = (cache: QueryCache) => cache.findAll({ predicate: isFailedLookup });

const sameQueries = (a: Query[], b: Query[]) =>
  a.length === b.length && a.every((query, i) => query === b[i] && query.state.error === b[i].state.error);

/** The failed lookups of the screen, kept up to date as the cache changes. */
function useFailedLookups(): { failed: Query[]; retrying: boolean; retry: () => void } {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const [failed, setFailed] = useState<Query[]>(() => failedOf(cache));
  useEffect(() => {
    const update = () => setFailed((known) => (sameQueries(known, failedOf(cache)) ? known : failedOf(cache)));
    update();
    return cache.subscribe(update);
  }, [cache]);
  const retry = useCallback(() => void queryClient.refetchQueries({ predicate: isFailedLookup }), [queryClient]);
  return { failed, retrying: failed.some((query) => query.state.fetchStatus === 'fetching'), retry };
}

/**
 * Above every declared screen (its route, and `<AdminTestContext resource>`): the screen's lookup
 * lists that could not load, said once however many failed ('Error fetching configurations:
 * <cause>', spec 01 §8) with one Retry that asks them all again. A screen that cannot stand
 * without its lookups (a balance needs the merchant's currencies) is never a blank page: this says
 * why, and Retry brings it.
 */
export function FailedLookupsAlert() {
  const { failed, retrying, retry } = useFailedLookups();
  if (failed.length === 0) return null;
  return (
    <Box sx={{ px: 2, pt: 1 }}>
      <LoadFailedAlert messageKey={failureKeyOf(failed[0])} error={failed[0].state.error} onRetry={retry} retrying={retrying} />
    </Box>
  );
}
