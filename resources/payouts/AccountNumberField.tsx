import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';

/** '•••• 9738': the grid shows an account's last four characters (the drawer has it whole). */
export const maskedAccount = (account: string | null | undefined) => {
  const text = (account ?? '').trim();
  if (!text || text === '-') return '-';
  return text.length <= 4 ? text : `•••• ${text.slice(-4)}`;
};

export function AccountNumberField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<{ accountNumber?: string }>();
  const translate = useTranslate();
  const account = record?.accountNumber;
  const masked = maskedAccount(account);
  return (
    <Typography
      component="span"
      variant="caption"
      color="text.secondary"
      sx={{ whiteSpace: 'nowrap' }}
      aria-label={
        masked === '-' || masked === account ? undefined : translate('resources.payouts.account_ending', { last: account?.slice(-4) ?? '' })
      }
    >
      {masked}
    </Typography>
  );
}
