import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { FilterSpec, SearchConfig } from '../../src/framework';
import { payoutChoices, weekBack } from '../payouts/itemFilters';
import type { PayoutConfig } from '../payouts/types';
import { usePayoutConfig } from '../payouts/usePayoutConfig';
import { batchKey } from './messages';

/** Spec 02 §9: payouts one week back to today. */
export const defaultBatchFilter = weekBack;

export const BATCH_SEARCH: SearchConfig = { source: 'query', label: batchKey('filters.search') };

/** Date range, status (PAYOUTBATCH statuses or those of no entity type, spec 02 §2) and shop. */
export function batchFilterSpecs(config: PayoutConfig, translate: Parameters<typeof payoutChoices>[1]): FilterSpec[] {
  const { shops, statuses } = payoutChoices(config, translate, 'PAYOUTBATCH');
  return [
    { kind: 'dateRange', source: 'date', label: batchKey('filters.date'), alwaysOn: true },
    { kind: 'select', source: 'status', label: batchKey('filters.status'), multiple: true, choices: statuses },
    { kind: 'select', source: 'shopId', label: batchKey('filters.shop'), choices: shops },
  ];
}

/** The batch filters with the configuration's choices. */
export function useBatchFilters(): FilterSpec[] {
  const config = usePayoutConfig();
  const translate = useTranslate();
  return useMemo(() => batchFilterSpecs(config, translate), [config, translate]);
}
