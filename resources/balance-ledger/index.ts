import MenuBook from '@mui/icons-material/MenuBook';
import { defineResource } from '../../src/framework/defineResource';
import { BalanceRouteChoice } from '../../src/pages/root/BalanceRouteChoice';
import { BALANCE_NAMES } from '../balance/names';

/**
 * /balance-ledger (spec 03 §2, BALANCE_LEDGER VIEW): the ledger module's host page. Its grid is
 * the ledger's movements (export with BALANCE_LEDGER EXPORT). Root lands here with NEW_DASHBOARD
 * and BALANCE_LEDGER VIEW (spec 01 §2.3).
 */
export const balanceLedgerResource = defineResource({
  name: 'balance-ledger',
  apiPath: '/balance-ledger/movements',
  idField: 'movementId',
  totals: { amount: 'netAmount', currency: 'currencyCode' },
  exportPath: '/balance-ledger/movements/export',
  access: 'BALANCE_LEDGER',
  // Denied, the balance screen the role's rights choose (01 §2.3), not a logout.
  whenDenied: BalanceRouteChoice,
  menu: { group: 'balance', icon: MenuBook, order: 3 },
  pageSize: 25,
  filterCookiePrefix: 'balanceLedger_',
  list: () => import('./LedgerPage').then((m) => m.LedgerPage),
  messages: () => import('../balance/messages').then((m) => m.balanceMessages),
  names: BALANCE_NAMES.ledger,
});
