import { useMemo, useState } from 'react';
import Typography from '@mui/material/Typography';
import { DataTable, useLocale, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import {
  filtersInEffect,
  initialFilters,
  isReadyToFetch,
  ResourceList,
  useDeclaredResource,
  type FilterSpec,
  type FilterValues,
} from '../../src/framework';
import { ClaimsBreakdown } from './ClaimsBreakdown';
import { ComparisonPanel } from './ComparisonPanel';
import { defaultDashboardFilter, useDashboardFilters } from './filters';
import { DASHBOARD_SORT } from './firstPage';
import { dashboardKey } from './messages';
import { formatPercent, NO_RATE, NUMBER_LOCALES, rowClaimRate, rowWinRate } from './rates';
import type { ClaimsReportRow } from './types';
import { useDashboardOptions } from './useDashboardOptions';

const RATE_DIGITS = 2;

const label = (field: string) => dashboardKey(`fields.${field}`);
const rateText = (value: number | null, locale: string) => (value === null ? NO_RATE : formatPercent(value, locale, RATE_DIGITS));

/**
 * The filters the grid is showing, read as ResourceList reads them (the URL, else the cookies
 * over the defaults, taken once on arrival), so the charts always match the grid above them.
 */
function useAppliedFilter(specs: readonly FilterSpec[], defaults: FilterValues): FilterValues {
  const { search } = useLocation();
  const { filterCookiePrefix } = useDeclaredResource();
  const [initial] = useState(() => initialFilters(specs, defaults, filterCookiePrefix));
  return useMemo(() => filtersInEffect(search, initial), [search, initial]);
}

/**
 * /claims-dashboard (spec 02 §2): the shared filter bar (Apply needs the route's DASHBOARD_CLAIMS
 * VIEW; Export needs its EXPORT and downloads the grid as a file), the grid by payment method,
 * the three pies of the same filters, and the previous month beside the current quarter.
 */
export function ClaimsDashboardPage() {
  const translate = useTranslate();
  const locale = useLocale();
  const options = useDashboardOptions();
  const filters = useDashboardFilters(options);
  const [defaults] = useState(() => defaultDashboardFilter());
  const applied = useAppliedFilter(filters, defaults);
  const numberLocale = NUMBER_LOCALES[locale] ?? locale;

  return (
    <>
      <ResourceList<ClaimsReportRow>
        title={dashboardKey('name')}
        sort={DASHBOARD_SORT}
        filters={filters}
        defaultFilters={defaults}
        minGridWidth={720}
        phone={{
          primary: (row) => row.paymentMethodName,
          secondary: (row) =>
            `${translate(label('claimsCount'))}: ${row.claimsCount.toLocaleString(numberLocale)} · ${translate(label('claimRate'))}: ${rateText(rowClaimRate(row), locale)}`,
          tertiary: (row) => `${translate(label('winRate'))}: ${rateText(rowWinRate(row), locale)}`,
        }}
      >
        <DataTable.Col source="paymentMethodName" label={label('paymentMethodName')} />
        <DataTable.NumberCol source="claimsCount" label={label('claimsCount')} locales={numberLocale} />
        <DataTable.NumberCol source="transactionsCount" label={label('transactionsCount')} locales={numberLocale} />
        <DataTable.Col<ClaimsReportRow>
          source="claimRate"
          label={label('claimRate')}
          align="right"
          render={(row) => rateText(rowClaimRate(row), locale)}
        />
        <DataTable.Col<ClaimsReportRow>
          source="winRate"
          label={label('winRate')}
          align="right"
          render={(row) => rateText(rowWinRate(row), locale)}
        />
      </ResourceList>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mx: 2, mt: 1 }}>
        {translate(dashboardKey('rates_hint'))}
      </Typography>
      {/* Without a range the grid says which filter is missing; the pies wait for it too. */}
      {isReadyToFetch(filters, applied) && <ClaimsBreakdown filter={applied} />}
      <ComparisonPanel filter={applied} />
    </>
  );
}
