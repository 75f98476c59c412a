import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useLocale, useTranslate } from 'react-admin';
import type { MoneyTimingReply } from '../../contract/balance/moneyTiming';
import { formatDate, formatMoney, LoadFailedAlert, MoneyText, PhoneFold, useIsPhone } from '../../src/framework';
import type { BalanceQuery } from '../../src/providers/balanceCalls';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { balanceKey } from './messages';

const timingKey = (key: string) => balanceKey(`timing.${key}`);
/** The reserve's next releases shown one a line; the later ones are summed in one line. */
const RELEASES_SHOWN = 6;

function Section({ title, empty, children }: { title: string; empty: string | false; children: ReactNode }) {
  const translate = useTranslate();
  const heading = translate(timingKey(title));
  return (
    <Box component="section" aria-label={heading} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {heading}
      </Typography>
      {empty ? (
        <Typography variant="body2" color="text.secondary">
          {translate(timingKey(empty))}
        </Typography>
      ) : (
        // Wider than its column (a phone), a table scrolls inside the panel instead of widening the page.
        // Focusable, so a keyboard user can scroll it too (axe: scrollable-region-focusable).
        <Box tabIndex={0} sx={{ overflowX: 'auto' }}>
          <Table size="small">{children}</Table>
        </Box>
      )}
    </Box>
  );
}

const money = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * When the scope's money moves (issue #33 part 5): each shop's next settlement and what it is
 * expected to bring, the withdrawals on their way to the bank and when they arrive, and the
 * rolling reserve's release schedule, from GET /merchant-balance/timing, the ledger the balance
 * figures come from.
 */
export function MoneyTimingPanel({ query }: { query: BalanceQuery }) {
  const translate = useTranslate();
  const locale = useLocale();
  const isPhone = useIsPhone();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  // GET /merchant-balance/timing answers a role with VIEW on one of the balance screens; one that
  // only has the global balance's menu entry (a treasurer) is refused, so it is not asked.
  const dashboard = useCanAccess({ resource: 'NEW_DASHBOARD', action: 'VIEW' }).canAccess;
  const global = useCanAccess({ resource: 'GLOBAL_BALANCE', action: 'VIEW' }).canAccess;
  const ledger = useCanAccess({ resource: 'BALANCE_LEDGER', action: 'VIEW' }).canAccess;
  const allowed = dashboard === true || global === true || ledger === true;
  const { data, error, isPending, refetch, isFetching } = useQuery({
    queryKey: ['balance', 'timing', query],
    queryFn: (): Promise<MoneyTimingReply> => dataProvider.moneyTiming(query),
    enabled: allowed,
    retry: false,
  });
  const title = translate(timingKey('title'));
  const amount = (value: number) => <MoneyText amount={value} currency={query.currencyCode} locale={locale} sx={money} />;
  const body = () => {
    if (error)
      return <LoadFailedAlert messageKey={timingKey('failed')} error={error} onRetry={() => void refetch()} retrying={isFetching} />;
    if (isPending || !data) return <Skeleton variant="rectangular" height={96} />;
    const later = data.reserveReleases.slice(RELEASES_SHOWN);
    const laterSum = later.reduce((sum, r) => sum + Math.round(r.amount * 100), 0) / 100;
    return (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr 2fr' } }}>
        <Section title="settlements" empty={data.nextSettlements.length === 0 && 'settlements_empty'}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(timingKey('shop'))}</TableCell>
              <TableCell>{translate(timingKey('expected_date'))}</TableCell>
              <TableCell>{translate(timingKey('week'))}</TableCell>
              <TableCell align="right">{translate(timingKey('expected_amount'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.nextSettlements.map((s) => (
              <TableRow key={`${s.shopId}-${s.fromDate}`}>
                <TableCell>{s.shopName}</TableCell>
                <TableCell>{formatDate(s.expectedDate)}</TableCell>
                <TableCell>{translate(timingKey('week_range'), { from: formatDate(s.fromDate), to: formatDate(s.toDate) })}</TableCell>
                <TableCell align="right" title={translate(timingKey('expected_hint'), { count: s.payInCount })}>
                  {amount(s.expectedAmount)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Section>
        <Section title="transit" empty={data.inTransit.length === 0 && 'transit_empty'}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(timingKey('withdrawal'))}</TableCell>
              <TableCell>{translate(timingKey('status'))}</TableCell>
              <TableCell align="right">{translate(timingKey('amount'))}</TableCell>
              <TableCell>{translate(timingKey('available_on'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.inTransit.map((w) => (
              <TableRow key={w.withdrawalId}>
                <TableCell>{translate(timingKey('withdrawal_id'), { id: w.withdrawalId })}</TableCell>
                <TableCell>{translate(`grid.status.${w.status}`, { _: w.status })}</TableCell>
                <TableCell align="right">{amount(w.netAmount)}</TableCell>
                <TableCell>{formatDate(w.availableOn)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Section>
        <Section title="reserve" empty={data.reserveReleases.length === 0 && 'reserve_empty'}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(timingKey('release_date'))}</TableCell>
              <TableCell align="right">{translate(timingKey('amount'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.reserveReleases.slice(0, RELEASES_SHOWN).map((r) => (
              <TableRow key={r.releaseDate}>
                <TableCell>{formatDate(r.releaseDate)}</TableCell>
                <TableCell align="right">{amount(r.amount)}</TableCell>
              </TableRow>
            ))}
            {later.length > 0 && (
              <TableRow>
                <TableCell colSpan={2}>
                  {translate(timingKey('reserve_more'), {
                    count: later.length,
                    amount: formatMoney(laterSum, query.currencyCode, null, locale),
                  })}
                </TableCell>
              </TableRow>
            )}
            <TableRow>
              <TableCell colSpan={2} sx={{ fontWeight: 600 }}>
                {translate(timingKey('reserve_total'), { amount: formatMoney(data.reserveBalance, query.currencyCode, null, locale) })}
              </TableCell>
            </TableRow>
          </TableBody>
        </Section>
      </Box>
    );
  };
  if (!allowed) return null;
  // On a phone the panel folds to its title, so the list below it starts on the first screen.
  if (isPhone)
    return (
      <PhoneFold
        summary={
          <Typography variant="subtitle1" component="h2">
            {title}
          </Typography>
        }
      >
        <Box component="section" aria-label={title} sx={{ p: 2 }}>
          {body()}
        </Box>
      </PhoneFold>
    );
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, mt: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {body()}
    </Paper>
  );
}
