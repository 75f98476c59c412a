import { useCanAccess } from 'react-admin';

/** Spec 02 §2, 03 §2: converted and provider amounts need CONVERSION_REPORT on TRANSACTION or TRANSACTION_V2. */
export function useConversionReport(): boolean {
  const v1 = useCanAccess({ resource: 'TRANSACTION', action: 'CONVERSION_REPORT' });
  const v2 = useCanAccess({ resource: 'TRANSACTION_V2', action: 'CONVERSION_REPORT' });
  return Boolean(v1.canAccess || v2.canAccess);
}
