import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { lookupQuery, type FilterChoice, type FilterSpec, type SearchConfig } from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { useReferenceNames, type ReferenceNames } from '../../src/i18n/useReferenceNames';
import { paymentMethodKey } from './messages';

/** GET /config/countries, /config/channels and /config/currencies (spec 02 §3 config lists). */
export interface PaymentMethodConfig {
  countries: { countryCode: string; countryName: string }[];
  channels: { code: string; description: string }[];
  currencies: { currencyCode: string; description: string }[];
}

/** Wire filter keys: the fake API reads them as countryCode, paymentChannelTypeCode, localCurrencyCode. */
export const FILTER_KEYS = { country: 'country', channel: 'channel', currency: 'currency' } as const;

export const PAYMENT_METHOD_SEARCH: SearchConfig = { source: 'query', label: paymentMethodKey('filters.search') };

const byName = (a: FilterChoice, b: FilterChoice) => a.name.localeCompare(b.name);

/** The option lists as select choices, named in the user's language and sorted by that name. */
export function paymentMethodChoices(config: PaymentMethodConfig, names: ReferenceNames) {
  return {
    country: config.countries
      .map((c): FilterChoice => ({ id: c.countryCode, name: names.country(c.countryCode, c.countryName) }))
      .sort(byName),
    channel: config.channels.map((c): FilterChoice => ({ id: c.code, name: names.channel(c.code, c.description) })).sort(byName),
    currency: config.currencies
      .map((c): FilterChoice => ({ id: c.currencyCode, name: `${c.currencyCode} - ${c.description}` }))
      .sort((a, b) => a.id.localeCompare(b.id)),
  };
}

/** Three optional filters, always shown: the screen has nothing else to choose from. */
export function paymentMethodFilterSpecs(choices: ReturnType<typeof paymentMethodChoices>): FilterSpec[] {
  const label = (name: string) => paymentMethodKey(`filters.${name}`);
  return [
    { kind: 'select', source: FILTER_KEYS.country, label: label('country'), choices: choices.country, alwaysOn: true },
    { kind: 'select', source: FILTER_KEYS.channel, label: label('channel'), choices: choices.channel, alwaysOn: true },
    { kind: 'select', source: FILTER_KEYS.currency, label: label('currency'), choices: choices.currency, alwaysOn: true },
  ];
}

/** One config list (GET /config/{name}); a 404 is an empty list (spec 01 §8). */
function useConfigList<T>(name: keyof PaymentMethodConfig) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  return useQuery(lookupQuery(['config', name], async () => (await dataProvider.config<T[] | undefined>(name)) ?? []));
}

/** The filter specs with their options; a failed option list is said by the screen's lookups alert. */
export function usePaymentMethodFilters(): FilterSpec[] {
  const names = useReferenceNames();
  const countries = useConfigList<PaymentMethodConfig['countries'][number]>('countries');
  const channels = useConfigList<PaymentMethodConfig['channels'][number]>('channels');
  const currencies = useConfigList<PaymentMethodConfig['currencies'][number]>('currencies');
  return useMemo(
    () =>
      paymentMethodFilterSpecs(
        paymentMethodChoices(
          {
            countries: countries.data ?? [],
            channels: channels.data ?? [],
            currencies: currencies.data ?? [],
          },
          names,
        ),
      ),
    [countries.data, channels.data, currencies.data, names],
  );
}
