import { defineResource } from '../../src/framework/defineResource';
import { PAYOUT_NAMES } from '../payouts/names';

/**
 * Payout batches (spec 02 §2 "Batches"): listed in the batches tab of /payouts, each opened at
 * /payout-batches/{id}/detail with its payouts and the rows its import refused. No menu item of
 * its own: the payouts item leads here.
 */
export const payoutBatchesResource = defineResource({
  name: 'payout-batches',
  apiPath: '/payouts',
  idField: 'payoutBatchId',
  exportPath: '/payouts/export',
  access: 'PAYOUT_BATCH',
  anyAccess: ['PAYOUT'],
  filterCookiePrefix: 'payoutBatches_',
  show: () => import('./PayoutBatchShow').then((m) => m.PayoutBatchShow),
  messages: () => import('../payouts/screenMessages').then((m) => m.payoutScreenMessages),
  names: PAYOUT_NAMES,
});
