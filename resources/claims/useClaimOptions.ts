import { useEffect, useMemo } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useQueries } from '@tanstack/react-query';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { EMPTY_CLAIM_CONFIG, type ClaimConfig, type ClaimOptions, type OptionItem } from './types';
import { errorMessageOf } from '../../src/framework';

const STALE_MS = 5 * 60 * 1000;
const NO_OPTIONS: OptionItem[] = [];

/**
 * The filters' option lists: GET /config/claims, /options/shop and /options/payment-method.
 * A failure shows 'Error fetching configurations: <message>' (spec 02 §8) once, and the screen
 * stays usable with whatever did load (the status filter falls back to the fixed outcomes).
 */
export function useClaimOptions(): ClaimOptions & { isPending: boolean } {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const [config, shops, paymentMethods] = useQueries({
    queries: [
      {
        queryKey: ['config', 'claims'],
        queryFn: () => dataProvider.config<Partial<ClaimConfig>>('claims'),
        staleTime: STALE_MS,
        retry: false,
      },
      { queryKey: ['options', 'shop'], queryFn: () => dataProvider.options<OptionItem[]>('shop'), staleTime: STALE_MS, retry: false },
      {
        queryKey: ['options', 'payment-method'],
        queryFn: () => dataProvider.options<OptionItem[]>('payment-method'),
        staleTime: STALE_MS,
        retry: false,
      },
    ],
  });
  // The first failure only: one toast says the options are incomplete.
  const error = config.error ?? shops.error ?? paymentMethods.error;
  useEffect(() => {
    if (error) notify('messages.error_fetching_configurations', { type: 'error', messageArgs: { message: errorMessageOf(error) } });
  }, [error, notify]);
  const merged = useMemo(() => ({ ...EMPTY_CLAIM_CONFIG, ...(config.data ?? {}) }), [config.data]);
  const shopList = shops.data ?? NO_OPTIONS;
  const methodList = paymentMethods.data ?? NO_OPTIONS;
  return useMemo(
    () => ({
      config: merged,
      shops: Array.isArray(shopList) ? shopList : NO_OPTIONS,
      paymentMethods: Array.isArray(methodList) ? methodList : NO_OPTIONS,
      isPending: config.isPending || shops.isPending || paymentMethods.isPending,
    }),
    [merged, shopList, methodList, config.isPending, shops.isPending, paymentMethods.isPending],
  );
}
