import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
// The module, not the barrel: this file is on the first load's path (README, Measured).
import { lookupQuery } from '../../src/framework/useLookup';
import type { BackOfficeDataProvider } from '../../src/providers/types';

/** GET /config/transactions (spec 02 §3 "Transaction config", plus the user's shops). */
export interface TransactionConfig {
  countries: { countryCode: string; countryName: string }[];
  currencies: { currencyCode: string; description: string; symbol?: string }[];
  transactionStatusTypes: { transactionStatusTypeCode: string; status: string }[];
  channelTypes: { code: string; description: string }[];
  paymentMethods: {
    paymentMethodId: number | string;
    name: string;
    active: boolean;
    paymentChannelTypeCode: string;
    countryCode?: string;
  }[];
  shops: { shopId: number | string; shopName: string; merchantId?: number }[];
}

export const EMPTY_TRANSACTION_CONFIG: TransactionConfig = {
  countries: [],
  currencies: [],
  transactionStatusTypes: [],
  channelTypes: [],
  paymentMethods: [],
  shops: [],
};

/** The filter option lists; a failure is said 'Error fetching Historicals' (spec 02 §8) with its cause and Retry, by the screen's lookups alert. */
export function useTransactionConfig() {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const query = useQuery(
    lookupQuery(
      ['config', 'transactions'],
      () => dataProvider.config<Partial<TransactionConfig>>('transactions'),
      'messages.error_fetching_historicals',
    ),
  );
  const config = useMemo(() => ({ ...EMPTY_TRANSACTION_CONFIG, ...(query.data ?? {}) }), [query.data]);
  return {
    config,
    isPending: query.isPending,
    isError: query.isError,
  };
}
