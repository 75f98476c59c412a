import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { lastDaysRange, useFailureToast } from '../../src/framework';
import type { SummaryRange } from '../../src/providers/balanceCalls';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { readBalance, ZERO_BALANCE, type BalanceView } from './balanceShape';
import { balanceKey } from './messages';
import { callMerchantOf, type BalanceConfig } from './useBalanceConfig';

export interface BalanceRequest {
  merchantId: number;
  currencyCode: string;
  shopId: number;
}

/**
 * One balance: the account balance object (the detailed screen) or the newer summary. A failed
 * call says its message in a toast and the figures read zero (spec 03 §8), never the previous
 * answer: each merchant, shop and currency is its own query.
 */
export function useBalance(config: BalanceConfig, request: BalanceRequest | undefined, shape: 'account' | 'summary') {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  // Spec 03 §7, §9: the summary is asked over the balance grids' range, the last week.
  const [range] = useState((): SummaryRange => {
    const { createdDateFrom, createdDateTo } = lastDaysRange(7);
    return { createdDateFrom, createdDateTo };
  });
  const call = request && { ...callMerchantOf(config, request.merchantId), currencyCode: request.currencyCode, shopId: request.shopId };
  const { data, error, isPending, isFetching } = useQuery({
    queryKey: ['balance', shape, call],
    queryFn: async (): Promise<BalanceView> =>
      readBalance(
        shape === 'account' ? await dataProvider.accountBalance(call!) : await dataProvider.balanceSummary({ ...call!, ...range }),
      ),
    enabled: call !== undefined && !config.isPending,
    retry: false,
  });
  useFailureToast(error, balanceKey('messages.balance_failed'));
  return { balance: data ?? ZERO_BALANCE, isPending: call !== undefined && isPending && !error, isFetching, failed: error != null };
}
