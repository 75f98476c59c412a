import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ClaimsBreakdown } from './ClaimsBreakdown';
import type { ClaimsPieProps } from './ClaimsPie';
import { dashboardProvider, EMPTY_REPORT } from './testing';
import type { ClaimsReportReply } from './types';
import { AdminTestContext, noRetryQueryClient } from '../../src/framework/testing/adminTestContext';
import { claimsDashboardResource } from './index';

// recharts needs a real layout engine; the browser tests draw the pies. Here the stub shows
// what the pie is given: the slices and the legend text of each.
vi.mock('./ClaimsPie', () => ({
  ClaimsPie: ({ data, describe, valueText, title }: ClaimsPieProps) => (
    <ul aria-label={`${title} legend`}>
      {data.map((d) => (
        <li key={d.code} title={valueText(d)}>
          {describe(d)}
        </li>
      ))}
    </ul>
  ),
}));

const slice = (code: string, name: string, count: number) => ({ code, name, count });
const REPORT: ClaimsReportReply = {
  paymentMethodsData: [
    slice('1', 'Pix', 3),
    slice('2', 'Boleto', 2),
    slice('3', 'SPEI', 1),
    slice('4', 'OXXO', 1),
    slice('5', 'Nequi', 1),
    slice('6', 'Khipu', 1),
    slice('7', 'Yape', 1),
    slice('8', 'Webpay', 0),
  ],
  claimReasonsData: [slice('FRAUD', 'Fraudulent transaction', 6), slice('DUPLICATE_PAYMENT', 'Duplicate payment', 4)],
  countriesData: [slice('BR', 'Brazil', 10)],
};
const FILTER = { dateFrom: '14/11/2026 00:00:00.000', dateTo: '21/11/2026 23:59:59.999', country: 'BR' };

function renderBreakdown(provider = dashboardProvider({ report: REPORT })) {
  render(
    <AdminTestContext resource={claimsDashboardResource} dataProvider={provider} url="/claims-dashboard" queryClient={noRetryQueryClient()}>
      <ClaimsBreakdown filter={FILTER} />
    </AdminTestContext>,
  );
  return provider;
}

describe('ClaimsBreakdown', () => {
  it('asks the report for the applied filters and draws three named figures with a text summary', async () => {
    const provider = renderBreakdown();
    const byMethod = await screen.findByRole('figure', { name: 'Claims by payment method' });
    expect(provider.claimsReport).toHaveBeenCalledWith(FILTER);
    expect(screen.getAllByRole('figure').map((f) => f.getAttribute('data-chart'))).toEqual(['paymentMethods', 'claimReasons', 'countries']);
    expect(byMethod).toHaveAccessibleDescription('10 claims in total. Largest share: Pix, 3 (30%).');
    expect(screen.getByRole('figure', { name: 'Claims by country' })).toHaveAccessibleDescription(
      '10 claims in total. Largest share: Brazil, 10 (100%).',
    );
  });

  it('gives each slice its count and share, and gathers the smallest into "Other"', async () => {
    renderBreakdown();
    const legend = await screen.findByRole('list', { name: 'Claims by payment method legend' });
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Pix: 3 claims (30%)',
      'Boleto: 2 claims (20%)',
      'Khipu: 1 claim (10%)',
      'Nequi: 1 claim (10%)',
      'OXXO: 1 claim (10%)',
      'Other: 2 claims (20%)',
    ]);
    expect(items[0]).toHaveAttribute('title', '3 claims (30%)');
  });

  it('says there is nothing to chart when there are no claims', async () => {
    renderBreakdown(dashboardProvider({ report: EMPTY_REPORT }));
    expect(await screen.findByText('No claims in the selected period and filters, so there is nothing to chart.')).toBeInTheDocument();
    expect(screen.queryAllByRole('figure')).toHaveLength(0);
  });

  it('shows a loading state, then the error of a failed report', async () => {
    renderBreakdown(dashboardProvider({ reportError: 'Server down' }));
    expect(screen.getByRole('status', { name: 'Loading the charts…' })).toBeInTheDocument();
    expect(await screen.findByText('The charts could not be loaded: Server down')).toBeInTheDocument();
  });
});
