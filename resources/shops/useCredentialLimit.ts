import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import type { CoreApiConfigReply, SettingReply } from '../../contract/wire';

export const MAX_VIEWS_CONFIG = 'max-shop-credentials-view-count';
export const CORE_API_CONFIG = 'core-api';

/** The server's maximum of credential views (spec 02 §9); asked only by users who may view credentials. */
export function useMaxCredentialViews(enabled: boolean) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  return useQuery({
    queryKey: ['config', MAX_VIEWS_CONFIG],
    queryFn: () => dataProvider.config<SettingReply>(MAX_VIEWS_CONFIG),
    enabled,
    select: (setting) => setting.value,
    // A setting: one answer per session is enough.
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Where the shop's integration talks to (spec 02 §3 "Core API config"); not secret, so cached. */
export function useCoreApiConfig(enabled: boolean) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  return useQuery({
    queryKey: ['config', CORE_API_CONFIG],
    queryFn: () => dataProvider.config<CoreApiConfigReply>(CORE_API_CONFIG),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
