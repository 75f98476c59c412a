import CreditCardIcon from '@mui/icons-material/CreditCard';
import { defineResource } from '../../src/framework/defineResource';
import { paymentMethodMessages } from './messages';

/**
 * /payment-methods (spec 02 §2 "Payment methods"): the catalogue of payment methods, with
 * filters kept in `paymentMethods_` cookies and an export (PAYMENT_METHOD EXPORT) that runs as a
 * report task.
 */
export const paymentMethodsResource = defineResource({
  name: 'payment-methods',
  apiPath: '/payment-methods',
  idField: 'paymentMethodId',
  access: 'PAYMENT_METHOD',
  // Spec 01 §2.5: after top-ups, before submerchants and shops.
  menu: { group: 'merchant', icon: CreditCardIcon, order: 120 },
  filterCookiePrefix: 'paymentMethods_',
  list: () => import('./PaymentMethodList').then((m) => m.PaymentMethodList),
  firstPage: (definition) => import('./PaymentMethodList').then((m) => m.paymentMethodsFirstPage(definition)),
  messages: paymentMethodMessages,
});
