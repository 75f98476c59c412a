import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import { defineResource } from '../../src/framework/defineResource';
import { BalanceRouteChoice } from '../../src/pages/root/BalanceRouteChoice';
import { BALANCE_NAMES } from './names';

/**
 * /balance (spec 03 §2 "Balance screen"): a page declared as a resource, so NEW_DASHBOARD VIEW
 * guards it and its MENU shows the item. Root lands here with NEW_DASHBOARD and without
 * BALANCE_LEDGER VIEW (spec 01 §2.3).
 */
export const balanceResource = defineResource({
  name: 'balance',
  apiPath: '/merchant-balance',
  access: 'NEW_DASHBOARD',
  // Denied, the balance screen the role's rights choose (01 §2.3), not a logout.
  whenDenied: BalanceRouteChoice,
  // Spec 01 §2.5: the balance group comes first (legacy, new, ledger).
  menu: { group: 'balance', icon: AccountBalanceWallet, order: 2 },
  list: () => import('./BalancePage').then((m) => m.BalancePage),
  messages: () => import('./messages').then((m) => m.balanceMessages),
  names: BALANCE_NAMES.balance,
});
