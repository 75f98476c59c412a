import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { useQueries } from '@tanstack/react-query';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { EMPTY_CLAIM_CONFIG, type ClaimConfig, type ClaimOptions, type OptionItem } from './types';
import { lookupQuery } from '../../src/framework/useLookup';

const NO_OPTIONS: OptionItem[] = [];

/**
 * The filters' option lists: GET /config/claims, /options/shop and /options/payment-method.
 * A failure is said by the screen's lookups alert ('Error fetching configurations: <message>',
 * spec 02 §8, with Retry), and the screen stays usable with whatever did load (the status filter falls back to the fixed outcomes).
 */
export function useClaimOptions(): ClaimOptions & { isPending: boolean } {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [config, shops, paymentMethods] = useQueries({
    queries: [
      lookupQuery(['config', 'claims'], () => dataProvider.config<Partial<ClaimConfig>>('claims')),
      lookupQuery(['options', 'shop'], () => dataProvider.options<OptionItem[]>('shop')),
      lookupQuery(['options', 'payment-method'], () => dataProvider.options<OptionItem[]>('payment-method')),
    ],
  });
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
