import { useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocale, useTranslate } from 'react-admin';
import { apiNow, formatDate, toWireDate, type FilterValues } from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { DASHBOARD_KEYS, withoutRange } from './filters';
import { dashboardKey } from './messages';
import { currentQuarter, previousCalendarMonth, quarterOf, type Period } from './periods';
import { formatCount, formatPercent, NO_RATE, NUMBER_LOCALES, periodTotals, type Totals } from './rates';
import { LoadFailedAlert } from '../../src/framework';

const RATE_DIGITS = 2;
const key = (name: string) => dashboardKey(`comparison.${name}`);

/**
 * One period's totals over every payment method, added up by the server (GET /dashboard): a
 * list's page could not hold every method, and no list call may ask for all its rows.
 */
function usePeriodTotals(period: Period, filter: FilterValues) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const periodFilter = {
    ...withoutRange(filter),
    [DASHBOARD_KEYS.from]: toWireDate(period.from),
    [DASHBOARD_KEYS.to]: toWireDate(period.to),
  };
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['claims-dashboard', 'totals', periodFilter],
    queryFn: () => dataProvider.claimsTotals(periodFilter),
  });
  return { totals: data ? periodTotals(data) : undefined, isPending, error, refetch };
}

type Metric = { name: string; value: (totals: Totals, locale: string) => string };

const rate = (value: number | null, locale: string) => (value === null ? NO_RATE : formatPercent(value, locale, RATE_DIGITS));

const METRICS: Metric[] = [
  { name: 'claims', value: (t, locale) => formatCount(t.claimsCount, locale) },
  { name: 'transactions', value: (t, locale) => formatCount(t.transactionsCount, locale) },
  { name: 'claimRate', value: (t, locale) => rate(t.claimRate, locale) },
  { name: 'winRate', value: (t, locale) => rate(t.winRate, locale) },
];

/**
 * Spec 02 §9: the previous calendar month beside the current quarter, each from GET /dashboard
 * with its own dates and the other applied filters (shop, payment method, country). A table, so each number is read with its metric and its period.
 */
export function ComparisonPanel({ filter }: { filter: FilterValues }) {
  const translate = useTranslate();
  const locale = useLocale();
  const [periods] = useState(() => {
    const now = apiNow();
    return { month: previousCalendarMonth(now), quarter: currentQuarter(now) };
  });
  const month = usePeriodTotals(periods.month, filter);
  const quarter = usePeriodTotals(periods.quarter, filter);
  const error = month.error ?? quarter.error;
  const monthName = new Intl.DateTimeFormat(NUMBER_LOCALES[locale] ?? locale, { month: 'long', year: 'numeric' }).format(
    periods.month.from,
  );
  const quarterName = translate(key('quarterName'), { quarter: quarterOf(periods.quarter.from), year: periods.quarter.from.getFullYear() });
  const columns = [
    { id: 'previous-month', title: `${translate(key('previousMonth'))} (${monthName})`, period: periods.month, result: month },
    { id: 'current-quarter', title: `${translate(key('currentQuarter'))} (${quarterName})`, period: periods.quarter, result: quarter },
  ];

  return (
    <Card component="section" aria-labelledby="claims-comparison-title" sx={{ m: 2 }}>
      <CardContent>
        <Typography id="claims-comparison-title" variant="h6" component="h2">
          {translate(key('title'))}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(key('caption'))}
        </Typography>
        {error ? (
          <LoadFailedAlert
            messageKey={key('error')}
            error={error}
            onRetry={() => void Promise.all([month.error && month.refetch(), quarter.error && quarter.refetch()])}
          />
        ) : (
          <Table size="small" aria-labelledby="claims-comparison-title" sx={{ maxWidth: 760 }}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {translate(key('metric'))}
                </TableCell>
                {columns.map((column) => (
                  <TableCell key={column.id} component="th" scope="col" align="right" data-period={column.id}>
                    {column.title}
                    <Typography variant="caption" component="div" color="text.secondary">
                      {translate(key('range'), { from: formatDate(column.period.from), to: formatDate(column.period.to) })}
                    </Typography>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {METRICS.map((metric) => (
                <TableRow key={metric.name}>
                  <TableCell component="th" scope="row">
                    {translate(key(metric.name))}
                  </TableCell>
                  {columns.map(({ id, result }) => (
                    <TableCell key={id} align="right" aria-busy={result.isPending}>
                      {result.totals ? metric.value(result.totals, locale) : <Skeleton width={60} sx={{ ml: 'auto' }} />}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
          {translate(key('no_rate'))}
        </Typography>
      </CardContent>
    </Card>
  );
}
