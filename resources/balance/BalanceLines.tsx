import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { useLocale, useTranslate } from 'react-admin';
import { DrillLink, formatMoney, MoneyText } from '../../src/framework';
import { LEDGER_DRILLS, ledgerDrillFilter, type LedgerDrillScope, type LedgerFilter } from '../../contract/balance/drill';
import type { Figure } from './balanceShape';
import { balanceKey } from './messages';

/**
 * An amount in the screen's language, negative ones with their minus sign (spec 03 §2); above
 * 999,999,999 shortened with the exact amount in a tooltip, as in every grid (spec 03 §9).
 */
export function Money({
  amount,
  currencyCode,
  variant = 'body2',
  strong,
}: {
  amount: number;
  currencyCode: string;
  variant?: 'body2' | 'h6' | 'h4';
  strong?: boolean;
}) {
  const locale = useLocale();
  return (
    <MoneyText
      amount={amount}
      currency={currencyCode}
      locale={locale}
      variant={variant}
      sx={{ fontWeight: strong ? 600 : undefined, fontVariantNumeric: 'tabular-nums' }}
    />
  );
}

/** A figure and, for another currency than the dollar, its dollar line under it. */
export function FigureText({ figure, currencyCode, variant = 'h4' }: { figure: Figure; currencyCode: string; variant?: 'h4' | 'h6' }) {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Box>
      <Money amount={figure.total} currencyCode={currencyCode} variant={variant} strong />
      {figure.converted !== null && (
        <Typography variant="caption" component="p" color="text.secondary">
          {translate(balanceKey('converted'), { amount: formatMoney(figure.converted, 'USD', undefined, locale) })}
        </Typography>
      )}
    </Box>
  );
}

export interface BalanceLineProps {
  label: string;
  amount: number;
  currencyCode: string;
  /** What the line holds, on hover and focus of its info icon. */
  hint?: string;
  depth?: 0 | 1;
  total?: boolean;
  /** The ledger filter listing the movements behind the amount: the amount becomes a link to them (issue #33). */
  drill?: LedgerFilter;
  children?: ReactNode;
}

/** One line of a breakdown: its label (with its hint) and its amount, sub-lines indented under it. */
export function BalanceLine({ label, amount, currencyCode, hint, depth = 0, total, drill, children }: BalanceLineProps) {
  const translate = useTranslate();
  return (
    <>
      <Box
        role="row"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          py: 0.5,
          pl: depth * 3,
          borderTop: total ? 1 : 0,
          borderColor: 'divider',
          color: depth ? 'text.secondary' : undefined,
        }}
      >
        <Typography
          role="rowheader"
          variant="body2"
          component="span"
          sx={{ fontWeight: total ? 600 : undefined, display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          {translate(label)}
          {hint && (
            <Tooltip title={translate(hint)}>
              <InfoOutlined tabIndex={0} fontSize="inherit" aria-label={translate(hint)} sx={{ color: 'text.secondary' }} />
            </Tooltip>
          )}
        </Typography>
        <span role="cell">
          {drill ? (
            <DrillLink to="balance-ledger" filter={drill} figure={label}>
              <Money amount={amount} currencyCode={currencyCode} strong={total} />
            </DrillLink>
          ) : (
            <Money amount={amount} currencyCode={currencyCode} strong={total} />
          )}
        </span>
      </Box>
      {children}
    </>
  );
}

/**
 * The lines of one balance's breakdown, by name: `lineOf('payIns', b.payIns)` gives its label and
 * amount in `currencyCode` and, when the balance has a `drill` scope and the line is a sum of ledger
 * movements (LEDGER_DRILLS), the link to them; `{ hint: true }` adds its hint, `{ drill: false }`
 * keeps a figure repeated in another sum from linking twice.
 */
export function linesOf(currencyCode: string, drill?: LedgerDrillScope) {
  return (name: string, amount: number, options: { hint?: boolean; drill?: boolean } = {}): BalanceLineProps => ({
    label: balanceKey(`lines.${name}`),
    amount,
    currencyCode,
    hint: options.hint ? balanceKey(`hints.${name}`) : undefined,
    drill:
      drill && options.drill !== false && name in LEDGER_DRILLS ? ledgerDrillFilter(name as keyof typeof LEDGER_DRILLS, drill) : undefined,
  });
}
