import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComparisonPanel } from './ComparisonPanel';
import { dashboardProvider } from './testing';
import { AdminTestContext, noRetryQueryClient } from '../../src/framework/testing/adminTestContext';
import { claimsDashboardResource } from './index';

// 15 January 2027: the previous month is December 2026, the quarter Q1 2027 so far.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2027, 0, 15, 10, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

// GET /dashboard's totals: December 3 won of 4 decided; the quarter has nothing to divide yet.
const DECEMBER = { claimsCount: 8, transactionsCount: 200, wonCount: 3, decidedCount: 4, claimRate: 0.04, winRate: 0.75 };
const QUARTER = { claimsCount: 3, transactionsCount: 0, wonCount: 0, decidedCount: 0, claimRate: 0, winRate: 0 };

const applied = { dateFrom: '08/01/2027 00:00:00.000', dateTo: '15/01/2027 23:59:59.999', shopId: '7' };

function renderPanel(
  provider = dashboardProvider({ totalsFor: (f) => (String(f.dateFrom).startsWith('01/12/2026') ? DECEMBER : QUARTER) }),
) {
  render(
    <AdminTestContext resource={claimsDashboardResource} dataProvider={provider} url="/claims-dashboard" queryClient={noRetryQueryClient()}>
      <ComparisonPanel filter={applied} />
    </AdminTestContext>,
  );
  return provider;
}

const cellsOf = (metric: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${metric}`) }))
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('ComparisonPanel', () => {
  it("asks each period's totals with its own dates and the other applied filters, never a whole list", async () => {
    const provider = renderPanel();
    await waitFor(() => expect(provider.claimsTotals).toHaveBeenCalledTimes(2));
    const filters = provider.claimsTotals.mock.calls.map(([filter]) => filter);
    expect(filters).toContainEqual({ shopId: '7', dateFrom: '01/12/2026 00:00:00.000', dateTo: '31/12/2026 23:59:59.999' });
    expect(filters).toContainEqual({ shopId: '7', dateFrom: '01/01/2027 00:00:00.000', dateTo: '15/01/2027 23:59:59.999' });
    expect(provider.getList).not.toHaveBeenCalled();
  });

  it('shows both periods with their date ranges', async () => {
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Period comparison' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers[1]).toBe('Previous month (December 2026)01/12/2026 to 31/12/2026');
    expect(headers[2]).toBe('Current quarter (Q1 2027)01/01/2027 to 15/01/2027');
  });

  it('shows the counts, the claim rate and the exact win rate, and no rate with nothing to divide', async () => {
    renderPanel();
    await waitFor(() => expect(cellsOf('Claims')).toEqual(['8', '3']));
    expect(cellsOf('Transactions')).toEqual(['200', '0']);
    expect(cellsOf('Claim rate')).toEqual(['4%', '—']);
    // December: 3 won of 4 decided. The quarter: nothing decided yet.
    expect(cellsOf('Win rate')).toEqual(['75%', '—']);
  });

  it('says so when a period cannot be loaded, and Retry asks again (issue #31 item 8)', async () => {
    const provider = dashboardProvider();
    const answer = provider.claimsTotals.getMockImplementation()!;
    provider.claimsTotals.mockRejectedValue(new Error('Server down'));
    renderPanel(provider);
    expect(await screen.findByText('The comparison could not be loaded: Server down')).toBeInTheDocument();
    provider.claimsTotals.mockImplementation(answer);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cellsOf('Claims')).toEqual(['0', '0']));
  });
});
