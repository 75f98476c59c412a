import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminTestContext, fakeDataProvider, testI18nProviderFor } from '../../src/framework/testing/adminTestContext';
import type { PayoutConfig, PayoutRow } from '../payouts/types';
import { payoutBatchesResource } from './index';
import { PayoutBatchList } from './PayoutBatchList';
import { PayoutBatchShow } from './PayoutBatchShow';
import type { PayoutBatchError, PayoutBatchRow } from './types';

beforeAll(async () => {
  await testI18nProviderFor(payoutBatchesResource);
});
afterEach(cleanup);

const config: PayoutConfig = { payoutStatus: [], shops: [], countries: [], payoutChannels: [], beneficiaryTypes: [] };

const item = (payoutId: number, statusTypeCode: string, errorReason: string | null) =>
  ({
    id: payoutId,
    payoutId,
    date: '2026-11-20T10:00:00.000Z',
    beneficiaryFirstName: 'Ana',
    beneficiaryLastName: `Souza ${payoutId}`,
    accountNumber: '123456789012',
    externalReference: `EX-${payoutId}`,
    amount: 150.5,
    currencyCode: 'BRL',
    settlementAmount: 27.9,
    shopCurrencyCode: 'USD',
    statusTypeCode,
    errorReason,
    pendingStatusUpdate: null,
  }) as unknown as PayoutRow;

const batch = (payoutBatchId: number, rowCount: number, refusedRowCount: number): PayoutBatchRow => ({
  id: payoutBatchId,
  payoutBatchId,
  date: '2026-11-20T10:00:00.000Z',
  merchantId: 1,
  merchantName: 'Pampa Travel',
  shopName: 'Pampa Travel Brasil',
  fileId: 3,
  fileKey: '',
  originalFilename: `march-${payoutBatchId}.csv`,
  statusTypeCode: 'PENDING',
  statusTypeName: 'Pending',
  description: `Import march-${payoutBatchId}.csv`,
  rowCount,
  refusedRowCount,
  payouts: [item(70, 'FINISHED', null), item(71, 'ERROR', 'Account closed by the bank')],
});

describe('PayoutBatchList (spec 02 §2 Batches)', () => {
  it('says how many rows of a batch its import refused, and says nothing for a whole one (issue #30)', async () => {
    const provider = fakeDataProvider({}, [batch(12, 8, 3), batch(13, 4, 0)]);
    provider.config.mockResolvedValue(config);
    render(
      <AdminTestContext resource={payoutBatchesResource} dataProvider={provider} grants={['PAYOUT_BATCH:VIEW']} url="/payouts?tab=batches">
        <PayoutBatchList />
      </AdminTestContext>,
    );
    const refused = (await screen.findByText('march-12.csv')).closest('tr') as HTMLElement;
    expect(within(refused).getByText('3 of 8 rows refused')).toBeInTheDocument();
    const whole = screen.getByText('march-13.csv').closest('tr') as HTMLElement;
    expect(within(whole).queryByText(/rows refused/)).not.toBeInTheDocument();
  });

  it("opens 'Payout Details' whose Items tab holds the settlement amount (CONVERSION_REPORT) and the error reason (spec 02 §2)", async () => {
    const provider = fakeDataProvider({}, [batch(12, 8, 3)]);
    provider.config.mockResolvedValue(config);
    render(
      <AdminTestContext
        resource={payoutBatchesResource}
        dataProvider={provider}
        grants={['PAYOUT_BATCH:VIEW', 'PAYOUT:CONVERSION_REPORT']}
        url="/payouts?tab=batches"
      >
        <PayoutBatchList />
      </AdminTestContext>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'View details' }));
    const drawer = await screen.findByRole('dialog', { name: 'Payout Details' });
    await userEvent.click(within(drawer).getByRole('tab', { name: 'Items' }));
    expect(await within(drawer).findByRole('columnheader', { name: 'Settlement amount' })).toBeInTheDocument();
    expect(within(drawer).getByRole('columnheader', { name: 'Error reason' })).toBeInTheDocument();
    const failed = within(drawer).getByText('Account closed by the bank').closest('tr') as HTMLElement;
    expect(within(failed).getByText('US$27.90')).toBeInTheDocument();
  });
});

describe('PayoutBatchShow', () => {
  it("words the refused rows from their rule as the import dialog does (never the server's English), and keeps a reason without a rule as sent", async () => {
    const errors: PayoutBatchError[] = [
      {
        row: 2,
        payoutId: null,
        externalReference: 'EX-1',
        reason: 'externalReference already exists for this shop (payout 7): it would be paid twice',
        field: 'externalReference',
        problem: { code: 'reference_exists', payoutId: 7 },
      },
      { row: null, payoutId: 71, externalReference: 'EX-71', reason: 'Account closed by the bank' },
    ];
    const provider = fakeDataProvider({}, [batch(12, 8, 1)]);
    provider.lookup.mockResolvedValue({ data: errors });
    render(
      <AdminTestContext
        resource={payoutBatchesResource}
        dataProvider={provider}
        grants={['PAYOUT_BATCH:VIEW']}
        url="/payout-batches/12/detail"
        path="/payout-batches/:id/detail"
      >
        <PayoutBatchShow />
      </AdminTestContext>,
    );
    const table = await screen.findByRole('table', { name: 'Refused rows and payouts in error' });
    expect(
      await within(table).findByText('External reference: Already used by payout 7 of this shop: it would be paid twice'),
    ).toBeInTheDocument();
    expect(within(table).getByText('Account closed by the bank')).toBeInTheDocument();
    expect(within(table).queryByText(/already exists for this shop/)).not.toBeInTheDocument();
  });
});
