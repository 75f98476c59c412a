import TuneIcon from '@mui/icons-material/Tune';
import { defineResource } from '../../src/framework/defineResource';
import { adjustmentMovementMessages } from './messages';

/**
 * /adjustment-movements (spec 01 §2.2, §7.3): GET /adjustment-movements, behind
 * ADJUSTMENT_MOVEMENT like the top-ups it includes.
 */
export const adjustmentMovementsResource = defineResource({
  name: 'adjustment-movements',
  apiPath: '/adjustment-movements',
  idField: 'adjustmentMovementId',
  totals: { amount: 'amount', currency: 'currency' },
  access: 'ADJUSTMENT_MOVEMENT',
  menu: { group: 'merchant', icon: TuneIcon, order: 111 },
  pageSize: 10,
  filterCookiePrefix: 'adjustmentMovements_',
  list: () => import('./AdjustmentMovementList').then((m) => m.AdjustmentMovementList),
  firstPage: (definition) => import('./AdjustmentMovementList').then((m) => m.adjustmentMovementsFirstPage(definition)),
  messages: adjustmentMovementMessages,
});
