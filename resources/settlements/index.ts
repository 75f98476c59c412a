import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { defineResource } from '../../src/framework/defineResource';
import { SETTLEMENT_NAMES } from './names';

/**
 * /settlements (spec 03 §2 "Settlements", SETTLEMENT): each shop's weekly settlements with the
 * file download (DOWNLOAD_SETTLEMENT), the payment's details (PAYMENT_ORDER SHOW_DETAIL_PAYM_ORD)
 * and the export (EXPORT); the created range kept in settlements_ cookies.
 */
export const settlementsResource = defineResource({
  name: 'settlements',
  apiPath: '/settlements',
  idField: 'settlementId',
  totals: { amount: 'payoutAmount', currency: 'currencyCode' },
  access: 'SETTLEMENT',
  // Spec 01 §2.5: after the refund payments, before the top-ups.
  menu: { group: 'merchant', icon: ReceiptLongOutlined, order: 100 },
  filterCookiePrefix: 'settlements_',
  list: () => import('./SettlementList').then((m) => m.SettlementList),
  firstPage: (definition) => import('./SettlementList').then((m) => m.settlementsFirstPage(definition)),
  messages: () => import('./messages').then((m) => m.settlementsMessages),
  names: SETTLEMENT_NAMES,
});
