import { useState } from 'react';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { payoutKey } from './messages';

/** '•••• 9738': a payout account shows its last four characters wherever it appears. */
export const maskedAccount = (account: string | null | undefined) => {
  const text = (account ?? '').trim();
  if (!text || text === '-') return '-';
  return text.length <= 4 ? text : `•••• ${text.slice(-4)}`;
};

/**
 * A payout's account number, masked everywhere (issue #30: one rule for the grid, the drawer and
 * a batch's payouts). With `revealable`, a role holding PAYOUT DOWNLOAD_FILE (whose receipts
 * carry the whole number) may press Show to read it whole, and Hide; nothing is kept once the
 * view closes. The grid offers no Show: its row opens the drawer, which does.
 */
export function AccountNumberField({ revealable = false, variant = 'caption' }: AccountNumberFieldProps) {
  const record = useRecordContext<{ accountNumber?: string }>();
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  const { canAccess: mayReveal } = useCanAccess({ resource: 'PAYOUT', action: 'DOWNLOAD_FILE' });
  const account = record?.accountNumber;
  const masked = maskedAccount(account);
  const hides = masked !== '-' && masked !== account;
  const label = shown ? payoutKey('account.hide') : payoutKey('account.show');
  return (
    <Stack direction="row" alignItems="center" spacing={0.5} component="span">
      <Typography
        component="span"
        variant={variant}
        color={variant === 'caption' ? 'text.secondary' : undefined}
        sx={{ whiteSpace: 'nowrap' }}
        aria-label={hides && !shown ? translate(payoutKey('account_ending'), { last: account?.slice(-4) ?? '' }) : undefined}
      >
        {shown ? account : masked}
      </Typography>
      {revealable && hides && mayReveal && (
        <Tooltip title={translate(label)}>
          <IconButton
            size="small"
            aria-label={translate(label)}
            aria-pressed={shown}
            onClick={(event) => {
              event.stopPropagation();
              setShown(!shown);
            }}
          >
            {shown ? <VisibilityOffIcon fontSize="inherit" /> : <VisibilityIcon fontSize="inherit" />}
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}

export interface AccountNumberFieldProps {
  source?: string;
  label?: string;
  /** A Show button for roles with PAYOUT DOWNLOAD_FILE (the drawer, a batch's payouts). */
  revealable?: boolean;
  variant?: 'caption' | 'body2';
}
