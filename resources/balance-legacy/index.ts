import Assessment from '@mui/icons-material/Assessment';
import { defineResource } from '../../src/framework/defineResource';
import { BalanceRouteChoice } from '../../src/pages/root/BalanceRouteChoice';
import { BALANCE_NAMES } from '../balance/names';

/**
 * /balance-legacy (spec 03 §2 "Legacy global balance dashboard"), behind GLOBAL_BALANCE. Root
 * lands here without NEW_DASHBOARD when GLOBAL_BALANCE MENU is held (spec 01 §2.3). recharts
 * comes with the page only.
 */
export const balanceLegacyResource = defineResource({
  name: 'balance-legacy',
  apiPath: '/dashboard/shops',
  access: 'GLOBAL_BALANCE',
  // Spec 03 §6: GLOBAL_BALANCE MENU or VIEW opens it (01 §2.3 lands a MENU-only role here).
  alsoOpenWith: ['MENU'],
  // Denied, the balance screen the role's rights choose (01 §2.3), not a logout.
  whenDenied: BalanceRouteChoice,
  menu: { group: 'balance', icon: Assessment, order: 1 },
  list: () => import('./GlobalBalancePage').then((m) => m.GlobalBalancePage),
  messages: () => import('../balance/messages').then((m) => m.balanceMessages),
  names: BALANCE_NAMES.legacy,
});
