import AccountBalance from '@mui/icons-material/AccountBalance';
import { defineResource } from '../../src/framework/defineResource';
import { WITHDRAWAL_NAMES } from './names';

/**
 * /withdrawals (spec 03 §2 "Withdrawals", WITHDRAWAL VIEW): merchant and currency, the in-transit
 * and available cards, the grid of 20 with its totals and export (EXPORT), and a withdrawal's
 * details with its settlements and transactions.
 */
export const withdrawalsResource = defineResource({
  name: 'withdrawals',
  apiPath: '/withdrawals/grid-list',
  getOnePath: (id) => `/withdrawals/${id}`,
  exportPath: '/withdrawals/export',
  idField: 'withdrawalId',
  access: 'WITHDRAWAL',
  // Spec 01 §2.5: right after the balance items, before the transactions.
  menu: { group: 'operations', icon: AccountBalance, order: 5 },
  pageSize: 20,
  filterCookiePrefix: 'withdrawals_',
  list: () => import('./WithdrawalsPage').then((m) => m.WithdrawalsPage),
  messages: () => import('./messages').then((m) => m.withdrawalMessages),
  names: WITHDRAWAL_NAMES,
});
