import { useCallback } from 'react';
import { useResourceContext } from 'react-admin';

/**
 * Both screens carry the same labels under their own resource name; components build keys
 * from the current resource so one component serves /transactions and /transactions-v2.
 */
export function useTransactionKey() {
  const resource = useResourceContext() ?? 'transactions';
  return useCallback((key: string) => `resources.${resource}.${key}`, [resource]);
}
