import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import type { useBankAccounts } from './useBankAccounts';

/**
 * What the Brazil screens say about the user's accounts before anything is asked: that there is
 * none and where one comes from, so nobody fills a form that has no account to send from. That
 * they could not be loaded ('Something went wrong fetching bank accounts.', spec 03 §8) is the
 * screen's lookups alert, with Retry.
 */
export function BankAccountNote({ accounts }: { accounts: ReturnType<typeof useBankAccounts> }) {
  const translate = useTranslate();
  if (accounts.data?.length === 0) return <Alert severity="info">{translate('brBank.no_account')}</Alert>;
  return null;
}
