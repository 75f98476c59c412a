import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { useLookup } from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { EMPTY_MOVEMENT_CONFIG, type MovementConfig } from './types';

/** GET /adjustment-movements/config, shared by the top-ups and adjustment-movements filters. */
export function useMovementConfig(): MovementConfig {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { data } = useLookup(['lookup', '/adjustment-movements/config'], () =>
    dataProvider.lookup<Partial<MovementConfig>>('/adjustment-movements/config'),
  );
  return useMemo(() => ({ ...EMPTY_MOVEMENT_CONFIG, ...(data ?? {}) }), [data]);
}
