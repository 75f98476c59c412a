import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { apiNow, lastDaysRange, useLookup, type FilterSpec, type FilterValues } from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { refundPaymentKey } from './refundPaymentKey';

/** Spec 03 §9: refund payments open on the last 30 days. */
export function defaultRefundPaymentFilter(now: Date = apiNow()): FilterValues {
  return lastDaysRange(30, 'createdDate', now);
}

type ShopOption = { id: number | string; name: string };

/** The created range and the shop, its choices from the shop dropdown elements (spec 03 §7). */
export function refundPaymentFilterSpecs(shops: readonly ShopOption[]): FilterSpec[] {
  return [
    { kind: 'dateRange', source: 'createdDate', label: refundPaymentKey('filters.createdDate'), alwaysOn: true },
    {
      kind: 'select',
      source: 'shopId',
      label: refundPaymentKey('filters.shopId'),
      alwaysOn: true,
      choices: shops.map((s) => ({ id: String(s.id), name: s.name })).sort((a, b) => a.name.localeCompare(b.name)),
    },
  ];
}

export function useRefundPaymentFilters(): FilterSpec[] {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { data: shops } = useLookup(['options', 'shop'], () => dataProvider.options<ShopOption[]>('shop'));
  return useMemo(() => refundPaymentFilterSpecs(shops ?? []), [shops]);
}
