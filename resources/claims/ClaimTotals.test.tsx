import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { writeFilterCookies } from '../../src/framework';
import { AdminTestContext, fakeDataProvider } from '../../src/framework/testing/adminTestContext';
import type { TotalsByCurrency } from '../../contract/gridTotals';
import { ClaimList } from './ClaimList';
import { claimsResource } from './index';
import { claimRow } from './testing';

const CONFIG = { claimReasonTypes: [], claimStatusTypes: [], merchants: [], paymentChannelTypes: [] };

function renderList(totalsByCurrency?: TotalsByCurrency) {
  // One row on the page; the totals are the server's, over every page the filters match.
  const provider = fakeDataProvider({ total: 40, meta: totalsByCurrency ? { totalsByCurrency } : {} }, [
    claimRow({ id: 1, claimId: 1, customerName: 'Paged Customer' }),
  ]);
  provider.config.mockResolvedValue(CONFIG);
  provider.options.mockResolvedValue([]);
  render(
    <AdminTestContext resource={claimsResource} dataProvider={provider} grants={['CLAIM:VIEW']} url="/claims">
      <ClaimList />
    </AdminTestContext>,
  );
}

afterEach(() => writeFilterCookies('claims_', {}, ['dateFrom', 'dateTo', 'dateType', 'status', 'transactionId']));

describe('a money list’s totals per currency (issue #33)', () => {
  it('shows the server’s sums per currency of every page under the rows, and what they leave out', async () => {
    renderList({
      lines: [
        { currencyCode: 'PEN', amount: 1234.5, count: 31 },
        { currencyCode: 'USD', amount: 99.99, count: 7 },
      ],
      leftOut: 2,
    });
    const totals = await screen.findByRole('status', { name: 'Totals of the filter' });
    expect(totals).toHaveTextContent('Amount · Totals of 38 items, every page');
    expect(within(totals).getByText('S/1,234.50')).toBeInTheDocument();
    expect(within(totals).getByText('31 items')).toBeInTheDocument();
    expect(within(totals).getByText('US$99.99')).toBeInTheDocument();
    expect(totals).toHaveTextContent('2 rejected or deleted items left out: filter by their status to add them up');
  });

  it('shows nothing when the reply carries no totals', async () => {
    renderList();
    await screen.findByText('Paged Customer');
    expect(screen.queryByRole('status', { name: 'Totals of the filter' })).not.toBeInTheDocument();
  });
});
