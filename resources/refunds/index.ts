import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { defineResource } from '../../src/framework/defineResource';

const create = () => import('./RefundCreate').then((m) => m.RefundCreate);
const edit = () => import('./RefundEdit').then((m) => m.RefundEdit);

/**
 * /refunds (spec 02 §2 "Refunds and direct wires"): the list (Direct Wires with
 * `?isDirectwire=true`), its drawer, the new request's wizard at /refunds/new (REFUND ADD) and an
 * existing request's pages: /{id}/detail, /{id}/beneficiaries, /{id}/documents and
 * /{id}/documents/{documentId}/detail, all one screen.
 */
export const refundsResource = defineResource({
  name: 'refunds',
  apiPath: '/refunds',
  idField: 'refundRequestId',
  // A rejected request refunds nothing (issue #33 totals).
  totals: {
    amount: 'amountToBeRefunded',
    currency: 'transactionCurrencyCode',
    except: { field: 'refundRequestStatusTypeCode', values: ['Rejected'] },
  },
  access: 'REFUND',
  // Spec 01 §2.5: after report tasks, before notifications.
  menu: { group: 'operations', icon: CurrencyExchangeIcon, order: 40 },
  filterCookiePrefix: 'refunds_',
  list: () => import('./RefundList').then((m) => m.RefundList),
  firstPage: (definition) => import('./RefundList').then((m) => m.refundsFirstPage(definition)),
  create,
  show: edit,
  routes: [
    { path: ':id/beneficiaries', view: edit },
    { path: ':id/documents', view: edit },
    { path: ':id/documents/:documentId/detail', view: edit },
  ],
  messages: () => import('./messages').then((m) => m.refundMessages),
  names: { en: 'Refunds and direct wires', es: 'Reembolsos y transferencias directas', pt: 'Reembolsos e transferências diretas' },
});
