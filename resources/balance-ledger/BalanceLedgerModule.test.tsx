import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminTestContext, fakeDataProvider, noRetryQueryClient, testI18nProviderFor } from '../../src/framework/testing/adminTestContext';
import type { LedgerAccountReply } from '../../src/providers/balanceCalls';
import { drillPath } from '../../src/framework';
import { BalanceLedgerModule } from './BalanceLedgerModule';
import type { LedgerModuleConfig } from './contract';
import { balanceLedgerResource } from './index';

beforeAll(async () => {
  await testI18nProviderFor(balanceLedgerResource);
});

const CONFIG: LedgerModuleConfig = {
  merchants: [
    { merchantId: 1, merchantName: 'Andes Holdings' },
    { merchantId: 2, merchantName: 'Andes Retail Colombia' },
  ],
  defaultMerchantId: 1,
  locale: 'en',
  guidePath: '/balance-ledger/guide',
};
const account = (merchantId: number, currencyCode: string, kind: 'MAIN' | 'RESERVE', balance: number): LedgerAccountReply => ({
  accountId: `${merchantId}-${currencyCode}-${kind}`,
  merchantId,
  merchantName: merchantId === 1 ? 'Andes Holdings' : 'Andes Retail Colombia',
  currencyCode,
  account: kind,
  balance,
  movementCount: 3,
  lastMovementDate: '2026-11-20T10:00:00.000Z',
});

function renderModule(props: { token?: string | null; exportAllowed?: boolean; url?: string; totals?: object } = {}) {
  const provider = fakeDataProvider(
    props.totals ? { meta: { totals: props.totals } } : {},
    props.totals
      ? [
          {
            id: 7,
            movementId: 7,
            date: '2026-11-20T10:00:00.000Z',
            accountId: '2-COP-MAIN',
            account: 'MAIN',
            type: 'PAY_IN',
            description: 'Order 7',
            reference: 'tx-7',
            shopName: 'Medellín',
            currencyCode: 'COP',
            amount: 1000,
            fee: -35,
            netAmount: 965,
            balanceAfter: 5000,
          },
        ]
      : [],
  );
  provider.ledgerAccounts.mockImplementation(async (merchantId: number) =>
    merchantId === 1
      ? [account(1, 'USD', 'MAIN', 900), account(1, 'USD', 'RESERVE', 100), account(2, 'COP', 'MAIN', 5000)]
      : [account(2, 'COP', 'MAIN', 5000)],
  );
  render(
    <AdminTestContext
      resource={balanceLedgerResource}
      dataProvider={provider}
      grants={['BALANCE_LEDGER:VIEW', 'BALANCE_LEDGER:EXPORT']}
      url={props.url ?? '/balance-ledger'}
      queryClient={noRetryQueryClient()}
    >
      <BalanceLedgerModule
        config={CONFIG}
        token={props.token === undefined ? 'token' : props.token}
        exportAllowed={props.exportAllowed ?? true}
      />
    </AdminTestContext>,
  );
  return provider;
}

describe('BalanceLedgerModule', () => {
  it('shows each merchant and currency with its available and reserve accounts and their sum', async () => {
    const provider = renderModule();
    const accounts = await screen.findByRole('list', { name: 'Accounts' });
    const usd = within(accounts).getByRole('heading', { name: 'Andes Holdings · USD' }).parentElement as HTMLElement;
    expect(usd).toHaveTextContent('US$1,000.00');
    expect(usd).toHaveTextContent('AvailableUS$900.00');
    expect(usd).toHaveTextContent('Rolling reserveUS$100.00');
    expect(within(accounts).getByRole('heading', { name: 'Andes Retail Colombia · COP' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Merchant' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Andes Retail Colombia' }));
    await waitFor(() => expect(provider.ledgerAccounts).toHaveBeenLastCalledWith(2));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Accounts' })).queryByText(/Andes Holdings/)).toBeNull());
    expect(provider.getList).toHaveBeenLastCalledWith(
      'balance-ledger',
      expect.objectContaining({ filter: expect.objectContaining({ merchantId: 2 }) }),
    );
  });

  it('offers the export only when the host allows it', async () => {
    renderModule({ exportAllowed: false });
    await screen.findByRole('list', { name: 'Accounts' });
    expect(screen.queryByRole('button', { name: /export/i })).toBeNull();
  });

  it('has nothing to show without a token', () => {
    renderModule({ token: null });
    expect(screen.getByText('Your session has ended: log in again to see the ledger.')).toBeInTheDocument();
  });

  it('opens on the merchant and filters a drilled figure names, and totals the movements in their one currency (issue #33)', async () => {
    const filter = { merchantId: 2, accountId: '2-COP-MAIN', movementType: 'PAY_IN', settlementId: 12 };
    const provider = renderModule({
      url: drillPath('balance-ledger', filter),
      totals: { amount: 123_456.78, fee: -4_320.99, netAmount: 119_135.79 },
    });
    await waitFor(() =>
      expect(provider.getList).toHaveBeenCalledWith('balance-ledger', expect.objectContaining({ filter: { ...filter, merchantId: 2 } })),
    );
    expect(screen.getByRole('combobox', { name: 'Merchant' })).toHaveTextContent('Andes Retail Colombia');
    const totals = await screen.findByRole('status', { name: 'Totals of the filtered movements' });
    expect(totals).toHaveTextContent('1 movements');
    expect(totals).toHaveTextContent('Amount: COL$123,456.78');
    expect(totals).toHaveTextContent('Net amount: COL$119,135.79');
  });

  it('shows no totals over movements of several currencies', async () => {
    renderModule({ totals: { amount: 1, fee: 0, netAmount: 1 } });
    await screen.findByText('Order 7');
    expect(screen.queryByRole('status', { name: 'Totals of the filtered movements' })).toBeNull();
  });
});
