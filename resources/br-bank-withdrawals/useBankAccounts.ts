import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { lookupQuery } from '../../src/framework/useLookup';
import type { BackOfficeDataProvider } from '../../src/providers/types';

export interface BankAccount {
  accountId: number;
  accountName: string;
  /** For a withdrawal: what the account may give (BRL), which the API checks the amount against. */
  availableBalance?: number;
}

/**
 * GET /balance-ledger/accounts?purpose=…: the Brazil bank accounts the user may use for a
 * withdrawal or a statement. Its failure is said by the screen's lookups alert, in spec 03 §8's
 * words ('Something went wrong fetching bank accounts.'), with Retry.
 */
export function useBankAccounts(purpose: 'WITHDRAWAL' | 'STATEMENT') {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  return useQuery(
    lookupQuery(
      ['lookup', 'bank-accounts', purpose],
      async () => (await dataProvider.lookup<BankAccount[]>(`/balance-ledger/accounts?purpose=${purpose}`)) ?? [],
      'brBank.accounts_failed',
    ),
  );
}
