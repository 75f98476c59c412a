import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminTestContext, fakeDataProvider, testI18nProviderFor } from '../../src/framework/testing/adminTestContext';
import { roleWith } from '../../src/framework/testing/testAuth';
import { refundsResource } from './index';
import { RefundList } from './RefundList';
import type { RefundConfig } from './types';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });
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

function renderList(url: string, patents = ['VIEW', 'ADD', 'EDIT']) {
  const provider = fakeDataProvider();
  provider.config.mockResolvedValue(CONFIG);
  provider.export.mockResolvedValue({ kind: 'file', fileKey: 'k' });
  render(
    <AdminTestContext
      resource={refundsResource}
      dataProvider={provider}
      role={roleWith({ REFUND: patents })}
      authOptions={{ codes: { refunds: 'REFUND' } }}
      url={url}
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
    await waitFor(() => expect(provider.export).toHaveBeenCalled());
    expect((provider.export.mock.calls[0] as unknown as [string, { filter: Record<string, unknown> }])[1].filter.isDirectwire).toBe(true);
  });

  it('offers no add to a role without REFUND ADD, and the export with VIEW alone', async () => {
    renderList('/refunds', ['VIEW']);
    expect(await screen.findByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add' })).not.toBeInTheDocument();
  });
});
