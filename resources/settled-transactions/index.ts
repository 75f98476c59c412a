import { defineResource } from '../../src/framework/defineResource';
import { BALANCE_NAMES } from '../balance/names';

/**
 * The settled transactions of /balance (spec 03 §7: merchant-balance/settled-transactions and its
 * export), a tab of the page; the rolling reserve balance in the by-currency view.
 */
export const settledTransactionsResource = defineResource({
  name: 'settled-transactions',
  apiPath: '/merchant-balance/settled-transactions',
  idField: 'id',
  access: 'NEW_DASHBOARD',
  filterCookiePrefix: 'settledTransactions_',
  messages: () => import('../balance/messages').then((m) => m.balanceMessages),
  names: BALANCE_NAMES.settled,
});
