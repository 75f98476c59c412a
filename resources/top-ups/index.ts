import SavingsIcon from '@mui/icons-material/Savings';
import { defineResource } from '../../src/framework/defineResource';
import { topUpMessages } from './messages';

/** /top-ups (spec 03 §2 "Top-ups", §8): GET /adjustment-movements/topups, behind ADJUSTMENT_MOVEMENT. */
export const topUpsResource = defineResource({
  name: 'top-ups',
  apiPath: '/adjustment-movements/topups',
  idField: 'topUpId',
  totals: { amount: 'amount', currency: 'currency' },
  access: 'ADJUSTMENT_MOVEMENT',
  // Spec 01 §2.5: after settlements, before payment methods.
  menu: { group: 'merchant', icon: SavingsIcon, order: 110 },
  pageSize: 10,
  filterCookiePrefix: 'topUps_',
  list: () => import('./TopUpList').then((m) => m.TopUpList),
  firstPage: (definition) => import('./TopUpList').then((m) => m.topUpsFirstPage(definition)),
  messages: topUpMessages,
});
