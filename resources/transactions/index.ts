import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { PAY_IN_NEVER_PAID } from '../../contract/gridTotals';
import { defineResource } from '../../src/framework/defineResource';
import { transactionFirstPage } from './firstPage';
import { screenMessages } from './messages';

/** /transactions (spec 02 §2): the v1 grid and detail. */
export const transactionsResource = defineResource({
  name: 'transactions',
  apiPath: '/transactions',
  idField: 'transactionId',
  // Pay-ins whose money never came (issue #33 totals): rejected, failed, cancelled, expired.
  totals: { amount: 'amount', currency: 'currency', except: { field: 'status', values: PAY_IN_NEVER_PAID } },
  access: 'TRANSACTION',
  menu: { group: 'operations', icon: ReceiptLongIcon, order: 10 },
  filterCookiePrefix: 'transactions_',
  firstPage: transactionFirstPage,
  list: () => import('./TransactionsPage').then((m) => m.TransactionsPage),
  messages: screenMessages(
    'transactions',
    { en: 'Transactions', es: 'Transacciones', pt: 'Transações' },
    {
      en: 'Pay-ins, with the classic detail',
      es: 'Cobros, con el detalle clásico',
      pt: 'Recebimentos, com o detalhe clássico',
    },
  ),
});
