import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslate } from 'react-admin';
import { formatDate, formatMoney } from '../../src/framework';
import type { LedgerAccountReply } from '../../src/providers/balanceCalls';
import { ledgerKey } from '../balance/messages';

interface Holding {
  key: string;
  merchantName: string;
  currencyCode: string;
  main: number;
  reserve: number;
  lastMovementDate: string | null;
}

/** Main and reserve accounts of one merchant and currency side by side; their sum is what it holds. */
function holdingsOf(accounts: readonly LedgerAccountReply[]): Holding[] {
  const byKey = new Map<string, Holding>();
  for (const a of accounts) {
    const key = `${a.merchantId}-${a.currencyCode}`;
    const h = byKey.get(key) ?? {
      key,
      merchantName: a.merchantName,
      currencyCode: a.currencyCode,
      main: 0,
      reserve: 0,
      lastMovementDate: null,
    };
    if (a.account === 'MAIN') h.main = a.balance;
    else h.reserve = a.balance;
    if (a.lastMovementDate && (!h.lastMovementDate || a.lastMovementDate > h.lastMovementDate)) h.lastMovementDate = a.lastMovementDate;
    byKey.set(key, h);
  }
  return [...byKey.values()];
}

/** The ledger's accounts: per merchant and currency, available (main), rolling reserve and their total. */
export function LedgerAccounts({ accounts }: { accounts: LedgerAccountReply[] | undefined }) {
  const translate = useTranslate();
  const locale = useLocale();
  if (!accounts) {
    return (
      <Box sx={{ display: 'flex', gap: 2, px: 2 }}>
        <Skeleton variant="rounded" width={300} height={140} />
        <Skeleton variant="rounded" width={300} height={140} />
      </Box>
    );
  }
  const holdings = holdingsOf(accounts);
  return (
    <Box
      component="ul"
      aria-label={translate(ledgerKey('accounts'))}
      sx={{ listStyle: 'none', m: 0, px: 2, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}
    >
      {holdings.map((h) => {
        const money = (amount: number) => formatMoney(amount, h.currencyCode, undefined, locale);
        return (
          <Card component="li" variant="outlined" key={h.key} sx={{ p: 2 }}>
            <Typography variant="subtitle2" component="h2">
              {h.merchantName} · {h.currencyCode}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
              {money(h.main + h.reserve)}
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, m: 0 }}>
              {(['MAIN', 'RESERVE'] as const).map((kind) => (
                <Fragment key={kind}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {translate(ledgerKey(`account_types.${kind}`))}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                    {money(kind === 'MAIN' ? h.main : h.reserve)}
                  </Typography>
                </Fragment>
              ))}
            </Box>
            {h.lastMovementDate && (
              <Typography variant="caption" color="text.secondary">
                {translate(ledgerKey('last_movement'), { date: formatDate(h.lastMovementDate, 'dateTime') })}
              </Typography>
            )}
          </Card>
        );
      })}
    </Box>
  );
}
