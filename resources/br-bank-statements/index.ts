import Description from '@mui/icons-material/Description';
import { defineResource } from '../../src/framework/defineResource';
import { brBankMessagesLoader } from '../br-bank-withdrawals';
import { BR_BANK_NAMES } from '../br-bank-withdrawals/names';

/**
 * /br-bank-statements (spec 03 §2, BANK_ACCOUNT_REPORT): statements of the Brazil bank account,
 * ten a page, their files with DOWNLOAD_FILE, and /br-bank-statements/new with ADD.
 */
export const brBankStatementsResource = defineResource({
  name: 'br-bank-statements',
  apiPath: '/balance-ledger/accounts/statement',
  createPath: (data) => `/balance-ledger/accounts/${String(data.id)}/statement`,
  idField: 'id',
  access: 'BANK_ACCOUNT_REPORT',
  menu: { group: 'brazilBank', icon: Description, order: 161 },
  list: () => import('./BankStatementList').then((m) => m.BankStatementList),
  firstPage: (definition) => import('./BankStatementList').then((m) => m.bankStatementsFirstPage(definition)),
  create: () => import('./BankStatementCreate').then((m) => m.BankStatementCreate),
  messages: brBankMessagesLoader,
  names: BR_BANK_NAMES.statements,
});
