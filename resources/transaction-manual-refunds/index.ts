import PanToolIcon from '@mui/icons-material/PanTool';
import { defineResource } from '../../src/framework/defineResource';
import { refundPaymentViews } from '../transaction-refunds';
import { MANUAL_REFUND_PAYMENT_NAMES } from '../transaction-refunds/names';

/**
 * /transaction-manual-refunds (spec 01 §2.1, TRANSACTION_REFUND_PAYMENT_MANUAL): the refund
 * payments made by hand, on the same list and detail as the automatic ones.
 */
export const transactionManualRefundsResource = defineResource({
  name: 'transaction-manual-refunds',
  apiPath: '/transaction-refunds',
  idField: 'transactionRefundId',
  // A cancelled or failed refund payment paid nothing (issue #33 totals).
  totals: { amount: 'amount', currency: 'currencyCode', except: { field: 'status', values: ['CANCELLED', 'ERROR'] } },
  access: 'TRANSACTION_REFUND_PAYMENT_MANUAL',
  menu: { group: 'merchant', icon: PanToolIcon, order: 91 },
  pageSize: 20,
  filterCookiePrefix: 'transactionManualRefunds_',
  ...refundPaymentViews,
  names: MANUAL_REFUND_PAYMENT_NAMES,
});
