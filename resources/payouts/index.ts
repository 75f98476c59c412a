import PaymentsIcon from '@mui/icons-material/Payments';
import { defineResource } from '../../src/framework/defineResource';
import { PAYOUT_NAMES } from './names';

/**
 * /payouts (spec 02 §2 "Payouts"): the payout items tab and the batches tab (the payout-batches
 * resource), the sandbox status change, receipts and the import; /payouts/new creates one payout
 * (PAYOUT ADD). The route opens with PAYOUT VIEW, otherwise PAYOUT_BATCH VIEW.
 */
export const payoutsResource = defineResource({
  name: 'payouts',
  apiPath: '/payouts/items',
  idField: 'payoutId',
  // A payout in error sent nothing (issue #33 totals).
  totals: { amount: 'amount', currency: 'currencyCode', except: { field: 'statusTypeCode', values: ['ERROR'] } },
  exportPath: '/payouts/items/export',
  access: 'PAYOUT',
  anyAccess: ['PAYOUT_BATCH'],
  // Spec 01 §2.5: after the daily balances, before report tasks.
  menu: { group: 'operations', icon: PaymentsIcon, order: 30 },
  filterCookiePrefix: 'payouts_',
  list: () => import('./PayoutsPage').then((m) => m.PayoutsPage),
  firstPage: (definition) => import('./PayoutsPage').then((m) => m.payoutsFirstPage(definition)),
  create: () => import('./PayoutCreate').then((m) => m.PayoutCreate),
  messages: () => import('./screenMessages').then((m) => m.payoutScreenMessages),
  names: PAYOUT_NAMES,
});
