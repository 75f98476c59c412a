import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { useLookup } from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import type { PayoutConfig } from './types';

/** The configuration before it arrives (no choices yet). */
export const EMPTY_PAYOUT_CONFIG: PayoutConfig = { payoutStatus: [], shops: [], countries: [], payoutChannels: [], beneficiaryTypes: [] };

export interface PayoutConfigQuery {
  countryCode?: string;
  shopId?: number | string;
  payoutChannel?: string;
}

/**
 * GET /config/payouts (spec 02 §7 "Payout config"): statuses, shops, countries, channels and, for
 * a country (with the shop and channel), its documents, banks and CNPJ state.
 */
export function usePayoutConfig(query: PayoutConfigQuery = {}): PayoutConfig & { loading: boolean } {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { countryCode, shopId, payoutChannel } = query;
  const { data, isPending } = useLookup(['config', 'payouts', countryCode ?? '', String(shopId ?? ''), payoutChannel ?? ''], () =>
    dataProvider.config<Partial<PayoutConfig>>('payouts', { countryCode, shopId: shopId === '' ? undefined : shopId, payoutChannel }),
  );
  return useMemo(() => ({ ...EMPTY_PAYOUT_CONFIG, ...(data ?? {}), loading: isPending }), [data, isPending]);
}
