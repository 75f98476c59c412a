import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Collapse from '@mui/material/Collapse';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import type { BalanceView } from './balanceShape';
import { BalanceLine, FigureText } from './BalanceLines';
import { balanceKey } from './messages';
import { ledgerDrillFilter, type LedgerDrillLine, type LedgerDrillScope } from '../../contract/balance/drill';

export interface BalanceCardProps {
  balance: BalanceView;
  currencyCode: string;
  loading?: boolean;
  /** A heading over the figure (the by-currency tab names the currency). */
  title?: string;
  /** Spec 03 §4: a shop with ignoreFeesPayoutBalance shows its operational balance without fees. */
  ignoreFees?: boolean;
  /** Whose balance it is: each line that is a sum of movements opens them in the ledger (issue #33). */
  drill?: LedgerDrillScope;
}

const line = (name: string) => balanceKey(`lines.${name}`);
const hint = (name: string) => balanceKey(`hints.${name}`);

/**
 * The balance card of spec 03 §2: the current balance, and a click (or Enter) opens how it adds
 * up: the operational balance (published settlements, pay-ins, pay-outs, withdrawals, chargebacks
 * and claims, fees and others), the top-ups, the withdrawals pending and the rolling reserve; then
 * the balance available for payouts: the current balance less the reserve and the 20% minimum.
 */
export function BalanceCard({ balance: b, currencyCode, loading, title, ignoreFees, drill }: BalanceCardProps) {
  const translate = useTranslate();
  const to = (name: LedgerDrillLine) => (drill ? ledgerDrillFilter(name, drill) : undefined);
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const others = ignoreFees ? b.others - b.fees : b.others;
  const operational = ignoreFees ? b.operational.total - b.fees : b.operational.total;
  return (
    <Card variant="outlined">
      <CardActionArea onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={detailId} sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Box>
            <Typography variant="subtitle2" color="text.secondary">
              {title ?? translate(line('current'))}
            </Typography>
            {loading ? (
              <Skeleton width={220} height={42} sx={{ maxWidth: '100%' }} />
            ) : (
              <FigureText figure={b.current} currencyCode={currencyCode} />
            )}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
            <Typography variant="caption">{translate(balanceKey(open ? 'collapse' : 'expand'))}</Typography>
            <ExpandMore sx={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />
          </Box>
        </Box>
      </CardActionArea>
      <Collapse in={open} id={detailId}>
        <Box role="table" aria-label={translate(balanceKey('breakdown'))} sx={{ px: 2, pb: 2 }}>
          <BalanceLine
            label={line('settlementsPublished')}
            amount={b.settlementsPublished}
            drill={to('settlementsPublished')}
            currencyCode={currencyCode}
          />
          <BalanceLine label={line('payIns')} amount={b.payIns} drill={to('payIns')} currencyCode={currencyCode} />
          <BalanceLine
            label={line('payOuts')}
            amount={b.payOuts}
            drill={to('payOuts')}
            currencyCode={currencyCode}
            hint={hint('payOuts')}
          />
          <BalanceLine label={line('withdrawals')} amount={b.withdrawals} currencyCode={currencyCode} />
          <BalanceLine
            label={line('chargebacksAndClaims')}
            amount={b.chargebacksAndClaims}
            drill={to('chargebacksAndClaims')}
            currencyCode={currencyCode}
            hint={hint('chargebacksAndClaims')}
          >
            <BalanceLine depth={1} label={line('claimsOpen')} amount={b.claimsOpen} currencyCode={currencyCode} />
            <BalanceLine depth={1} label={line('claimsWon')} amount={b.claimsWon} currencyCode={currencyCode} />
            <BalanceLine depth={1} label={line('chargebacksOpen')} amount={b.chargebacksOpen} currencyCode={currencyCode} />
            <BalanceLine depth={1} label={line('chargebacksWon')} amount={b.chargebacksWon} currencyCode={currencyCode} />
          </BalanceLine>
          <BalanceLine
            label={line(ignoreFees ? 'adjustmentsAndOthers' : 'feesAndOthers')}
            amount={others}
            currencyCode={currencyCode}
            hint={hint(ignoreFees ? 'adjustmentsAndOthers' : 'feesAndOthers')}
          >
            {!ignoreFees && <BalanceLine depth={1} label={line('fees')} amount={b.fees} currencyCode={currencyCode} />}
            <BalanceLine
              depth={1}
              label={line('adjustments')}
              amount={b.adjustments}
              drill={to('adjustments')}
              currencyCode={currencyCode}
            />
            <BalanceLine
              depth={1}
              label={line('rollingReserveEstimated')}
              amount={b.rollingReserveEstimated}
              drill={to('rollingReserveEstimated')}
              currencyCode={currencyCode}
            />
          </BalanceLine>
          <BalanceLine total label={line('operational')} amount={operational} currencyCode={currencyCode} />
          <BalanceLine label={line('topUps')} amount={b.topUps} drill={to('topUps')} currencyCode={currencyCode} />
          {ignoreFees && <BalanceLine label={line('fees')} amount={b.fees} currencyCode={currencyCode} />}
          <BalanceLine label={line('withdrawalsPending')} amount={-b.withdrawalsPending} currencyCode={currencyCode} />
          <BalanceLine
            label={line('reserve')}
            amount={b.reserve.total}
            currencyCode={currencyCode}
            hint={hint('reserve')}
            drill={to('reserve')}
          >
            <BalanceLine
              depth={1}
              label={line('reserveHeld')}
              amount={b.reserveHeld}
              drill={to('reserveHeld')}
              currencyCode={currencyCode}
            />
            <BalanceLine
              depth={1}
              label={line('reserveReleased')}
              amount={-b.reserveReleased}
              drill={to('reserveReleased')}
              currencyCode={currencyCode}
            />
          </BalanceLine>
          <BalanceLine total label={line('current')} amount={b.current.total} drill={to('current')} currencyCode={currencyCode} />
          <BalanceLine label={line('reserve')} amount={-b.reserve.total} currencyCode={currencyCode} />
          <BalanceLine label={line('minBalanceForPayouts')} amount={-b.minBalanceForPayouts} currencyCode={currencyCode} />
          <BalanceLine total label={line('available')} amount={b.available.total} currencyCode={currencyCode} hint={hint('available')} />
        </Box>
      </Collapse>
    </Card>
  );
}
