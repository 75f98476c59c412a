import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminTestContext, fakeDataProvider, testI18nProviderFor } from '../../src/framework/testing/adminTestContext';
import { HttpError } from '../../src/providers/httpError';
import { payoutsResource } from './index';
import { PayoutItemList } from './PayoutItemList';
import type { PayoutConfig, PayoutRow } from './types';

// The screen's messages load with its views: in before the first render, as the app's route waits for them.
beforeAll(async () => {
  await testI18nProviderFor(payoutsResource);
});

const payout = (payoutId: number, statusTypeCode: string, extra: Partial<PayoutRow> = {}): PayoutRow => ({
  id: payoutId,
  payoutId,
  date: '2026-11-20T10:00:00.000Z',
  paidDate: null,
  payoutBatchId: 9,
  payoutBatchDescription: 'Payouts 2026-11-20 #9',
  shopId: 41,
  shopName: 'Pampa Travel Brasil',
  country: 'BR',
  accountNumber: '123456789012',
  beneficiaryFirstName: 'Ana',
  beneficiaryLastName: `Souza ${payoutId}`,
  documentType: 'CPF',
  documentNumber: '12345678901',
  email: 'ana@example.com',
  bankName: 'Nubank',
  externalReference: `PO-${payoutId}`,
  amount: 150.5,
  currencyCode: 'BRL',
  currencySymbol: 'R$',
  settlementAmount: 27.9,
  shopCurrencyCode: 'USD',
  inSettlement: false,
  isTestMode: false,
  statusTypeCode,
  errorReason: statusTypeCode === 'ERROR' ? 'Beneficiary bank rejected the transfer' : null,
  retryCount: 0,
  notificationUrl: 'https://shop.example/notify',
  pendingStatusUpdate: null,
  ...extra,
});

const config: PayoutConfig = {
  payoutStatus: [
    { payoutStatusTypeCode: 'PENDING', description: 'Pending', entityType: 'PAYOUT' },
    { payoutStatusTypeCode: 'ACCEPTED', description: 'Accepted', entityType: 'PAYOUTBATCH' },
  ],
  shops: [{ shopId: 41, shopName: 'Pampa Travel Brasil', currencyCode: 'USD' }],
  countries: [],
  payoutChannels: [],
  beneficiaryTypes: [],
};

const ROWS = [
  payout(1, 'PENDING'),
  payout(2, 'PROCESSED'),
  payout(3, 'FINISHED'),
  payout(4, 'ERROR'),
  payout(5, 'PENDING', { pendingStatusUpdate: { statusTypeCode: 'ERROR', errorReason: null, requestedDate: '2026-11-20T10:00:00.000Z' } }),
];

function renderItems(grants: string[]) {
  const provider = fakeDataProvider({}, ROWS);
  provider.config.mockResolvedValue(config);
  render(
    <AdminTestContext resource={payoutsResource} dataProvider={provider} grants={grants} url="/payouts">
      <PayoutItemList />
    </AdminTestContext>,
  );
  return provider;
}

const rowOf = async (payoutId: number) => (await screen.findByText(`Ana Souza ${payoutId}`)).closest('tr') as HTMLElement;

afterEach(cleanup);

const EVERYTHING = [
  'PAYOUT:VIEW',
  'PAYOUT:ADD',
  'PAYOUT:EXPORT',
  'PAYOUT:DOWNLOAD_FILE',
  'PAYOUT:CONVERSION_REPORT',
  'PAYOUT:CHANGE_STATUS',
  'PAYOUT_STATUS_CHANGE:*',
];

