import { useDataProvider } from 'react-admin';
import { useLookup } from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import type { WhitelabelConfig } from '../../contract/integrations/types';

/** The query key of GET /config/whitelabel-config, for a save to refresh it. */
export const WHITELABEL_CONFIG_KEY = ['config', 'whitelabel-config'] as const;

/** The merchants' and shops' white-label settings and the fonts, one cached call for every tab. */
export function useWhitelabelConfig() {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  return useLookup(WHITELABEL_CONFIG_KEY, () => dataProvider.config<WhitelabelConfig>('whitelabel-config'));
}
