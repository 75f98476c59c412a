import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import { defineResource } from '../../src/framework/defineResource';
import { BR_BANK_NAMES } from './names';

/** The Brazil bank screens' messages: one loader for both. */
export const brBankMessagesLoader = () => import('./messages').then((m) => m.brBankMessages);

/**
 * /br-bank-withdrawals (spec 03 §2, BANK_ACCOUNT_WDWL): withdrawals from the merchant's Brazil
 * bank account, ten a page, and /br-bank-withdrawals/new with ADD.
 */
export const brBankWithdrawalsResource = defineResource({
  name: 'br-bank-withdrawals',
  apiPath: '/balance-ledger/accounts/withdrawal',
  createPath: (data) => `/balance-ledger/accounts/${String(data.id)}/withdrawal`,
  idField: 'id',
  access: 'BANK_ACCOUNT_WDWL',
  menu: { group: 'brazilBank', icon: AccountBalanceWalletOutlined, order: 160 },
  list: () => import('./BankWithdrawalList').then((m) => m.BankWithdrawalList),
  firstPage: (definition) => import('./BankWithdrawalList').then((m) => m.bankWithdrawalsFirstPage(definition)),
  create: () => import('./BankWithdrawalCreate').then((m) => m.BankWithdrawalCreate),
  messages: brBankMessagesLoader,
  names: BR_BANK_NAMES.withdrawals,
});
