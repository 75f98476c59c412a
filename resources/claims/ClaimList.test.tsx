import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeFilterCookies } from '../../src/framework';
import { AdminTestContext, fakeDataProvider } from '../../src/framework/testing/adminTestContext';
import { ClaimList } from './ClaimList';
import { claimsResource } from './index';
import { claimRow } from './testing';

const rows = [
  claimRow({ id: 1, claimId: 1, claimStatusCode: 'REFUNDING', claimStatusName: 'Refunding', customerName: 'Refunding Customer' }),
  claimRow({
    id: 2,
    claimId: 2,
    claimStatusCode: 'IN_FAVOR_MERCHANT',
    processedDate: '2026-11-21T09:00:00.000Z',
    customerName: 'Won Customer',
    transactionId: 'aaaabbbb-1111-2222-3333-444455556666',
  }),
];
const CONFIG = {
  claimReasonTypes: [{ code: 'FRAUD', description: 'Fraudulent transaction' }],
  claimStatusTypes: [
    { code: 'OPEN', name: 'Open' },
    { code: 'REFUNDING', name: 'Refunding' },
  ],
  merchants: [{ merchantId: 1, merchantName: 'Andes Holdings' }],
  paymentChannelTypes: [{ code: 'CASH', description: 'Cash' }],
};

function renderList({ grants = ['CLAIM:VIEW'], loadConfig = async (): Promise<unknown> => CONFIG } = {}) {
  const provider = fakeDataProvider(
    {},
    rows.map((r) => ({ ...r })),
  );
  provider.config.mockImplementation(loadConfig);
  provider.options.mockImplementation(async (name: string) =>
    name === 'shop' ? [{ id: 11, name: 'Andes Store' }] : [{ id: 3, name: 'Visa' }],
  );
  render(
    <AdminTestContext resource={claimsResource} dataProvider={provider} grants={grants} url="/claims">
      <ClaimList />
    </AdminTestContext>,
  );
  return provider;
}

const rowOf = (text: string) => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row with ${text}`);
  return row;
};

afterEach(() => writeFilterCookies('claims_', {}, ['dateFrom', 'dateTo', 'dateType', 'status', 'transactionId']));

describe('ClaimList', () => {
  it('asks for the last week by claim date, newest first', async () => {
    const provider = renderList();
    await screen.findByText('Won Customer');
    const [resource, params] = provider.getList.mock.calls[0] as unknown as [string, { filter: Record<string, unknown>; sort: unknown }];
    expect(resource).toBe('claims');
    expect(params.filter.dateType).toBe('ClaimDate');
    expect(params.filter.dateFrom).toMatch(/^\d{2}\/\d{2}\/\d{4} 00:00:00\.000$/);
    expect(params.filter.dateTo).toMatch(/^\d{2}\/\d{2}\/\d{4} 23:59:59\.999$/);
    expect(params.sort).toEqual({ field: 'claimDate', order: 'DESC' });
  });

  it('shows a refunding claim as open and a decided one with its outcome and date', async () => {
    renderList();
    await screen.findByText('Refunding Customer');
    expect(within(rowOf('Refunding Customer')).getByText('Open')).toBeInTheDocument();
    expect(within(rowOf('Refunding Customer')).queryByText(/refunding$/i)).toBeNull();
    expect(within(rowOf('Refunding Customer')).queryByText(/^21\/11\/2026/)).toBeNull();
    expect(within(rowOf('Won Customer')).getByText('In favor of merchant')).toBeInTheDocument();
    // The processed date sits under the outcome (claim dates are 20/11, processed 21/11).
    expect(within(rowOf('Won Customer')).getByText(/^21\/11\/2026 \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(rowOf('Won Customer')).getAllByText('UTC').length).toBeGreaterThan(0);
    expect(within(rowOf('Won Customer')).getByText('US$1,250.50')).toBeInTheDocument();
    expect(within(rowOf('Won Customer')).getByText('aaaabbbb…')).toBeInTheDocument();
  });

  it('says what failed when the configuration cannot be read, and still lists the claims', async () => {
    renderList({
      loadConfig: async () => {
        throw new Error('config service down');
      },
    });
    expect(await screen.findByText('Error fetching configurations: config service down')).toBeInTheDocument();
    expect(await screen.findByText('Won Customer')).toBeInTheDocument();
  });

  it('offers the export only with CLAIM EXPORT', async () => {
    renderList();
    await screen.findByText('Won Customer');
    renderList({ grants: ['CLAIM:VIEW', 'CLAIM:EXPORT'] });
    // By text, not by role: a role query walks the whole grid's accessibility tree on each try, and
    // on a busy machine a try then outlasts the wait.
    expect(await screen.findByText('Export', { selector: 'button' })).toBeInTheDocument();
    // Both lists are on the page by now: only the one with the patent has the button.
    expect(screen.getAllByRole('button', { name: 'Export' })).toHaveLength(1);
    expect(screen.getAllByText('Won Customer')).toHaveLength(2);
  });

  it('opens a row in the drawer with every claim field', async () => {
    const provider = renderList();
    await userEvent.click(await screen.findByText('Refunding Customer'));
    const drawer = await screen.findByRole('dialog', { name: 'Claim details' });
    await waitFor(() => expect(provider.getOne).toHaveBeenCalledWith('claims', expect.objectContaining({ id: '1' })));
    for (const text of [
      'Open',
      'Fraudulent transaction',
      '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b',
      'TRK-1',
      'Visa',
      'Andes Store',
      'Andes Holdings',
      'Refunding Customer',
      'ana@example.com',
      '411111******1111',
      'US$1,250.50',
      'Not processed yet',
    ]) {
      expect(await within(drawer).findByText(text), text).toBeInTheDocument();
    }
  });
});
