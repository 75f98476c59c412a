import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeFilterCookies } from '../../src/framework/filterCookies';
import { ClaimsDashboardPage } from './ClaimsDashboardPage';
import { dashboardFirstPage, DASHBOARD_SORT } from './firstPage';
import { claimsDashboardResource } from './index';
import { dashboardProvider, row } from './testing';
import { AdminTestContext, noRetryQueryClient } from '../../src/framework/testing/adminTestContext';

// The pies themselves are drawn in the browser tests (recharts needs a layout engine).
vi.mock('./ClaimsPie', () => ({ ClaimsPie: ({ title }: { title: string }) => <div>{`${title} pie`}</div> }));

const ROWS = [
  row({
    paymentMethodId: 1,
    paymentMethodName: 'Pix',
    claimsCount: 3,
    transactionsCount: 1200,
    claimRate: 0.0025,
    winRate: 0.5,
    wonCount: 1,
    decidedCount: 2,
  }),
  row({
    paymentMethodId: 2,
    paymentMethodName: 'Boleto',
    claimsCount: 1,
    transactionsCount: 0,
    claimRate: 0,
    winRate: 0,
    wonCount: 0,
    decidedCount: 0,
  }),
];
const REPORT = { paymentMethodsData: [{ code: '1', name: 'Pix', count: 3 }], claimReasonsData: [], countriesData: [] };

function renderPage(grants: string[]) {
  const provider = dashboardProvider({ rowsFor: () => ROWS, report: REPORT });
  render(
    <AdminTestContext
      resource={claimsDashboardResource}
      dataProvider={provider}
      grants={grants}
      url="/claims-dashboard"
      queryClient={noRetryQueryClient()}
    >
      <ClaimsDashboardPage />
    </AdminTestContext>,
  );
  return provider;
}

const cellsOf = (name: string) =>
  within(screen.getByText(name).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('ClaimsDashboardPage', () => {
  it('lists the payment methods with counts and rates, a dash where a rate has no base', async () => {
    renderPage(['DASHBOARD_CLAIMS:VIEW']);
    await screen.findByText('Boleto');
    expect(cellsOf('Pix')).toEqual(['Pix', '3', '1,200', '0.25%', '50%']);
    expect(cellsOf('Boleto')).toEqual(['Boleto', '1', '0', '—', '—']);
    for (const header of ['Payment method', 'Claims', 'Transactions', 'Claim rate', 'Win rate']) {
      expect(screen.getAllByRole('columnheader', { name: header }).length).toBeGreaterThan(0);
    }
  });

  it('charts the same filters as the grid: one week back to today by default', async () => {
    const provider = renderPage(['DASHBOARD_CLAIMS:VIEW']);
    await screen.findByText('Claims by payment method pie');
    const day = (d: Date) => `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
    const weekAgo = new Date();
    weekAgo.setDate(weekAgo.getDate() - 7);
    const expected = { dateFrom: `${day(weekAgo)} 00:00:00.000`, dateTo: `${day(new Date())} 23:59:59.999` };
    expect(provider.claimsReport).toHaveBeenCalledWith(expected);
    expect(provider.getList.mock.calls.map(([, p]) => p?.filter)).toContainEqual(expected);
    expect(screen.getByRole('region', { name: 'Period comparison' })).toBeInTheDocument();
  });

  it('asks first for exactly what the boot prefetch asks for (firstPage), saved filters included', async () => {
    writeFilterCookies('claimsDashboard_', { country: 'BR' }, ['country']);
    try {
      const provider = renderPage(['DASHBOARD_CLAIMS:VIEW']);
      await screen.findByText('Boleto');
      const gridPages = provider.getList.mock.calls.filter(([, p]) => p?.pagination?.perPage === 10);
      expect(gridPages).toHaveLength(1);
      const first = dashboardFirstPage(claimsDashboardResource.filterCookiePrefix);
      expect(first.filter).toMatchObject({ country: 'BR' });
      expect(gridPages[0][1]).toMatchObject({ filter: first.filter, sort: DASHBOARD_SORT });
    } finally {
      writeFilterCookies('claimsDashboard_', {}, ['country']);
    }
  });

  it('exports the grid as a file with DASHBOARD_CLAIMS EXPORT', async () => {
    const provider = renderPage(['DASHBOARD_CLAIMS:VIEW', 'DASHBOARD_CLAIMS:EXPORT']);
    await screen.findByText('Boleto');
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /CSV/ }));
    await waitFor(() =>
      expect(provider.export).toHaveBeenCalledWith(
        'claims-dashboard',
        expect.objectContaining({ filter: expect.objectContaining({ dateFrom: expect.any(String) }) }),
      ),
    );
  });

  it('offers no export without DASHBOARD_CLAIMS EXPORT', async () => {
    renderPage(['DASHBOARD_CLAIMS:VIEW']);
    await screen.findByText('Boleto');
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });
});
