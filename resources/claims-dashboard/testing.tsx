/**
 * Test helpers of the claims dashboard: a react-admin context with the real English catalogue
 * (tests read what users read) and a data provider that answers like the fake API.
 */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, Notification, type GetListParams } from 'react-admin';
import { TestResource } from '../../src/framework/testing/TestResource';
import { claimsDashboardResource } from './index';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { frameworkMessages } from '../../src/framework/messages';
import { fakeAuthProvider, fakeDataProvider } from '../../src/framework/testing/adminTestContext';
import { specMessages } from '../../src/i18n/messages';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { dashboardMessages } from './messages';
import type { ClaimsReportReply, ClaimsReportRow, ClaimsTotalsReply } from './types';

const catalog = { ...englishMessages, ...specMessages.en, ...frameworkMessages.en, ...dashboardMessages.en };
const i18nProvider = polyglotI18nProvider(() => catalog, 'en', { allowMissing: true });

export const row = (over: Partial<ClaimsReportRow> = {}): ClaimsReportRow => {
  const base = { paymentMethodId: 1, paymentMethodName: 'Pix', claimsCount: 0, transactionsCount: 0, claimRate: 0, winRate: 0, ...over };
  return { id: base.paymentMethodId, ...base };
};

export const EMPTY_REPORT: ClaimsReportReply = { paymentMethodsData: [], claimReasonsData: [], countriesData: [] };

export const NO_TOTALS: ClaimsTotalsReply = {
  claimsCount: 0,
  transactionsCount: 0,
  wonCount: 0,
  decidedCount: 0,
  claimRate: 0,
  winRate: 0,
};

/**
 * getList answers `rowsFor(filter)`, claimsTotals `totalsFor(filter)`; claimsReport answers
 * `report` (or fails with `reportError`); the option lists are small fixed ones.
 */
export function dashboardProvider({
  rowsFor = () => [],
  totalsFor = () => NO_TOTALS,
  report = EMPTY_REPORT,
  reportError,
}: {
  rowsFor?: (filter: Record<string, unknown>) => ClaimsReportRow[];
  totalsFor?: (filter: Record<string, unknown>) => ClaimsTotalsReply;
  report?: ClaimsReportReply;
  reportError?: string;
} = {}) {
  const getList = vi.fn(async (_resource: string, params?: GetListParams) => {
    const data = rowsFor(params?.filter ?? {});
    return { data, total: data.length, meta: { maxCountReached: false } };
  });
  const claimsReport = vi.fn(async (_filter: Record<string, unknown>) => {
    if (reportError) throw new Error(reportError);
    return report;
  });
  const claimsTotals = vi.fn(async (filter: Record<string, unknown>) => totalsFor(filter));
  const provider = { ...fakeDataProvider(), getList, claimsReport, claimsTotals };
  provider.options.mockImplementation(async (name: string) =>
    name === 'shop'
      ? [{ id: 7, name: 'Andes Store' }]
      : [
          { id: 1, name: 'Pix' },
          { id: 2, name: 'Boleto' },
        ],
  );
  provider.config.mockImplementation(async () => [{ countryCode: 'BR', countryName: 'Brazil' }]);
  return provider;
}

export type DashboardProvider = ReturnType<typeof dashboardProvider>;

/** A fresh cache per render, without retries: a failure shows at once. */
const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

export function DashboardTestContext({
  children,
  provider,
  grants = [],
  url = '/claims-dashboard',
}: {
  children: ReactNode;
  provider: DashboardProvider;
  grants?: string[];
  url?: string;
}) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <AdminContext
        dataProvider={provider as unknown as BackOfficeDataProvider}
        authProvider={fakeAuthProvider(grants)}
        i18nProvider={i18nProvider}
        queryClient={testQueryClient()}
      >
        <TestResource definition={claimsDashboardResource}>{children}</TestResource>
        <Notification />
      </AdminContext>
    </MemoryRouter>
  );
}
