import { useEffect, useMemo } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
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

/** The filter option lists; a failure shows 'Error fetching Historicals' (spec 02 §8) once. */
export function useTransactionConfig() {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const query = useQuery({
    queryKey: ['config', 'transactions'],
    queryFn: () => dataProvider.config<Partial<TransactionConfig>>('transactions'),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
  useEffect(() => {
    if (query.isError) notify('messages.error_fetching_historicals', { type: 'error' });
  }, [query.isError, notify]);
  const config = useMemo(() => ({ ...EMPTY_TRANSACTION_CONFIG, ...(query.data ?? {}) }), [query.data]);
  return {
    config,
    isPending: query.isPending,
    isError: query.isError,
  };
}
