import type { RaRecord } from 'react-admin';

/**
 * A top-up or adjustment movement (spec 03 §5 "TopUp"): `amount` in `currency` is converted to
 * `amountExchange` in `currencyExchange` at `rateExchange`, then to `exchangeAmount` in the shop's
 * `currencySecondExchange` at `exchangeRate`; `prExchangeRate` is the provider's reference rate.
 */
export interface MovementRow extends RaRecord {
  date: string;
  description: string;
  merchantId: number;
  merchantName: string;
  shopId: number;
  shopName: string;
  amount: number;
  currency: string;
  amountExchange: number;
  currencyExchange: string;
  rateExchange: number;
  adjustmentTypeCode: string;
  adjustmentTypeDescription: string;
  currencySecondExchange: string;
  exchangeRate: number;
  prExchangeRate: number;
  exchangeAmount: number;
}

/** GET /adjustment-movements/config (spec 03 §5 "Adjustment-movement config"). */
export interface MovementConfig {
  merchants: { merchantId: number; merchantLegacyId?: string; merchantName: string }[];
  shops: { shopId: number; shopName: string; merchantId: number }[];
  currencies: { currencyCode: string; description: string }[];
  types: { code: string; description: string }[];
}

export const EMPTY_MOVEMENT_CONFIG: MovementConfig = { merchants: [], shops: [], currencies: [], types: [] };
