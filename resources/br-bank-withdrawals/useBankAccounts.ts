import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BackOfficeDataProvider } from '../../src/providers/types';

export interface BankAccount {
  accountId: number;
  accountName: string;
  /** For a withdrawal: what the account may give (BRL), which the API checks the amount against. */
  availableBalance?: number;
}

/**
 * GET /balance-ledger/accounts?purpose=…: the Brazil bank accounts the user may use for a
 * withdrawal or a statement. Its failure is the form's to say ('Something went wrong fetching
 * bank accounts.', spec 03 §8).
 */
export function useBankAccounts(purpose: 'WITHDRAWAL' | 'STATEMENT') {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  return useQuery({
    queryKey: ['lookup', 'bank-accounts', purpose],
    queryFn: async () => (await dataProvider.lookup<BankAccount[]>(`/balance-ledger/accounts?purpose=${purpose}`)) ?? [],
    staleTime: 5 * 60_000,
  });
}
