import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AdminTestContext, fakeDataProvider, noRetryQueryClient, testI18nProviderFor } from '../../src/framework/testing/adminTestContext';
import type { MoneyTimingReply } from '../../contract/balance/moneyTiming';
import { balanceResource } from './index';
import { MoneyTimingPanel } from './MoneyTimingPanel';

// The screen's catalog is loaded before the first render, as the app's boot does.
beforeAll(async () => {
  await testI18nProviderFor(balanceResource);
});

const releases = Array.from({ length: 8 }, (_, i) => ({ releaseDate: `2026-12-0${i + 1}T00:00:00.000Z`, amount: 10 + i }));
const TIMING: MoneyTimingReply = {
  currencyCode: 'USD',
  nextSettlements: [
    {
      shopId: 2,
      shopName: 'Andes Marketplace',
      fromDate: '2026-11-16T00:00:00.000Z',
      toDate: '2026-11-22T23:59:59.999Z',
      expectedDate: '2026-11-23T08:00:00.000Z',
      expectedAmount: 1234.56,
      payInCount: 12,
    },
  ],
  inTransit: [{ withdrawalId: 44, status: 'APPROVED', netAmount: 2194.85, availableOn: '2026-11-24T00:00:00.000Z' }],
  reserveReleases: releases,
  reserveBalance: releases.reduce((s, r) => s + r.amount, 0),
};

function renderPanel(reply: MoneyTimingReply | Error) {
  const provider = fakeDataProvider();
  if (reply instanceof Error) provider.moneyTiming.mockRejectedValue(reply);
  else provider.moneyTiming.mockResolvedValue(reply);
  render(
    <AdminTestContext
      resource={balanceResource}
      dataProvider={provider}
      grants={['NEW_DASHBOARD:VIEW']}
      url="/balance"
      queryClient={noRetryQueryClient()}
    >
      <MoneyTimingPanel query={{ merchantId: 1, currencyCode: 'USD', shopId: 0 }} />
    </AdminTestContext>,
  );
  return provider;
}

describe('MoneyTimingPanel (issue #33: when money moves)', () => {
  it('says when each shop settles and what it expects, when a withdrawal reaches the bank, and when the reserve comes back', async () => {
    const provider = renderPanel(TIMING);
    await screen.findByText('Andes Marketplace');
    const panel = screen.getByRole('region', { name: 'When money moves' });
    expect(provider.moneyTiming).toHaveBeenCalledWith({ merchantId: 1, currencyCode: 'USD', shopId: 0 });
    const settlements = within(panel).getByRole('region', { name: 'Next settlements' });
    const row = within(settlements).getByText('Andes Marketplace').closest('tr')!;
    expect(row).toHaveTextContent('23/11/2026');
    expect(row).toHaveTextContent('16/11/2026 to 22/11/2026');
    expect(row).toHaveTextContent('US$1,234.56');
    const transit = within(panel).getByRole('region', { name: 'Funds in transit' });
    const withdrawal = within(transit).getByText('Withdrawal 44').closest('tr')!;
    expect(withdrawal).toHaveTextContent('Approved');
    expect(withdrawal).toHaveTextContent('US$2,194.85');
    expect(withdrawal).toHaveTextContent('24/11/2026');
    const reserve = within(panel).getByRole('region', { name: 'Rolling reserve releases' });
    // Six dates one a line, the two later ones summed, then the whole reserve.
    expect(within(reserve).getAllByRole('row')).toHaveLength(1 + 6 + 2);
    expect(reserve).toHaveTextContent('2 later releases: US$33.00');
    expect(reserve).toHaveTextContent('Held in reserve: US$108.00');
  });

  it('says in words when nothing waits, is in transit or is held', async () => {
    renderPanel({ currencyCode: 'USD', nextSettlements: [], inTransit: [], reserveReleases: [], reserveBalance: 0 });
    expect(await screen.findByText('No pay-in is waiting for a settlement.')).toBeInTheDocument();
    expect(screen.getByText('No withdrawal is on its way to the bank.')).toBeInTheDocument();
    expect(screen.getByText('Nothing is held in the rolling reserve.')).toBeInTheDocument();
  });

  it('says a failed load where the figures would be, with a retry', async () => {
    renderPanel(new Error('Gateway down'));
    expect(await screen.findByText(/When money moves could not be loaded: Gateway down/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
