import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { apiNow, lastDaysRange, type FilterChoice, type FilterSpec, type FilterValues, type SearchConfig } from '../../src/framework';
import { payoutKey } from './messages';
import type { PayoutConfig, PayoutStatusType } from './types';
import { usePayoutConfig } from './usePayoutConfig';

/** Date types of the payout items (spec 02 §2: without the expired date). */
export const PAYOUT_DATE_TYPES = ['date', 'paidDate'] as const;

/** Spec 02 §9: payouts and payout items one week back to today (`date` travels as dateFrom/dateTo). */
export function weekBack(now: Date = apiNow()): FilterValues {
  return lastDaysRange(7, 'date', now);
}

/** The items' first view and what Clear goes back to: the last week by creation date. */
export const defaultItemFilter = (now: Date = apiNow()): FilterValues => ({ ...weekBack(now), dateType: 'date' });

/** Statuses a grid of `entityType` lists: its own and those of no entity type (spec 02 §2). */
export const statusesOf = (statuses: readonly PayoutStatusType[], entityType: 'PAYOUT' | 'PAYOUTBATCH') =>
  statuses.filter((s) => !s.entityType || s.entityType === entityType);

export const PAYOUT_SEARCH: SearchConfig = { source: 'query', label: payoutKey('filters.search') };

type Translate = (key: string, options?: { _: string }) => string;

/** The shop and status choices of a payouts grid: shops by name, the statuses of its entity type in words. */
export function payoutChoices(config: PayoutConfig, translate: Translate, entityType: 'PAYOUT' | 'PAYOUTBATCH') {
  return {
    shops: config.shops.map((s): FilterChoice => ({ id: String(s.shopId), name: s.shopName })).sort((a, b) => a.name.localeCompare(b.name)),
    statuses: statusesOf(config.payoutStatus, entityType).map((s): FilterChoice => ({
      id: s.payoutStatusTypeCode,
      name: translate(payoutKey(`statuses.${s.payoutStatusTypeCode}`), { _: s.description }),
    })),
  };
}

export function itemFilterSpecs(config: PayoutConfig, translate: Translate): FilterSpec[] {
  const { shops, statuses } = payoutChoices(config, translate, 'PAYOUT');
  return [
    { kind: 'dateRange', source: 'date', label: payoutKey('filters.date'), alwaysOn: true },
    {
      kind: 'select',
      source: 'dateType',
      label: payoutKey('filters.dateType'),
      choices: PAYOUT_DATE_TYPES.map((id) => ({ id, name: translate(payoutKey(`date_types.${id}`)) })),
      alwaysOn: true,
      fitChoices: true,
    },
    { kind: 'select', source: 'shopId', label: payoutKey('filters.shop'), choices: shops },
    {
      kind: 'select',
      source: 'status',
      label: payoutKey('filters.status'),
      multiple: true,
      choices: statuses,
    },
    { kind: 'boolean', source: 'showTests', label: payoutKey('filters.showTests') },
  ];
}

export function useItemFilters(): FilterSpec[] {
  const config = usePayoutConfig();
  const translate = useTranslate();
  return useMemo(() => itemFilterSpecs(config, translate), [config, translate]);
}
