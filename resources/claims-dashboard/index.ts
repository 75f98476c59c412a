import PieChartIcon from '@mui/icons-material/PieChart';
import { defineResource } from '../../src/framework/defineResource';
import { dashboardFirstPage } from './firstPage';
import { dashboardMessages } from './messages';

/**
 * /claims-dashboard (spec 02 §2 "Claims dashboard"): claim and win rates by payment method, three
 * pie charts and a period comparison. Declared as a resource, so the route is guarded by
 * DASHBOARD_CLAIMS VIEW, the menu item needs its MENU and the grid is the shared one. The page
 * (and recharts with it) loads on first visit only.
 */
export const claimsDashboardResource = defineResource({
  name: 'claims-dashboard',
  apiPath: '/claims/report-grid',
  idField: 'paymentMethodId',
  exportPath: '/claims/dashboard-export',
  access: 'DASHBOARD_CLAIMS',
  // Spec 01 §2.5: the Claims group lists the dashboard first (claims are at 81).
  menu: { group: 'claims', icon: PieChartIcon, order: 80 },
  filterCookiePrefix: 'claimsDashboard_',
  firstPage: (definition) => dashboardFirstPage(definition.filterCookiePrefix),
  list: () => import('./ClaimsDashboardPage').then((m) => m.ClaimsDashboardPage),
  messages: dashboardMessages,
});
