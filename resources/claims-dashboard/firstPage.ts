import type { SortPayload } from 'react-admin';
import { initialFilters } from '../../src/framework/filters/filterState';
import type { FirstPage } from '../../src/perf/firstPage';
import { dashboardFilterSpecs, defaultDashboardFilter } from './filters';

export const DASHBOARD_SORT: SortPayload = { field: 'claimsCount', order: 'DESC' };

const NO_OPTIONS = { shops: [], paymentMethods: [], countries: [] };

/**
 * What the dashboard's grid asks for first (ClaimsDashboardPage + ResourceList): the saved
 * cookies over last week. The filter keys do not depend on the option lists, so the specs are
 * built without them. Fetched at boot, the rows come with the first frame, and the charts under
 * the grid are not pushed down when they arrive.
 */
export function dashboardFirstPage(cookiePrefix?: string, now: Date = new Date()): Omit<FirstPage, 'perPage'> {
  return { filter: initialFilters(dashboardFilterSpecs(NO_OPTIONS), defaultDashboardFilter(now), cookiePrefix), sort: DASHBOARD_SORT };
}
