import { useMemo } from 'react';
// Not the framework's index: the first page (firstPage.ts) is computed in the entry, which must not load it all.
import { toWireDate, apiNow } from '../../src/framework/format';
import type { FilterChoice, FilterSpec, FilterValues } from '../../src/framework';
import { dashboardKey } from './messages';
import { lastWeek } from './periods';
import type { DashboardOptions } from './useDashboardOptions';

/**
 * The dashboard filters, keyed as GET /claims/report-grid and /claims/report read them, so the
 * URL, the cookies (claimsDashboard_*) and the query hold the same thing. The range is the
 * claim date (`dateFrom`/`dateTo`); the claims data also carries a shop, a payment method and a
 * country, which are the other filters.
 */
export const DASHBOARD_KEYS = {
  range: 'date',
  from: 'dateFrom',
  to: 'dateTo',
  shop: 'shopId',
  paymentMethod: 'paymentMethodId',
  country: 'country',
} as const;

/** The first view and what Clear goes back to (spec 02 §9): one week back to today. */
export function defaultDashboardFilter(now: Date = apiNow()): FilterValues {
  const { from, to } = lastWeek(now);
  return { [DASHBOARD_KEYS.from]: toWireDate(from), [DASHBOARD_KEYS.to]: toWireDate(to) };
}

/** The applied filters without the range: what the period comparison keeps. */
export function withoutRange(filter: FilterValues): FilterValues {
  const { [DASHBOARD_KEYS.from]: _from, [DASHBOARD_KEYS.to]: _to, ...rest } = filter;
  return rest;
}

const byName = (a: FilterChoice, b: FilterChoice) => a.name.localeCompare(b.name);

/** The filters of the screen; only the range is required (the grid needs a period). */
export function dashboardFilterSpecs({ shops, paymentMethods, countries }: DashboardOptions): FilterSpec[] {
  const label = (name: string) => dashboardKey(`filters.${name}`);
  const k = DASHBOARD_KEYS;
  return [
    { kind: 'dateRange', source: k.range, label: label('dateRange'), required: true },
    {
      kind: 'select',
      source: k.shop,
      label: label('shop'),
      choices: shops.map((s) => ({ id: String(s.id), name: s.name })).sort(byName),
      alwaysOn: true,
    },
    {
      kind: 'select',
      source: k.paymentMethod,
      label: label('paymentMethod'),
      alwaysOn: true,
      choices: paymentMethods.map((p) => ({ id: String(p.id), name: p.name })).sort(byName),
    },
    {
      kind: 'select',
      source: k.country,
      label: label('country'),
      choices: countries.map((c) => ({ id: c.countryCode, name: c.countryName })).sort(byName),
      alwaysOn: true,
    },
  ];
}

export function useDashboardFilters(options: DashboardOptions): FilterSpec[] {
  return useMemo(() => dashboardFilterSpecs(options), [options]);
}
