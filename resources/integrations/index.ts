import IntegrationInstructions from '@mui/icons-material/IntegrationInstructions';
import { defineResource } from '../../src/framework/defineResource';
import { INTEGRATION_NAMES } from './names';

/**
 * /integrations (spec 03 §2, INTEGRATOR VIEW): the white label of shops and merchants with its
 * preview, the API credentials, and the paywall settings with LANDING_SETTINGS.
 */
export const integrationsResource = defineResource({
  name: 'integrations',
  apiPath: '/merchants',
  idField: 'merchantId',
  access: 'INTEGRATOR',
  // Spec 01 §2.5: after the paywalls, before the Brazil bank.
  menu: { group: 'merchant', icon: IntegrationInstructions, order: 155 },
  list: () => import('./IntegrationsPage').then((m) => m.IntegrationsPage),
  messages: () => import('./messages').then((m) => m.integrationMessages),
  names: INTEGRATION_NAMES,
});
