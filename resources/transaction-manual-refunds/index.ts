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
  access: 'TRANSACTION_REFUND_PAYMENT_MANUAL',
  menu: { group: 'merchant', icon: PanToolIcon, order: 91 },
  pageSize: 20,
  filterCookiePrefix: 'transactionManualRefunds_',
  ...refundPaymentViews,
  names: MANUAL_REFUND_PAYMENT_NAMES,
});
