import { defineResource } from '../../src/framework/defineResource';
import { BALANCE_NAMES } from '../balance/names';

/**
 * The movements of one settlement (spec 03 §7 "settlements detail grid"), listed in the
 * settlement summary of the balance screens. No route or menu item of its own.
 */
export const settlementMovementsResource = defineResource({
  name: 'settlement-movements',
  apiPath: '/settlements/detail',
  idField: 'id',
  totals: { amount: 'netAmount', currency: 'currencyCode' },
  access: 'SETTLEMENT',
  messages: () => import('../balance/messages').then((m) => m.balanceMessages),
  names: BALANCE_NAMES.settlementMovements,
});
