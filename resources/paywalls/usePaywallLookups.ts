import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { useReferenceNames } from '../../src/i18n/useReferenceNames';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import type { CurrencyCountries, PaywallShop } from '../../contract/paywalls/types';

const KEEP = 5 * 60 * 1000;

/**
 * The paywall screens' services (spec 03 §7): the shops a paywall may be made for (with their
 * notification URL) and the currencies with their countries. `failed` when either could not be
 * had: the form says 'Some services are unavailable, please retry later.' (spec 03 §8).
 */
export function usePaywallLookups() {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const shops = useQuery({
    queryKey: ['lookup', '/paywalls/valid-shops'],
    queryFn: async () => (await dataProvider.lookup<PaywallShop[]>('/paywalls/valid-shops')) ?? [],
    staleTime: KEEP,
    retry: false,
  });
  const currencies = useQuery({
    queryKey: ['config', 'paywall-currency-countries'],
    queryFn: () => dataProvider.config<CurrencyCountries[]>('paywall-currency-countries'),
    staleTime: KEEP,
    retry: false,
  });
  const names = useReferenceNames();
  return useMemo(() => {
    // Named in the screen's language (the server's names are English).
    const countries = (currencies.data ?? []).flatMap((c) =>
      c.countries.map((country) => ({
        ...country,
        countryName: names.country(country.countryCode, country.countryName) || country.countryName,
        currencyCode: c.currencyCode,
      })),
    );
    return {
      shops: shops.data ?? [],
      currencies: currencies.data ?? [],
      /** Every country a paywall may be for, with its currency. */
      countries: countries.sort((a, b) => a.countryName.localeCompare(b.countryName)),
      isPending: shops.isPending || currencies.isPending,
      failed: Boolean(shops.error || currencies.error),
      retry: () => void Promise.all([shops.refetch(), currencies.refetch()]),
    };
  }, [shops, currencies, names]);
}

/** Spec 03 §2: the currencies valid for a country (the form's read-only currency is the first). */
export const currenciesOf = (all: readonly CurrencyCountries[], countryCode: string | undefined) =>
  countryCode ? all.filter((c) => c.countries.some((country) => country.countryCode === countryCode)).map((c) => c.currencyCode) : [];
