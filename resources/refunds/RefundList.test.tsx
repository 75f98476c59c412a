import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RaRecord } from 'react-admin';
import { AdminTestContext, everyColumnStore, fakeDataProvider, testI18nProviderFor } from '../../src/framework/testing/adminTestContext';
import { roleWith } from '../../src/framework/testing/testAuth';
import { refundsResource } from './index';
import { RefundList } from './RefundList';
import type { RefundConfig } from '../../contract/refunds/types';

beforeAll(async () => {
  await testI18nProviderFor(refundsResource);
});
afterEach(cleanup);

const CONFIG: RefundConfig = {
  refundStatusTypes: [
    { code: 'Pending', name: 'Pending' },
    { code: 'Approved', name: 'Approved' },
    { code: 'Rejected', name: 'Rejected' },
  ],
  countries: [],
  documentTypes: [],
  documentStatusTypes: [],
  shops: [{ shopId: 7, shopName: 'Lima Store' }],
};

const ROW = {
  id: 5,
  refundRequestId: 5,
  shopId: 7,
  shopName: 'Pampa Store',
  shopLegacyId: 'S1',
  requestDate: '2026-11-20T10:00:00.000Z',
  customerName: 'Ana Díaz',
  customerEmail: 'ana@example.com',
  transactionId: '9d50c23f-1b9d-4adb-b1a5-5600335b46e9',
  transactionDate: '2026-11-01T10:00:00.000Z',
  amountInTransaction: 17.65,
  transactionAmount: 17000,
  amountToBeRefunded: 16763.98,
  transactionCurrencyCode: 'ARS',
  transactionCurrencySymbol: 'AR$',
  refundRequestStatusTypeCode: 'Pending',
  refundRequestStatusTypeName: 'Pending',
  refundMessage: null,
  approvedDate: null,
  passportId: null,
  beneficiaryId: 3,
  isDirectwire: false,
};

function renderList(url: string, patents = ['VIEW', 'ADD', 'EDIT'], rows: RaRecord[] = []) {
  const provider = fakeDataProvider({}, rows);
  provider.config.mockResolvedValue(CONFIG);
  provider.export.mockResolvedValue({ kind: 'file', fileKey: 'k' });
  render(
    <AdminTestContext
      resource={refundsResource}
      dataProvider={provider}
      role={roleWith({ REFUND: patents })}
      authOptions={{ codes: { refunds: 'REFUND' } }}
      url={url}
      store={everyColumnStore('refunds')}
    >
      <RefundList />
    </AdminTestContext>,
  );
  return provider;
}

describe('RefundList (spec 02 §2)', () => {
  it('asks a week of requests by creation date, newest first, refunds apart from direct wires', async () => {
    const provider = renderList('/refunds');
    expect(await screen.findByRole('heading', { name: 'Refunds' })).toBeInTheDocument();
    await waitFor(() => expect(provider.getList).toHaveBeenCalled());
    const [, params] = provider.getList.mock.calls[0] as unknown as [string, { filter: Record<string, unknown>; sort: unknown }];
    expect(params.sort).toEqual({ field: 'requestDate', order: 'DESC' });
    expect(params.filter).toMatchObject({ dateFilter: 'CreatedDate', isDirectwire: false });
    expect(params.filter.requestDateFrom).toMatch(/^\d\d\/\d\d\/\d{4}/);
    expect(await screen.findByRole('link', { name: 'Add' })).toHaveAttribute('href', '/refunds/new');
  });

  it('becomes Direct Wires with isDirectwire=true: title, list, add link and export carry the flag', async () => {
    const provider = renderList('/refunds?isDirectwire=true');
    expect(await screen.findByRole('heading', { name: 'Direct wires' })).toBeInTheDocument();
    await waitFor(() => expect(provider.getList).toHaveBeenCalled());
    const [, params] = provider.getList.mock.calls.at(-1) as unknown as [string, { filter: Record<string, unknown> }];
    expect(params.filter.isDirectwire).toBe(true);
    expect(await screen.findByRole('link', { name: 'Add' })).toHaveAttribute('href', '/refunds/new?isDirectwire=true');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /CSV/ }));
    await waitFor(() => expect(provider.export).toHaveBeenCalled());
    expect((provider.export.mock.calls[0] as unknown as [string, { filter: Record<string, unknown> }])[1].filter.isDirectwire).toBe(true);
  });

  it("says each amount's currency and puts the pay-in's own amount beside the refund's (issue #30)", async () => {
    renderList('/refunds', ['VIEW'], [ROW]);
    expect(await screen.findByRole('columnheader', { name: 'Amount to refund (pay-in currency)' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Transaction amount (pay-in currency, then USD)' })).toBeInTheDocument();
    const row = screen.getAllByRole('row')[1];
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    const refund = cells.findIndex((text) => /16,763\.98/.test(text ?? ''));
    expect(cells[refund]).toMatch(/^AR\$\s?16,763\.98$/);
    expect(cells[refund + 1]).toMatch(/^AR\$\s?17,000\.00US\$\s?17\.65$/);
  });

  it('offers no add to a role without REFUND ADD, and the export with VIEW alone', async () => {
    renderList('/refunds', ['VIEW']);
    expect(await screen.findByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add' })).not.toBeInTheDocument();
  });

  describe('withdrawing a pending request (issue #30 item 30: the grid delete with confirm)', () => {
    const request = (id: number, status: string, customerName: string) => ({
      id,
      refundRequestId: id,
      refundRequestStatusTypeCode: status,
      customerName,
      amountToBeRefunded: 10,
      transactionCurrencyCode: 'PEN',
    });
    const rows = [request(41, 'Pending', 'Ana Pending'), request(42, 'Approved', 'Bruno Approved')];
    const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

    it('offers Delete on a pending request only, asks first, then deletes it', async () => {
      const provider = renderList('/refunds', ['VIEW', 'EDIT', 'DELETE'], rows);
      provider.delete.mockResolvedValue({ data: rows[0] });
      const pending = await rowOf('Ana Pending');
      await userEvent.click(await within(pending).findByRole('button', { name: 'Delete' }));
      expect(within(await rowOf('Bruno Approved')).queryByRole('button', { name: 'Delete' })).toBeNull();
      const dialog = await screen.findByRole('dialog');
      expect(provider.delete).not.toHaveBeenCalled();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(provider.delete).toHaveBeenCalledWith('refunds', expect.objectContaining({ id: 41 })));
      // No row checkboxes: a bulk delete could pick a request the API would refuse.
      expect(screen.queryByRole('checkbox', { name: /Select all/i })).toBeNull();
    });

    it('offers no Delete without REFUND DELETE', async () => {
      renderList('/refunds', ['VIEW', 'EDIT'], rows);
      const pending = await rowOf('Ana Pending');
      expect(await within(pending).findByRole('link', { name: 'Edit' })).toBeInTheDocument();
      expect(within(pending).queryByRole('button', { name: 'Delete' })).toBeNull();
    });
  });
});
