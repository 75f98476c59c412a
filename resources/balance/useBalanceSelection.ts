import { useCallback, useMemo } from 'react';
import { useStore } from 'react-admin';
import { ALL_MERCHANTS, ALL_SHOPS, currenciesOfChoice, defaultCurrencyOf, shopsOfChoice, type BalanceConfig } from './useBalanceConfig';

export type BalanceTab = 'total' | 'byCurrency';

export interface BalanceSelection {
  merchantId: number;
  shopId: number;
  currencyCode: string;
  tab: BalanceTab;
}

/** A shop preselected when the choice has exactly one (spec 03 §4), else all shops. */
const onlyShop = (config: BalanceConfig, merchantId: number, currencyCode: string) => {
  const shops = shopsOfChoice(config, merchantId, currencyCode);
  return shops.length === 1 ? shops[0].shopId : ALL_SHOPS;
};

/** A merchant chosen: the total tab, the merchant's currency and its only shop (spec 03 §4). */
export function selectMerchant(config: BalanceConfig, merchantId: number): BalanceSelection {
  const currencyCode = defaultCurrencyOf(config, merchantId);
  return { merchantId, currencyCode, shopId: onlyShop(config, merchantId, currencyCode), tab: 'total' };
}

/**
 * On arrival: a super-merchant with exactly one sub-merchant has it preselected, otherwise All
 * Merchants; any other user its merchant (spec 03 §2, §4).
 */
export function initialSelection(config: BalanceConfig): BalanceSelection | undefined {
  const subs = config.choices.filter((c) => c.id !== ALL_MERCHANTS);
  if (config.master) return selectMerchant(config, subs.length === 1 ? subs[0].id : ALL_MERCHANTS);
  return config.choices[0] ? selectMerchant(config, config.choices[0].id) : undefined;
}

/** A stored selection the role can still make (the config may have changed since). */
function stillValid(config: BalanceConfig, s: BalanceSelection | null): s is BalanceSelection {
  if (!s || !config.choices.some((c) => c.id === s.merchantId)) return false;
  if (!currenciesOfChoice(config, s.merchantId).includes(s.currencyCode)) return false;
  return s.shopId === ALL_SHOPS || shopsOfChoice(config, s.merchantId, s.currencyCode).some((shop) => shop.shopId === s.shopId);
}

/**
 * What the balance screens show (merchant, shop, currency, tab), kept in react-admin's store so
 * coming back to the screen finds it as it was left.
 */
export function useBalanceSelection(config: BalanceConfig, storeKey: string) {
  const [stored, setStored] = useStore<BalanceSelection | null>(storeKey, null);
  const selection = useMemo(() => (stillValid(config, stored) ? stored : initialSelection(config)), [config, stored]);
  const update = useCallback((next: BalanceSelection) => setStored(next), [setStored]);
  const chooseMerchant = useCallback((merchantId: number) => update(selectMerchant(config, merchantId)), [config, update]);
  const chooseCurrency = useCallback(
    (currencyCode: string) =>
      selection && update({ ...selection, currencyCode, shopId: onlyShop(config, selection.merchantId, currencyCode) }),
    [config, selection, update],
  );
  const chooseShop = useCallback((shopId: number) => selection && update({ ...selection, shopId }), [selection, update]);
  const chooseTab = useCallback((tab: BalanceTab) => selection && update({ ...selection, tab }), [selection, update]);
  return { selection, chooseMerchant, chooseCurrency, chooseShop, chooseTab };
}

/**
 * What the grids under a balance are limited to (their permanent filter): the currency, the
 * merchant (none for All Merchants: the caller's scope is the whole family) and the shop.
 */
export function gridScopeOf(selection: BalanceSelection): { currencyCode: string; merchantId?: number; shopId?: number } {
  return {
    currencyCode: selection.currencyCode,
    ...(selection.merchantId !== ALL_MERCHANTS ? { merchantId: selection.merchantId } : {}),
    ...(selection.shopId ? { shopId: selection.shopId } : {}),
  };
}
