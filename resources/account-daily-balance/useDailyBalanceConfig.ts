import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { useLookup, type DependentChoice, type FilterChoice } from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';

/** Spec 03 §3 "Daily balance configuration" (GET /config/shop-daily-balance). */
export interface DailyBalanceConfig {
  merchants: { merchantId: number; merchantLegacyId: string; merchantName: string }[];
  shops: { shopId: number; shopName: string; merchantId: number; currencyCode: string }[];
  currencies: { currencyCode: string; description: string }[];
}

const EMPTY: DailyBalanceConfig = { merchants: [], shops: [], currencies: [] };

export interface MoneyFilterChoices {
  merchant: FilterChoice[];
  shop: DependentChoice[];
  currency: FilterChoice[];
  /** Every merchant id the user may see: what a daily balance sends when none is chosen. */
  merchantIds: string;
  /** Whether the configuration has answered (or failed): the daily balances wait for it. */
  settled: boolean;
}

/**
 * The merchants, shops and currencies of the money screens' filters (daily balances,
 * settlements): merchants as 'legacy id - name', shops as 'id - name' tagged with their merchant
 * (spec 03 §2), currencies as 'code - description'.
 */
export function useMoneyFilterChoices(): MoneyFilterChoices {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { data, isPending } = useLookup(['config', 'shop-daily-balance'], () =>
    dataProvider.config<DailyBalanceConfig>('shop-daily-balance'),
  );
  return useMemo(() => {
    const config = data ?? EMPTY;
    return {
      merchant: config.merchants
        .map((m) => ({ id: String(m.merchantId), name: `${m.merchantLegacyId} - ${m.merchantName}` }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      shop: config.shops
        .map((s) => ({ id: String(s.shopId), name: `${s.shopId} - ${s.shopName}`, parentId: String(s.merchantId) }))
        .sort((a, b) => Number(a.id) - Number(b.id)),
      currency: config.currencies
        .map((c) => ({ id: c.currencyCode, name: `${c.currencyCode} - ${c.description}` }))
        .sort((a, b) => a.id.localeCompare(b.id)),
      merchantIds: config.merchants.map((m) => m.merchantId).join(','),
      settled: !isPending,
    };
  }, [data, isPending]);
}
