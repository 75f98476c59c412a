import Store from '@mui/icons-material/Store';
import { defineResource } from '../../src/framework/defineResource';
import { dailyBalanceViews } from '../account-daily-balance';
import { DAILY_BALANCE_NAMES } from '../account-daily-balance/names';

/** /shop-daily-balance (spec 03 §2, SHOP_DAILY_BALANCE VIEW): the account daily balance's screen with the shop's columns. */
export const shopDailyBalanceResource = defineResource({
  name: 'shop-daily-balance',
  apiPath: '/shop-daily-balance',
  idField: 'shopDailyBalanceId',
  // Balances do not add up across days; what was paid out over the filtered days does (issue #33 totals).
  totals: { amount: 'paymentAmount', currency: 'currencyCode' },
  access: 'SHOP_DAILY_BALANCE',
  menu: { group: 'operations', icon: Store, order: 21 },
  pageSize: 25,
  ...dailyBalanceViews,
  names: DAILY_BALANCE_NAMES.shop,
});
