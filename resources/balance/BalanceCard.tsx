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
import { BalanceLine, FigureText, linesOf } from './BalanceLines';
import { balanceKey } from './messages';
import type { LedgerDrillScope } from '../../contract/balance/drill';

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

/**
 * The balance card of spec 03 §2: the current balance, and a click (or Enter) opens how it adds
 * up: the operational balance (published settlements, pay-ins, pay-outs, withdrawals, chargebacks
 * and claims, fees and others), the top-ups, the withdrawals pending and the rolling reserve; then
 * the balance available for payouts: the current balance less the reserve and the 20% minimum.
 */
export function BalanceCard({ balance: b, currencyCode, loading, title, ignoreFees, drill }: BalanceCardProps) {
  const translate = useTranslate();
  const of = linesOf(currencyCode, drill);
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
          <BalanceLine {...of('settlementsPublished', b.settlementsPublished)} />
          <BalanceLine {...of('payIns', b.payIns)} />
          <BalanceLine {...of('payOuts', b.payOuts, { hint: true })} />
          <BalanceLine {...of('withdrawals', b.withdrawals)} />
          <BalanceLine {...of('chargebacksAndClaims', b.chargebacksAndClaims, { hint: true })}>
            <BalanceLine depth={1} {...of('claimsOpen', b.claimsOpen)} />
            <BalanceLine depth={1} {...of('claimsWon', b.claimsWon)} />
            <BalanceLine depth={1} {...of('chargebacksOpen', b.chargebacksOpen)} />
            <BalanceLine depth={1} {...of('chargebacksWon', b.chargebacksWon)} />
          </BalanceLine>
          <BalanceLine {...of(ignoreFees ? 'adjustmentsAndOthers' : 'feesAndOthers', others, { hint: true })}>
            {!ignoreFees && <BalanceLine depth={1} {...of('fees', b.fees)} />}
            <BalanceLine depth={1} {...of('adjustments', b.adjustments)} />
            <BalanceLine depth={1} {...of('rollingReserveEstimated', b.rollingReserveEstimated)} />
          </BalanceLine>
          <BalanceLine total {...of('operational', operational)} />
          <BalanceLine {...of('topUps', b.topUps)} />
          {ignoreFees && <BalanceLine {...of('fees', b.fees)} />}
          <BalanceLine {...of('withdrawalsPending', -b.withdrawalsPending)} />
          <BalanceLine {...of('reserve', b.reserve.total, { hint: true })}>
            <BalanceLine depth={1} {...of('reserveHeld', b.reserveHeld)} />
            <BalanceLine depth={1} {...of('reserveReleased', -b.reserveReleased)} />
          </BalanceLine>
          <BalanceLine total {...of('current', b.current.total)} />
          <BalanceLine {...of('reserve', -b.reserve.total, { drill: false })} />
          <BalanceLine {...of('minBalanceForPayouts', -b.minBalanceForPayouts)} />
          <BalanceLine total {...of('available', b.available.total, { hint: true })} />
        </Box>
      </Collapse>
    </Card>
  );
}
