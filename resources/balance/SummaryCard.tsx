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
import { BalanceLine, FigureText } from './BalanceLines';
import { balanceKey } from './messages';
import { ledgerDrillFilter, type LedgerDrillLine, type LedgerDrillScope } from '../../contract/balance/drill';

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
  const to = (name: LedgerDrillLine) => (drill ? ledgerDrillFilter(name, drill) : undefined);
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
              <BalanceLine label={line('availableForWithdrawals')} amount={b.availableForWithdrawals} currencyCode={currencyCode}>
                <BalanceLine
                  depth={1}
                  label={line('settlementsPublished')}
                  amount={b.settlementsPublished}
                  drill={to('settlementsPublished')}
                  currencyCode={currencyCode}
                />
                <BalanceLine depth={1} label={line('withdrawalsPending')} amount={-b.withdrawalsPending} currencyCode={currencyCode} />
              </BalanceLine>
              <BalanceLine label={line('payIns')} amount={b.payIns} drill={to('payIns')} currencyCode={currencyCode} />
              <BalanceLine label={line('payOuts')} amount={b.payOuts} drill={to('payOuts')} currencyCode={currencyCode} />
              <BalanceLine label={line('withdrawals')} amount={b.withdrawals} currencyCode={currencyCode} />
              <BalanceLine
                label={line('chargebacksAndClaims')}
                amount={b.chargebacksAndClaims}
                drill={to('chargebacksAndClaims')}
                currencyCode={currencyCode}
              />
              <BalanceLine label={line('feesAndOthers')} amount={b.others} currencyCode={currencyCode} />
              <BalanceLine label={line('topUps')} amount={b.topUps} drill={to('topUps')} currencyCode={currencyCode} />
              <BalanceLine label={line('reserve')} amount={b.reserve.total} currencyCode={currencyCode} drill={to('reserve')} />
              <BalanceLine total label={line('current')} amount={b.current.total} currencyCode={currencyCode} drill={to('current')} />
            </>,
          )}
          {lines(
            'available',
            <>
              <BalanceLine label={line('current')} amount={b.current.total} currencyCode={currencyCode} />
              <BalanceLine label={line('reserve')} amount={-b.reserve.total} currencyCode={currencyCode} />
              <BalanceLine label={line('minBalanceForPayouts')} amount={-b.minBalanceForPayouts} currencyCode={currencyCode} />
              <BalanceLine total label={line('available')} amount={b.available.total} currencyCode={currencyCode} />
            </>,
          )}
          {lines(
            'reserve',
            <>
              <BalanceLine label={line('reserveHeld')} amount={b.reserveHeld} drill={to('reserveHeld')} currencyCode={currencyCode} />
              <BalanceLine
                label={line('reserveReleased')}
                amount={-b.reserveReleased}
                drill={to('reserveReleased')}
                currencyCode={currencyCode}
              />
              <BalanceLine total label={line('reserve')} amount={b.reserve.total} drill={to('reserve')} currencyCode={currencyCode} />
            </>,
          )}
        </Box>
      </Collapse>
    </Card>
  );
}
