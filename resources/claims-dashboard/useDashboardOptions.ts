import { useEffect, useMemo } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useQueries } from '@tanstack/react-query';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { errorMessageOf } from '../../src/framework';

export interface OptionItem {
  id: string | number;
  name: string;
}
export interface CountryItem {
  countryCode: string;
  countryName: string;
}
export interface DashboardOptions {
  shops: OptionItem[];
  paymentMethods: OptionItem[];
  countries: CountryItem[];
}

const STALE_MS = 5 * 60 * 1000;
const asList = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);
/**
 * The filters' option lists: GET /options/shop, /options/payment-method (the same cache entries
 * as the claims screen) and /config/countries. A failure shows 'Error fetching configurations'
 * (spec 02 §8) once; the screen stays usable with whatever did load.
 */
export function useDashboardOptions(): DashboardOptions {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const [shops, methods, countries] = useQueries({
    queries: [
      { queryKey: ['options', 'shop'], queryFn: () => dataProvider.options<OptionItem[]>('shop'), staleTime: STALE_MS, retry: false },
      {
        queryKey: ['options', 'payment-method'],
        queryFn: () => dataProvider.options<OptionItem[]>('payment-method'),
        staleTime: STALE_MS,
        retry: false,
      },
      {
        queryKey: ['config', 'countries'],
        queryFn: () => dataProvider.config<CountryItem[]>('countries'),
        staleTime: STALE_MS,
        retry: false,
      },
    ],
  });
  const error = shops.error ?? methods.error ?? countries.error;
  useEffect(() => {
    if (error) notify('messages.error_fetching_configurations', { type: 'error', messageArgs: { message: errorMessageOf(error) } });
  }, [error, notify]);
  return useMemo(
    () => ({ shops: asList(shops.data), paymentMethods: asList(methods.data), countries: asList(countries.data) }),
    [shops.data, methods.data, countries.data],
  );
}
