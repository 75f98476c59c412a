import { defineResource } from '../../src/framework/defineResource';
import { BALANCE_NAMES } from '../balance/names';

/**
 * The settlements grid of the balance screens (spec 03 §2: /balance's settlements tab and
 * /balance-legacy's grid): GET /settlements limited to the merchant, shop and currency chosen
 * above. No route or menu item of its own (/settlements is its own screen).
 */
export const balanceSettlementsResource = defineResource({
  name: 'balance-settlements',
  apiPath: '/settlements',
  idField: 'settlementId',
  totals: { amount: 'payoutAmount', currency: 'currencyCode' },
  access: 'SETTLEMENT',
  filterCookiePrefix: 'balanceSettlements_',
  messages: () => import('../balance/messages').then((m) => m.balanceMessages),
  names: BALANCE_NAMES.settlements,
});
