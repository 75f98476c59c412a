import { lazy, Suspense, useId, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocale, useTranslate } from 'react-admin';
import type { FilterValues } from '../../src/framework';
import { useReferenceNames } from '../../src/i18n/useReferenceNames';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { dashboardKey } from './messages';
import { formatCount, formatPercent, pieData, type PieDatum } from './rates';
import type { ClaimsReportReply, ReportSlice } from './types';
import { LoadFailedAlert } from '../../src/framework';

// recharts comes with the pies only: neither the entry bundle nor the grid waits for it.
const ClaimsPie = lazy(() => import('./ClaimsPie').then((m) => ({ default: m.ClaimsPie })));

const key = (name: string) => dashboardKey(`charts.${name}`);
// Reasons and countries come with the server's English names; their codes name them in the UI language.
const CHARTS: readonly { name: string; slices: (r: ClaimsReportReply) => ReportSlice[]; codes?: 'claimReason' | 'country' }[] = [
  { name: 'paymentMethods', slices: (r) => r.paymentMethodsData },
  { name: 'claimReasons', slices: (r) => r.claimReasonsData, codes: 'claimReason' },
  { name: 'countries', slices: (r) => r.countriesData, codes: 'country' },
];
const CHART_HEIGHT = 440;

const gridSx = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } } as const;

/** The claims of the applied filters as three pies (spec 02 §2): payment method, reason, country. */
export function ClaimsBreakdown({ filter }: { filter: FilterValues }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { data, error, isPending, isFetching, refetch } = useQuery({
    queryKey: ['claims-dashboard', 'report', filter],
    queryFn: () => dataProvider.claimsReport(filter),
    // A new filter keeps the old pies on screen (dimmed by aria-busy) instead of blanking them.
    placeholderData: keepPreviousData,
  });
  const empty = data !== undefined && data.paymentMethodsData.every((s) => s.count === 0);
  const names = useReferenceNames();
  // Memoised: the pies animate when their data changes, not on every render.
  const charts = useMemo(
    () =>
      data &&
      CHARTS.map(({ name, slices, codes }) => ({
        name,
        slices: codes ? slices(data).map((slice) => ({ ...slice, name: names[codes](slice.code, slice.name) })) : slices(data),
      })),
    [data, names],
  );

  return (
    <Card component="section" aria-labelledby="claims-breakdown-title" aria-busy={isFetching} sx={{ m: 2 }}>
      <CardContent>
        <Typography id="claims-breakdown-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(key('title'))}
        </Typography>
        {error ? (
          <LoadFailedAlert messageKey={key('error')} error={error} onRetry={() => void refetch()} />
        ) : isPending ? (
          <ChartsLoading />
        ) : empty ? (
          <Alert severity="info" role="status">
            {translate(key('empty'))}
          </Alert>
        ) : (
          <Box sx={gridSx}>
            {charts?.map((chart) => (
              <ChartFigure key={chart.name} name={chart.name} slices={chart.slices} />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** The placeholder of the three pies while the report (or recharts) loads. */
export function ChartsLoading() {
  const translate = useTranslate();
  return (
    <Box sx={gridSx} role="status" aria-label={translate(key('loading'))}>
      {CHARTS.map((chart) => (
        <Box key={chart.name} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="circular" width={200} height={200} />
        </Box>
      ))}
    </Box>
  );
}

/**
 * One pie as a figure: a caption names it, a one-line summary says the total and the largest
 * share, and the legend (inside the chart) lists every slice with its count and share, so nothing
 * is told by colour alone.
 */
function ChartFigure({ name, slices }: { name: string; slices: ReportSlice[] }) {
  const translate = useTranslate();
  const locale = useLocale();
  const id = useId();
  const otherName = translate(key('other'));
  // Same slices, same array: the pie animates when its data changes, not on every render.
  const { data, total } = useMemo(() => pieData(slices, otherName), [slices, otherName]);
  const count = (n: number) => translate(key('claims'), { smart_count: n, count: formatCount(n, locale) });
  const describe = (d: PieDatum) => translate(key('slice'), { name: d.name, count: count(d.count), share: formatPercent(d.share, locale) });
  const valueText = (d: PieDatum) => translate(key('value'), { count: count(d.count), share: formatPercent(d.share, locale) });
  const largest = data[0];
  return (
    <Box component="figure" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`} data-chart={name} sx={{ m: 0, minWidth: 0 }}>
      <Typography id={`${id}-title`} component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {translate(key(name))}
      </Typography>
      <Typography id={`${id}-summary`} variant="body2" color="text.secondary">
        {largest
          ? translate(key('summary'), {
              smart_count: total,
              total: formatCount(total, locale),
              name: largest.name,
              count: formatCount(largest.count, locale),
              share: formatPercent(largest.share, locale),
            })
          : translate(key('empty'))}
      </Typography>
      {data.length > 0 && (
        <Suspense fallback={<Skeleton variant="circular" width={200} height={200} sx={{ mx: 'auto', my: 2 }} />}>
          <ClaimsPie
            data={data}
            title={translate(key(name))}
            height={CHART_HEIGHT}
            describe={describe}
            valueText={valueText}
            locale={locale}
          />
        </Suspense>
      )}
    </Box>
  );
}
