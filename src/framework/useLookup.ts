import { useQuery } from '@tanstack/react-query';
import { useFailureToast } from './useFailureToast';

/**
 * A screen's lookup lists (GET /config/…, …/config): asked once per key and kept five minutes. A
 * failure says 'Error fetching configurations: <message>' once (spec 01 §8) and the screen stays
 * usable with whatever it has.
 */
export function useLookup<T>(queryKey: readonly unknown[], fetch: () => Promise<T | undefined>, enabled = true) {
  const { data, error, isPending } = useQuery({ queryKey, queryFn: fetch, staleTime: 5 * 60 * 1000, retry: false, enabled });
  useFailureToast(error, 'messages.error_fetching_configurations');
  return { data, isPending: enabled && isPending };
}
