/**
 * Test data of the claims dashboard: report rows and a data provider that answers like the fake
 * API. Tests render under the framework's AdminTestContext with `claimsDashboardResource`.
 */
import { vi } from 'vitest';
import type { GetListParams } from 'react-admin';
import { fakeDataProvider } from '../../src/framework/testing/adminTestContext';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import type { ClaimsReportReply, ClaimsReportRow, ClaimsTotalsReply } from './types';

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
  return provider as typeof provider & BackOfficeDataProvider;
}

export type DashboardProvider = ReturnType<typeof dashboardProvider>;
