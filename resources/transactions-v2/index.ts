import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { PAY_IN_NEVER_PAID } from '../../contract/gridTotals';
import { defineResource } from '../../src/framework/defineResource';
import { transactionFirstPage } from '../transactions/firstPage';
import { screenMessages } from '../transactions/messages';

/** /transactions-v2 (spec 02 §2): the same grid over /transactions/v2 with the v2 detail drawer. */
export const transactionsV2Resource = defineResource({
  name: 'transactions-v2',
  apiPath: '/transactions/v2',
  idField: 'transactionId',
  // Pay-ins whose money never came (issue #33 totals): rejected, failed, cancelled, expired.
  totals: { amount: 'amount', currency: 'currency', except: { field: 'status', values: PAY_IN_NEVER_PAID } },
  getOnePath: (id) => `/transactions/v2/${id}/details`,
  exportPath: '/transactions/v2/export',
  access: 'TRANSACTION_V2',
  menu: { group: 'operations', icon: RequestQuoteIcon, order: 11 },
  filterCookiePrefix: 'transactions_',
  firstPage: transactionFirstPage,
  list: () => import('./TransactionsV2Page').then((m) => m.TransactionsV2Page),
  messages: screenMessages(
    'transactions-v2',
    { en: 'Transactions V2', es: 'Transacciones V2', pt: 'Transações V2' },
    {
      en: 'Pay-ins, with the full detail: customer, conversions and provider amounts',
      es: 'Cobros, con el detalle completo: cliente, conversiones y montos del proveedor',
      pt: 'Recebimentos, com o detalhe completo: cliente, conversões e valores do provedor',
    },
  ),
});
