import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { useLookup } from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';

/** Spec 03 §3 "Configuration for balances": a merchant. */
export interface BalanceMerchant {
  merchantId: number;
  merchantName: string;
  merchantLegacyId: string;
  hierarchyTypeCode: string;
  superMerchantId: number | null;
  defaultCurrency: { currencyCode: string; symbol: string };
  defaultCurrencies: { currencyCode: string; symbol: string }[];
}

/** Spec 03 §3 "Configuration for balances": a shop. */
export interface BalanceShop {
  shopId: number;
  shopName: string;
  merchantId: number;
  currencyCode: string;
  ignoreFeesPayoutBalance: boolean;
}

/** The All Merchants choice of a super-merchant: the master balance, its own and its sub-merchants'. */
export const ALL_MERCHANTS = 0;
/** Spec 03 §2: shop id 0 means all shops. */
export const ALL_SHOPS = 0;

export interface BalanceConfig {
  merchants: BalanceMerchant[];
  shops: BalanceShop[];
  /** The user's super-merchant, when the user is one (master balances and the by-currency tab). */
  master: BalanceMerchant | undefined;
  /** The merchant dropdown: All Merchants and the sub-merchants for a super-merchant, else the user's merchant. */
  choices: { id: number; name: string }[];
  isPending: boolean;
}

/** The balance screens' lookups: the user's merchants with their currencies, and their shops. */
export function useBalanceConfig(): BalanceConfig {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const merchants = useLookup(['config', 'merchant-default-currencies'], () =>
    dataProvider.config<BalanceMerchant[]>('merchant-default-currencies'),
  );
  const shops = useLookup(['config', 'balance-shops'], () => dataProvider.config<BalanceShop[]>('balance-shops'));
  return useMemo(
    () => ({ ...balanceConfigOf(merchants.data ?? [], shops.data ?? []), isPending: merchants.isPending || shops.isPending }),
    [merchants.data, merchants.isPending, shops.data, shops.isPending],
  );
}

/** The config from the two lookups: the user's super-merchant, if any, and the merchant dropdown's choices. */
export function balanceConfigOf(merchants: BalanceMerchant[], shops: BalanceShop[]): BalanceConfig {
  const master = merchants.find((m) => m.hierarchyTypeCode === 'SUPERMERCHANT');
  const choices = master
    ? [
        { id: ALL_MERCHANTS, name: '' },
        ...merchants.filter((m) => m.superMerchantId === master.merchantId).map((m) => ({ id: m.merchantId, name: m.merchantName })),
      ]
    : merchants.map((m) => ({ id: m.merchantId, name: m.merchantName }));
  return { merchants, shops, master, choices, isPending: false };
}

/** The merchants a choice covers: the whole family for All Merchants. */
export function merchantsOfChoice(config: BalanceConfig, merchantId: number): BalanceMerchant[] {
  if (merchantId === ALL_MERCHANTS && config.master) {
    const masterId = config.master.merchantId;
    return config.merchants.filter((m) => m.merchantId === masterId || m.superMerchantId === masterId);
  }
  return config.merchants.filter((m) => m.merchantId === merchantId);
}

/** The currencies a choice holds money in, its default first. */
export function currenciesOfChoice(config: BalanceConfig, merchantId: number): string[] {
  const codes = new Set<string>();
  for (const m of merchantsOfChoice(config, merchantId)) {
    codes.add(m.defaultCurrency.currencyCode);
    for (const c of m.defaultCurrencies) codes.add(c.currencyCode);
  }
  return [...codes];
}

/** The choice's default currency: the merchant's (the master's for All Merchants). */
export function defaultCurrencyOf(config: BalanceConfig, merchantId: number): string {
  const merchant = merchantId === ALL_MERCHANTS ? config.master : config.merchants.find((m) => m.merchantId === merchantId);
  return merchant?.defaultCurrency.currencyCode ?? currenciesOfChoice(config, merchantId)[0] ?? 'USD';
}

/** Shops of the choice in that currency (spec 03 §4: the shop list follows the currency). */
export function shopsOfChoice(config: BalanceConfig, merchantId: number, currencyCode: string): BalanceShop[] {
  const ids = new Set(merchantsOfChoice(config, merchantId).map((m) => m.merchantId));
  return config.shops.filter((s) => ids.has(s.merchantId) && s.currencyCode === currencyCode);
}

/** The balance call's merchant: the master merchant for All Merchants. */
export const callMerchantOf = (config: BalanceConfig, merchantId: number) =>
  merchantId === ALL_MERCHANTS && config.master ? { merchantId: config.master.merchantId, master: true } : { merchantId, master: false };
