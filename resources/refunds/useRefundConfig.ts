import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { useLookup } from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import type { RefundConfig } from '../../contract/refunds/types';

/** The configuration before it arrives (no choices yet). */
export const EMPTY_REFUND_CONFIG: RefundConfig = {
  refundStatusTypes: [],
  countries: [],
  documentTypes: [],
  documentStatusTypes: [],
  shops: [],
};

/** GET /config/refunds (spec 02 §3): statuses, countries, document types and statuses, the caller's shops. */
export function useRefundConfig(): RefundConfig & { loading: boolean } {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { data, isPending } = useLookup(['config', 'refunds'], () => dataProvider.config<Partial<RefundConfig>>('refunds'));
  return useMemo(() => ({ ...EMPTY_REFUND_CONFIG, ...(data ?? {}), loading: isPending }), [data, isPending]);
}
