import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useLocaleState, useResourceContext, useTranslate } from 'react-admin';
import { errorMessageOf, formatMoney, formatMoneyCompact, type FilterValues, lazyAfterFirstRows } from '../../src/framework';
import type { DailyBalanceRow } from './columns';
import { trendOf } from './trend';

// recharts loads once the grid's first rows are painted: the rows do not wait for the chart's code.
const TrendChart = lazyAfterFirstRows(() => import('./TrendChart'), 'TrendChart');

/** Rows the chart reads at most (pages of 100): a month of some fifteen shops. */
export const TREND_ROWS = 500;
const PAGE = 100;
export const TREND_HEIGHT = 220;

/**
 * The closing balance's trend over the applied filters (issue #17: above the grid): the sum of
 * the filtered shops' closing balances per day, a line per currency. Its own calls, pages of 100
 * oldest first; the grid's page does not limit it. The chart's code loads with the first trend.
 */
export function ClosingTrend({ whenEmpty }: { whenEmpty?: FilterValues }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const resource = useResourceContext() as string;
  const dataProvider = useDataProvider();
  const { filterValues } = useListContext();
  const filter = { ...filterValues, ...Object.fromEntries(Object.entries(whenEmpty ?? {}).filter(([k]) => !filterValues[k])) };
  const { data, error, isPending } = useQuery({
    queryKey: [resource, 'trend', filter],
    queryFn: async () => {
      const rows: DailyBalanceRow[] = [];
      let total = 0;
      for (let page = 1; rows.length < TREND_ROWS; page += 1) {
        const reply = await dataProvider.getList<DailyBalanceRow>(resource, {
          filter,
          pagination: { page, perPage: PAGE },
          sort: { field: 'balanceDay', order: 'ASC' },
        });
        rows.push(...reply.data);
        total = reply.total ?? rows.length;
        if (reply.data.length < PAGE || rows.length >= total) break;
      }
      return { rows, total };
    },
  });
  const trend = data ? trendOf(data.rows) : undefined;
  return (
    <Box component="section" aria-label={translate(`resources.${resource}.trend.title`)} sx={{ px: 2, pb: 1 }}>
      <Typography variant="subtitle1" component="h2">
        {translate(`resources.${resource}.trend.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`resources.${resource}.trend.description`)}
      </Typography>
      <Box sx={{ height: TREND_HEIGHT, mt: 1 }}>
        {error ? (
          <Typography role="alert" color="error" variant="body2">
            {translate(`resources.${resource}.trend.failed`, { message: errorMessageOf(error) })}
          </Typography>
        ) : isPending || !trend ? (
          <Skeleton variant="rounded" height={TREND_HEIGHT} />
        ) : trend.points.length === 0 ? (
          <Typography variant="body2">{translate(`resources.${resource}.trend.empty`)}</Typography>
        ) : (
          <Suspense fallback={<Skeleton variant="rounded" height={TREND_HEIGHT} />}>
            <TrendChart
              points={trend.points}
              currencies={trend.currencies}
              // The room under the lines is the legend's.
              height={TREND_HEIGHT - 24}
              format={(amount, currency) => formatMoney(amount, currency, undefined, locale)}
              tickFormat={(amount, currency) => formatMoneyCompact(amount, currency, locale)}
            />
          </Suspense>
        )}
      </Box>
      {data && data.total > data.rows.length && (
        <Typography variant="caption" color="text.secondary">
          {translate(`resources.${resource}.trend.partial`, { count: data.rows.length })}
        </Typography>
      )}
    </Box>
  );
}
