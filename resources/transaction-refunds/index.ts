import UndoIcon from '@mui/icons-material/Undo';
import { defineResource, type ResourceDefinition } from '../../src/framework/defineResource';
import { REFUND_PAYMENT_NAMES } from './names';

/** Refund payments' views, shared by the automatic and the manual screens. */
export const refundPaymentViews = {
  list: () => import('./RefundPaymentList').then((m) => m.RefundPaymentList),
  // Shared: the declaration's name picks the automatic or the manual payments.
  firstPage: (definition: ResourceDefinition) => import('./RefundPaymentList').then((m) => m.refundPaymentsFirstPage(definition)),
  show: () => import('./RefundPaymentEdit').then((m) => m.RefundPaymentEdit),
  messages: () => import('./messages').then((m) => m.refundPaymentMessages),
};

/**
 * /transaction-refunds (spec 03 §2 "Refund payments", TRANSACTION_REFUND_PAYMENT): the refunds
 * paid back to buyers, 20 a page, with /transaction-refunds/{id}/detail to change a status
 * (TRANSACTION_REFUND EDIT).
 */
export const transactionRefundsResource = defineResource({
  name: 'transaction-refunds',
  apiPath: '/transaction-refunds',
  idField: 'transactionRefundId',
  // A cancelled or failed refund payment paid nothing (issue #33 totals).
  totals: { amount: 'amount', currency: 'currencyCode', except: { field: 'status', values: ['CANCELLED', 'ERROR'] } },
  access: 'TRANSACTION_REFUND_PAYMENT',
  // Spec 01 §2.5: after the claims, before settlements and top-ups.
  menu: { group: 'merchant', icon: UndoIcon, order: 90 },
  pageSize: 20,
  filterCookiePrefix: 'transactionRefunds_',
  ...refundPaymentViews,
  names: REFUND_PAYMENT_NAMES,
});
