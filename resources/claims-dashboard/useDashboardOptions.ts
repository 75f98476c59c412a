import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { useQueries } from '@tanstack/react-query';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { lookupQuery } from '../../src/framework/useLookup';

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

const asList = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);
/**
 * The filters' option lists: GET /options/shop, /options/payment-method (the same cache entries
 * as the claims screen) and /config/countries. A failure is said once by the screen's lookups
 * alert ('Error fetching configurations', spec 02 §8, with Retry); the screen stays usable with whatever did load.
 */
export function useDashboardOptions(): DashboardOptions {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [shops, methods, countries] = useQueries({
    queries: [
      lookupQuery(['options', 'shop'], () => dataProvider.options<OptionItem[]>('shop')),
      lookupQuery(['options', 'payment-method'], () => dataProvider.options<OptionItem[]>('payment-method')),
      lookupQuery(['config', 'countries'], () => dataProvider.config<CountryItem[]>('countries')),
    ],
  });
  return useMemo(
    () => ({ shops: asList(shops.data), paymentMethods: asList(methods.data), countries: asList(countries.data) }),
    [shops.data, methods.data, countries.data],
  );
}
