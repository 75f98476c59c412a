/**
 * The countries the product serves, each with its currency (spec 01 §3.3, 02 §5): the seed, the
 * API's /config lists and the contract's rules (a paywall's currency follows its customer's country).
 */

export interface CountryRef {
  countryId: number;
  countryCode: string;
  countryName: string;
  currencyCode: string;
}

/** Country ids are stable: the refund beneficiary form treats id 14 as Mexico (spec 02 §5). */
export const COUNTRIES: readonly CountryRef[] = [
  { countryId: 1, countryCode: 'AR', countryName: 'Argentina', currencyCode: 'ARS' },
  { countryId: 2, countryCode: 'BR', countryName: 'Brazil', currencyCode: 'BRL' },
  { countryId: 3, countryCode: 'CL', countryName: 'Chile', currencyCode: 'CLP' },
  { countryId: 4, countryCode: 'CO', countryName: 'Colombia', currencyCode: 'COP' },
  { countryId: 5, countryCode: 'EC', countryName: 'Ecuador', currencyCode: 'USD' },
  { countryId: 6, countryCode: 'EG', countryName: 'Egypt', currencyCode: 'EGP' },
  { countryId: 7, countryCode: 'GH', countryName: 'Ghana', currencyCode: 'GHS' },
  { countryId: 8, countryCode: 'KE', countryName: 'Kenya', currencyCode: 'KES' },
  { countryId: 9, countryCode: 'NG', countryName: 'Nigeria', currencyCode: 'NGN' },
  { countryId: 10, countryCode: 'PE', countryName: 'Peru', currencyCode: 'PEN' },
  { countryId: 11, countryCode: 'ZA', countryName: 'South Africa', currencyCode: 'ZAR' },
  { countryId: 12, countryCode: 'TZ', countryName: 'Tanzania', currencyCode: 'TZS' },
  { countryId: 13, countryCode: 'UG', countryName: 'Uganda', currencyCode: 'UGX' },
  { countryId: 14, countryCode: 'MX', countryName: 'Mexico', currencyCode: 'MXN' },
];

/** Payout and pay-in currency by country (spec 02 §5; other African countries would be USD). */
export function currencyForCountry(countryCode: string): string {
  return COUNTRIES.find((c) => c.countryCode === countryCode)?.currencyCode ?? 'USD';
}
