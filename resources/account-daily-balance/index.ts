import CalendarMonth from '@mui/icons-material/CalendarMonth';
import { defineResource } from '../../src/framework/defineResource';
import { DAILY_BALANCE_NAMES } from './names';

/** The views both daily balance screens share: one list, one set of messages (one chunk). */
export const dailyBalanceViews = {
  list: () => import('./DailyBalanceList').then((m) => m.DailyBalanceList),
  messages: () => import('./messages').then((m) => m.dailyBalanceMessages),
};

/**
 * /account-daily-balance (spec 03 §2, ACC_DAILY_BALANCE VIEW): each shop's day from opening to
 * closing balance, 25 a page, with the closing balance's trend above; a view of the fake API's
 * ledger, so each day closes where the next opens.
 */
export const accountDailyBalanceResource = defineResource({
  name: 'account-daily-balance',
  apiPath: '/account-daily-balance',
  idField: 'accountDailyBalanceId',
  // Balances do not add up across days; what was paid out over the filtered days does (issue #33 totals).
  totals: { amount: 'paymentAmount', currency: 'currencyCode' },
  // Spec 03 §7: the account daily balance export is the balance service's.
  exportService: 'balance',
  access: 'ACC_DAILY_BALANCE',
  // Spec 01 §2.5: after the transactions, before the shop daily balance and the payouts.
  menu: { group: 'operations', icon: CalendarMonth, order: 20 },
  pageSize: 25,
  ...dailyBalanceViews,
  names: DAILY_BALANCE_NAMES.account,
});
