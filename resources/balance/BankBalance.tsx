import Chip from '@mui/material/Chip';
import AccountBalance from '@mui/icons-material/AccountBalance';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useLocale, useTranslate } from 'react-admin';
import { formatMoney } from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { balanceKey } from './messages';

/**
 * The Brazil bank account's balance (spec 03 §2), with BANK_ACCOUNT_BALANCE VIEW only. Its
 * failure is silent (spec 03 §8): no bank account, or no answer, shows nothing.
 */
export function BankBalance({ merchantId }: { merchantId: number }) {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'BANK_ACCOUNT_BALANCE', action: 'VIEW' });
  const { data } = useQuery({
    queryKey: ['bank-account-balance', merchantId],
    queryFn: () => dataProvider.bankAccountBalance(merchantId).catch(() => undefined),
    enabled: canAccess === true && merchantId > 0,
    retry: false,
  });
  if (!canAccess || !data) return null;
  return (
    <Chip
      icon={<AccountBalance />}
      variant="outlined"
      // Its words wrap on a narrow screen instead of widening the page.
      sx={{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
      label={translate(balanceKey('bank_balance'), {
        bank: data.bankName,
        account: data.accountNumber,
        amount: formatMoney(data.balance, data.currencyCode, undefined, locale),
      })}
    />
  );
}
