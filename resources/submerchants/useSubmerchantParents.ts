import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import type { SubmerchantParent } from './types';

/** GET /submerchants/current: the user's merchants a submerchant may be registered under, each with its own (one query for the list and the form). */
export function useSubmerchantParents() {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  return useQuery({
    queryKey: ['submerchants', 'current'],
    queryFn: async () => (await dataProvider.lookup<SubmerchantParent[]>('/submerchants/current')) ?? [],
  });
}
