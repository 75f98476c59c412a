import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { defineResource } from '../../src/framework/defineResource';
import { transactionFirstPage } from './firstPage';
import { screenMessages } from './messages';

/** /transactions (spec 02 §2): the v1 grid and detail. */
export const transactionsResource = defineResource({
  name: 'transactions',
  apiPath: '/transactions',
  idField: 'transactionId',
  access: 'TRANSACTION',
  menu: { group: 'operations', icon: ReceiptLongIcon, order: 10 },
  filterCookiePrefix: 'transactions_',
  firstPage: (definition) => transactionFirstPage(definition.filterCookiePrefix),
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
