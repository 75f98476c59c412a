import { useEffect, useMemo } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { EMPTY_MOVEMENT_CONFIG, type MovementConfig } from './types';

/**
 * GET /adjustment-movements/config, shared by the top-ups and adjustment-movements filters. A
 * failure shows 'Error fetching configurations: <message>' (spec 01 §8) once; the grid stays usable.
 */
export function useMovementConfig(): MovementConfig {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const { data, error } = useQuery({
    queryKey: ['lookup', '/adjustment-movements/config'],
    queryFn: () => dataProvider.lookup<Partial<MovementConfig>>('/adjustment-movements/config'),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
  const message = error?.message;
  useEffect(() => {
    if (message !== undefined) notify('messages.error_fetching_configurations', { type: 'error', messageArgs: { message } });
  }, [message, notify]);
  return useMemo(() => ({ ...EMPTY_MOVEMENT_CONFIG, ...(data ?? {}) }), [data]);
}
