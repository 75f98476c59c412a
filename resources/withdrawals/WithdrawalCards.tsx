import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { MoneyText, PhoneFold } from '../../src/framework';
import { withdrawalKey } from './messages';
import type { WithdrawalBalance } from '../../contract/withdrawals/types';

/** A card's line: its words (with their own hint) and its amount. */
function Line({
  label,
  hint,
  amount,
  currency,
  strong,
}: {
  label: string;
  hint?: string;
  amount: number;
  currency: string;
  strong?: boolean;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const words = (
    <Typography variant="body2" sx={{ fontWeight: strong ? 600 : undefined }} tabIndex={hint ? 0 : undefined}>
      {translate(label)}
    </Typography>
  );
  return (
    <Stack direction="row" justifyContent="space-between" gap={2}>
      {hint ? <Tooltip title={translate(hint)}>{words}</Tooltip> : words}
      <MoneyText amount={amount} currency={currency} locale={locale} />
    </Stack>
  );
}

function BalanceCard({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ flex: '1 1 280px', maxWidth: 420 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        <Stack spacing={0.5}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

/**
 * The in-transit card (approved + reprocessed, and their total) and the available-for-withdrawal
 * card (spec 03 §2). Each line's tooltip explains that line: the original had the approved and
 * reprocessed hints swapped.
 */
export function WithdrawalCards({ balance, isPending }: { balance: WithdrawalBalance | undefined; isPending: boolean }) {
  if (isPending || !balance) {
    return (
      <PhoneFold summary={<Skeleton variant="text" width="100%" />}>
        <Stack direction="row" flexWrap="wrap" gap={2} sx={{ px: 2, py: 1 }}>
          <Skeleton variant="rounded" height={120} sx={{ flex: '1 1 280px', maxWidth: 420 }} />
          <Skeleton variant="rounded" height={120} sx={{ flex: '1 1 280px', maxWidth: 420 }} />
        </Stack>
      </PhoneFold>
    );
  }
  const { currencyCode, inTransitWithdrawals: transit, balanceAvailableForWithdrawals: available } = balance;
  // On a phone the cards fold to their two totals, so the withdrawals start on the first screen.
  const totals = (
    <Stack spacing={0.5} sx={{ width: '100%' }}>
      <Line label={withdrawalKey('cards.in_transit')} amount={transit.total} currency={currencyCode} />
      <Line label={withdrawalKey('cards.available')} amount={available.total} currency={currencyCode} strong />
    </Stack>
  );
  return (
    <PhoneFold summary={totals}>
      <Stack direction="row" flexWrap="wrap" gap={2} sx={{ px: 2, py: 1 }}>
        <BalanceCard title={withdrawalKey('cards.in_transit')}>
          <Line
            label={withdrawalKey('cards.approved')}
            hint={withdrawalKey('cards.approved_hint')}
            amount={transit.detail.withdrawalsApproved}
            currency={currencyCode}
          />
          <Line
            label={withdrawalKey('cards.reprocessed')}
            hint={withdrawalKey('cards.reprocessed_hint')}
            amount={transit.detail.withdrawalsReprocessed}
            currency={currencyCode}
          />
          <Line label={withdrawalKey('cards.total')} amount={transit.total} currency={currencyCode} strong />
        </BalanceCard>
        <BalanceCard title={withdrawalKey('cards.available')}>
          <Line
            label={withdrawalKey('cards.available')}
            hint={withdrawalKey('cards.available_hint')}
            amount={available.total}
            currency={currencyCode}
            strong
          />
        </BalanceCard>
      </Stack>
    </PhoneFold>
  );
}
