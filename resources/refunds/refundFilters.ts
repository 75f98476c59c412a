import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { apiNow, lastDaysRange, type FilterSpec, type FilterValues } from '../../src/framework';
import { refundKey } from './refundKey';
import type { RefundConfig } from '../../contract/refunds/types';

/** Spec 02 §2, §7: the request date's range applies to the date `dateFilter` names. */
export const DATE_FILTERS = ['CreatedDate', 'ApprovedDate'] as const;

/** Spec 02 §9: one week back to today, by the request's creation date. */
export function defaultRefundFilter(now: Date = apiNow()): FilterValues {
  return { ...lastDaysRange(7, 'requestDate', now), dateFilter: 'CreatedDate' };
}

export function refundFilterSpecs(config: RefundConfig, translate: (key: string, options?: { _: string }) => string): FilterSpec[] {
  return [
    { kind: 'dateRange', source: 'requestDate', label: refundKey('filters.requestDate'), alwaysOn: true },
    {
      kind: 'select',
      source: 'dateFilter',
      label: refundKey('filters.dateFilter'),
      choices: DATE_FILTERS.map((id) => ({ id, name: translate(refundKey(`date_types.${id}`)) })),
      alwaysOn: true,
      fitChoices: true,
    },
    {
      kind: 'select',
      source: 'statusTypeCode',
      label: refundKey('filters.statusTypeCode'),
      choices: config.refundStatusTypes.map((s) => ({ id: s.code, name: translate(refundKey(`statuses.${s.code}`), { _: s.name }) })),
      fitChoices: true,
    },
    {
      kind: 'select',
      source: 'shopId',
      label: refundKey('filters.shopId'),
      choices: config.shops.map((s) => ({ id: String(s.shopId), name: s.shopName })).sort((a, b) => a.name.localeCompare(b.name)),
    },
  ];
}

export function useRefundFilters(config: RefundConfig): FilterSpec[] {
  const translate = useTranslate();
  return useMemo(() => refundFilterSpecs(config, translate), [config, translate]);
}
