/**
 * Symbols of the spec's currencies (01 §3.3); anything else falls back to '$' (01 §9). The five
 * dollars and pesos would all read '$' in one grid (a claim in COP beside one in USD): each
 * carries its country, as banks and card statements write them.
 */
export const CURRENCY_SYMBOLS: Record<string, string> = {
  USD: 'US$',
  BRL: 'R$',
  COP: 'COL$',
  CLP: 'CLP$',
  MXN: 'MX$',
  PEN: 'S/',
  ARS: 'AR$',
  EGP: 'E£',
  KES: 'KSh',
  NGN: '₦',
  TZS: 'TSh',
  ZAR: 'R',
  UGX: 'USh',
  GHS: 'GH₵',
};