describe('PayoutItemList (spec 02 §2 Payout items)', () => {
  it('downloads the receipts of the checked payouts in one go, the unfinished ones left out and said (issue #30)', async () => {
    const provider = renderItems(['PAYOUT:VIEW', 'PAYOUT:DOWNLOAD_FILE']);
    provider.downloadPayoutReceipt.mockResolvedValue(undefined);
    await userEvent.click(within(await rowOf(3)).getByRole('checkbox'));
    await userEvent.click(within(await rowOf(1)).getByRole('checkbox'));
    await userEvent.click(await screen.findByRole('button', { name: 'Download receipts' }));
    expect(await screen.findByText('1 receipt downloaded; 1 of the chosen payouts are not finished and have none yet')).toBeInTheDocument();
    expect(provider.downloadPayoutReceipt.mock.calls).toEqual([[3]]);
  });

  it('offers no row selection without DOWNLOAD_FILE', async () => {
    renderItems(['PAYOUT:VIEW']);
    await rowOf(1);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it("says the spec's 'transaction does not exist' when the sandbox answers ENTITY_NOT_FOUND (spec 02 §8)", async () => {
    const provider = renderItems(EVERYTHING);
    provider.pushPayoutStatus.mockRejectedValue(new HttpError('ENTITY_NOT_FOUND', 400));
    await userEvent.click(await within(await rowOf(1)).findByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change payout status' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /New status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Error' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send status' }));
    expect(await screen.findByText('transaction does not exist')).toBeInTheDocument();
    expect(screen.queryByText('payout does not exist')).not.toBeInTheDocument();
  });

  it('says the contract’s rule under the error reason and sends nothing while it is broken (issue #32)', async () => {
    const provider = renderItems(EVERYTHING);
    await userEvent.click(await within(await rowOf(1)).findByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change payout status' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /New status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Error' }));
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Error reason' }));
    await userEvent.paste('r'.repeat(256));
    expect(await within(dialog).findByText('Must be at most 255 characters')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send status' })).toBeDisabled();
    expect(provider.pushPayoutStatus).not.toHaveBeenCalled();
  });

  it('shows the settlement amount, exports, add and the row actions to a role with every right', async () => {
    renderItems(EVERYTHING);
    await rowOf(1);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Settlement amount', 'Actions']));
    // By text, not by role: a role query walks the whole grid's accessibility tree on each try, and
    // on a busy machine a try then outlasts the wait.
    expect(await screen.findByText('Export', { selector: 'button' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add' })).toBeInTheDocument();
    // A receipt exists for a finished payout only.
    expect(await within(await rowOf(3)).findByRole('button', { name: 'Download receipt' })).toBeEnabled();
    expect(within(await rowOf(1)).getByRole('button', { name: 'Download receipt' })).toBeDisabled();
    // With CHANGE_STATUS a processed payout may change; an errored or finished one never.
    expect(within(await rowOf(2)).getByRole('button', { name: 'Change status' })).toBeEnabled();
    expect(within(await rowOf(3)).getByRole('button', { name: 'Change status' })).toBeDisabled();
    expect(within(await rowOf(4)).getByRole('button', { name: 'Change status' })).toBeDisabled();
  });

  it('without CHANGE_STATUS only a pending payout opens the change, and a waiting change is written under its status', async () => {
    renderItems(['PAYOUT:VIEW', 'PAYOUT_STATUS_CHANGE:*']);
    expect(await within(await rowOf(1)).findByRole('button', { name: 'Change status' })).toBeEnabled();
    expect(within(await rowOf(2)).getByRole('button', { name: 'Change status' })).toBeDisabled();
    const waiting = await rowOf(5);
    expect(within(waiting).getByText('Changing to Error…')).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'Change status' })).toBeDisabled();
  });

  it('the viewer has no actions column, settlement amount, export or add', async () => {
    renderItems(['PAYOUT:VIEW']);
    await rowOf(1);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).not.toContain('Settlement amount');
    expect(headers).not.toContain('Actions');
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add' })).toBeNull();
  });

  it('HIDE_EXPORT hides the export that EXPORT would show', async () => {
    renderItems(['PAYOUT:VIEW', 'PAYOUT:EXPORT', 'PAYOUT:HIDE_EXPORT']);
    await rowOf(1);
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });

  it("an ERROR tag opens the read-only 'Status details' with the reason", async () => {
    renderItems(['PAYOUT:VIEW']);
    await userEvent.click(within(await rowOf(4)).getByRole('button', { name: /^Error: Why it failed/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Status details' });
    const reason = within(dialog).getByRole('textbox', { name: 'Error reason' });
    expect(reason).toHaveValue('Beneficiary bank rejected the transfer');
    expect(reason).toHaveAttribute('readonly');
  });
});

describe('PayoutItemDetails (the row drawer)', () => {
  it('masks the account number in the drawer as in the grid; DOWNLOAD_FILE reveals it on Show (issue #30)', async () => {
    renderItems(['PAYOUT:VIEW', 'PAYOUT:DOWNLOAD_FILE']);
    expect(within(await rowOf(3)).getByText('•••• 9012')).toBeInTheDocument();
    await userEvent.click(within(await rowOf(3)).getByText('PO-3'));
    const drawer = await screen.findByRole('dialog', { name: 'Payout' });
    expect(await within(drawer).findByText('•••• 9012')).toBeInTheDocument();
    expect(within(drawer).queryByText('123456789012')).not.toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Show the whole account number' }));
    expect(within(drawer).getByText('123456789012')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Hide the account number' }));
    expect(within(drawer).getByText('•••• 9012')).toBeInTheDocument();
  });

  it('offers no Show of the account number without DOWNLOAD_FILE', async () => {
    renderItems(['PAYOUT:VIEW']);
    await userEvent.click(within(await rowOf(3)).getByText('PO-3'));
    const drawer = await screen.findByRole('dialog', { name: 'Payout' });
    expect(await within(drawer).findByText('•••• 9012')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Show the whole account number' })).not.toBeInTheDocument();
    expect(within(drawer).queryByText('123456789012')).not.toBeInTheDocument();
  });

  it("e-mails the payout's notice to its beneficiary and says where it went", async () => {
    const provider = renderItems(['PAYOUT:VIEW']);
    provider.sendPayoutEmail.mockResolvedValue({ email: 'ana@example.com' });
    await userEvent.click(within(await rowOf(3)).getByText('PO-3'));
    const drawer = await screen.findByRole('dialog', { name: 'Payout' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'E-mail the beneficiary' }));
    expect(provider.sendPayoutEmail).toHaveBeenCalledWith(3);
    expect(await screen.findByText('The payout notice was sent to ana@example.com.')).toBeInTheDocument();
  });
});
