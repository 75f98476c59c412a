import Domain from '@mui/icons-material/Domain';
import { defineResource, type ViewLoader } from '../../src/framework/defineResource';
import { SUBMERCHANT_NAMES } from './names';

const create: ViewLoader = () => import('./SubmerchantCreate').then((m) => m.SubmerchantCreate);

/**
 * /submerchants (spec 03 §2, SUBMERCHANT): one grid per parent merchant with each submerchant's
 * drawer; /submerchants/new/{parentId} (ADD) registers one under that parent.
 */
export const submerchantsResource = defineResource({
  name: 'submerchants',
  apiPath: '/submerchants',
  idField: 'merchantId',
  access: 'SUBMERCHANT',
  // Spec 01 §2.5: after the payment methods, before the shops.
  menu: { group: 'merchant', icon: Domain, order: 130 },
  list: () => import('./SubmerchantsPage').then((m) => m.SubmerchantsPage),
  routes: [{ path: 'new/:id', view: create, action: 'create' }],
  messages: () => import('./messages').then((m) => m.submerchantMessages),
  names: SUBMERCHANT_NAMES,
});
