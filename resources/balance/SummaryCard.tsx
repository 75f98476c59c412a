import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Collapse from '@mui/material/Collapse';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import type { BalanceView, Figure } from './balanceShape';
import { BalanceLine, FigureText, linesOf } from './BalanceLines';
import { balanceKey } from './messages';
import type { LedgerDrillScope } from '../../contract/balance/drill';

const line = (name: string) => balanceKey(`lines.${name}`);

function Panel({ title, figure, currencyCode, loading }: { title: string; figure: Figure; currencyCode: string; loading?: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
      <Typography variant="subtitle2" color="text.secondary">
        {translate(line(title))}
      </Typography>
      {loading ? <Skeleton width={180} height={32} /> : <FigureText figure={figure} currencyCode={currencyCode} variant="h6" />}
    </Box>
  );
}

/**
 * The newer balance screen's single card (spec 03 §2): current balance, balance available for
 * payouts and rolling reserve balance side by side; a click opens what each is made of.
 */
export function SummaryCard({
  balance: b,
  currencyCode,
  loading,
  drill,
}: {
  balance: BalanceView;
  currencyCode: string;
  loading?: boolean;
  /** Whose balance it is: each line that is a sum of movements opens them in the ledger (issue #33). */
  drill?: LedgerDrillScope;
}) {
  const translate = useTranslate();
  const of = linesOf(currencyCode, drill);
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const lines = (label: string, children: React.ReactNode) => (
    <Box role="table" aria-label={translate(line(label))} sx={{ flex: '1 1 200px', minWidth: 0 }}>
      {children}
    </Box>
  );
  return (
    <Card variant="outlined">
      <CardActionArea onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={detailId} sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
          <Panel title="current" figure={b.current} currencyCode={currencyCode} loading={loading} />
          <Panel title="available" figure={b.available} currencyCode={currencyCode} loading={loading} />
          <Panel title="reserve" figure={b.reserve} currencyCode={currencyCode} loading={loading} />
          <ExpandMore
            aria-hidden
            sx={{ alignSelf: 'center', transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        </Box>
      </CardActionArea>
      <Collapse in={open} id={detailId}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, px: 2, pb: 2 }}>
          {lines(
            'current',
            <>
              <BalanceLine {...of('availableForWithdrawals', b.availableForWithdrawals)}>
                <BalanceLine depth={1} {...of('settlementsPublished', b.settlementsPublished)} />
                <BalanceLine depth={1} {...of('withdrawalsPending', -b.withdrawalsPending)} />
              </BalanceLine>
              <BalanceLine {...of('payIns', b.payIns)} />
              <BalanceLine {...of('payOuts', b.payOuts)} />
              <BalanceLine {...of('withdrawals', b.withdrawals)} />
              <BalanceLine {...of('chargebacksAndClaims', b.chargebacksAndClaims)} />
              <BalanceLine {...of('feesAndOthers', b.others)} />
              <BalanceLine {...of('topUps', b.topUps)} />
              <BalanceLine {...of('reserve', b.reserve.total)} />
              <BalanceLine total {...of('current', b.current.total)} />
            </>,
          )}
          {lines(
            'available',
            <>
              <BalanceLine {...of('current', b.current.total, { drill: false })} />
              <BalanceLine {...of('reserve', -b.reserve.total, { drill: false })} />
              <BalanceLine {...of('minBalanceForPayouts', -b.minBalanceForPayouts)} />
              <BalanceLine total {...of('available', b.available.total)} />
            </>,
          )}
          {lines(
            'reserve',
            <>
              <BalanceLine {...of('reserveHeld', b.reserveHeld)} />
              <BalanceLine {...of('reserveReleased', -b.reserveReleased)} />
              <BalanceLine total {...of('reserve', b.reserve.total)} />
            </>,
          )}
        </Box>
      </Collapse>
    </Card>
  );
}
