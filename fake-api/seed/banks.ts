/** Bank names per country, for pay-in detail, refunds and payouts. */
import type { Rng } from './random';

const BANKS: Readonly<Record<string, readonly string[]>> = {
  AR: ['Banco Galicia', 'Banco Nación', 'Santander Argentina'],
  BR: ['Itaú Unibanco', 'Banco do Brasil', 'Bradesco', 'Nubank'],
  CL: ['Banco de Chile', 'BancoEstado', 'Banco Santander Chile'],
  CO: ['Bancolombia', 'Banco de Bogotá', 'Davivienda'],
  EC: ['Banco Pichincha', 'Banco Guayaquil'],
  EG: ['National Bank of Egypt', 'Banque Misr'],
  GH: ['GCB Bank', 'Ecobank Ghana'],
  KE: ['Equity Bank', 'KCB Bank'],
  MX: ['BBVA México', 'Banorte', 'Santander México'],
  NG: ['Access Bank', 'GTBank', 'Zenith Bank'],
  PE: ['BCP', 'Interbank', 'BBVA Perú'],
  ZA: ['Standard Bank', 'FNB', 'Capitec'],
  TZ: ['CRDB Bank', 'NMB Bank'],
  UG: ['Stanbic Uganda', 'Centenary Bank'],
};

const FALLBACK = ['Global Bank'];

export function bankNameFor(country: string, rng: Rng): string {
  return rng.pick(BANKS[country] ?? FALLBACK);
}

export function bankNameAt(country: string, n: number): string {
  const banks = BANKS[country] ?? FALLBACK;
  return banks[Math.abs(n) % banks.length];
}

/** The banks a payout to the country may name (payout config `payoutBanksType`). */
export const banksOf = (country: string): readonly string[] => BANKS[country] ?? FALLBACK;
