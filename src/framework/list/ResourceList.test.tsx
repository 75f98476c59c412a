import { afterEach, describe, expect, it } from 'vitest';

import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from 'react-admin';
import { defineResource } from '../defineResource';
import { writeFilterCookies } from '../filterCookies';
import type { FilterSpec } from '../filters/types';
import { AdminTestContext, currentLocation, fakeDataProvider } from '../testing/adminTestContext';
import { ResourceList } from './ResourceList';

const definition = defineResource({
  name: 'transactions',
  apiPath: '/transactions',
  access: 'TRANSACTION',
  filterCookiePrefix: 'transactions_',
  messages: { en: {}, es: {}, pt: {} },
});
const filters: FilterSpec[] = [
  { kind: 'select', source: 'status', label: 'Status', required: true, multiple: true, choices: [{ id: 'APPROVED', name: 'Approved' }] },
  { kind: 'text', source: 'email', label: 'Email' },
];
const rows = Array.from({ length: 10 }, (_, i) => ({ id: `t${i}`, transactionId: `t${i}`, status: 'APPROVED' }));
const filterUrl = (filter: object) => `/transactions?filter=${encodeURIComponent(JSON.stringify(filter))}`;

const renderList = (provider: ReturnType<typeof fakeDataProvider>, url?: string, grants?: string[]) =>
  render(
    <AdminTestContext resource={definition} dataProvider={provider} url={url} grants={grants}>
      <ResourceList
        title="Transactions"
        filters={filters}
        requiredMessage="messages.TEXT_FILTERS_REQUIRED"
        search={{ source: 'transactionId', skipsRequired: true }}
      >
        <DataTable.Col source="transactionId" />
      </ResourceList>
    </AdminTestContext>,
  );

afterEach(() => {
  cleanup();
  writeFilterCookies('transactions_', {}, ['status', 'email', 'transactionId']);
});

describe('ResourceList required filters', () => {
  it('does not fetch and says so while a required filter is missing', async () => {
    const provider = fakeDataProvider({}, rows);
    renderList(provider);
    expect(await screen.findByText('Missing required filters')).toBeInTheDocument();
    expect(provider.getList).not.toHaveBeenCalled();
  });

  it('fetches with the filter from the URL', async () => {
    const provider = fakeDataProvider({}, rows);
    renderList(provider, filterUrl({ status: ['APPROVED'] }));
    expect(await screen.findByText('t3')).toBeInTheDocument();
    expect(provider.getList).toHaveBeenCalledWith('transactions', expect.objectContaining({ filter: { status: ['APPROVED'] } }));
  });

  it('lets a search bypass the required filters', async () => {
    const provider = fakeDataProvider({}, rows);
    renderList(provider, filterUrl({ transactionId: 't1' }));
    await waitFor(() => expect(provider.getList).toHaveBeenCalled());
  });

  it('refuses Apply with a required filter empty: toast, no fetch, no cookie', async () => {
    const provider = fakeDataProvider({}, rows);
    renderList(provider);
    await userEvent.click(await screen.findByRole('button', { name: /Filter/ }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Email' }));
    expect(screen.getByRole('checkbox', { name: 'Status' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await userEvent.type(await screen.findByLabelText('Email'), 'a@b.c');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Select at least one status and a date type before applying the filters.')).toBeInTheDocument();
    expect(provider.getList).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('transactions_email');
  });
});

describe('ResourceList filter persistence', () => {
  it('starts from the cookies when the URL has no filter', async () => {
    writeFilterCookies('transactions_', { status: ['APPROVED'], email: 'c@d.e' }, ['status', 'email']);
    const provider = fakeDataProvider({}, rows);
    renderList(provider);
    await waitFor(() =>
      expect(provider.getList).toHaveBeenCalledWith(
        'transactions',
        expect.objectContaining({ filter: { status: ['APPROVED'], email: 'c@d.e' } }),
      ),
    );
  });

  it('keeps its filters when the address holds another parameter alone (a tab), and writes them beside it', async () => {
    writeFilterCookies('transactions_', { status: ['APPROVED'] }, ['status']);
    const provider = fakeDataProvider({}, rows);
    renderList(provider, '/transactions?tab=batches');
    expect(await screen.findByText('t3')).toBeInTheDocument();
    expect(provider.getList).toHaveBeenCalledTimes(1);
    expect(provider.getList).toHaveBeenCalledWith('transactions', expect.objectContaining({ filter: { status: ['APPROVED'] } }));
    const params = new URLSearchParams(currentLocation().search);
    expect(params.get('tab')).toBe('batches');
    expect(JSON.parse(params.get('filter') ?? '{}')).toEqual({ status: ['APPROVED'] });
  });

  it('prefers the URL over the cookies', async () => {
    writeFilterCookies('transactions_', { status: ['APPROVED'], email: 'c@d.e' }, ['status', 'email']);
    const provider = fakeDataProvider({}, rows);
    renderList(provider, filterUrl({ status: ['PENDING'] }));
    await waitFor(() =>
      expect(provider.getList).toHaveBeenCalledWith('transactions', expect.objectContaining({ filter: { status: ['PENDING'] } })),
    );
  });

  it('applies drafts only on Apply, then writes cookies and the URL', async () => {
    const provider = fakeDataProvider({}, rows);
    renderList(provider, filterUrl({ status: ['APPROVED'] }));
    await screen.findByText('t3');
    const calls = provider.getList.mock.calls.length;
    await userEvent.click(await screen.findByRole('button', { name: /Filter/ }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Email' }));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await userEvent.type(await screen.findByLabelText('Email'), 'x@y.z');
    expect(provider.getList.mock.calls.length).toBe(calls);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(provider.getList).toHaveBeenLastCalledWith(
        'transactions',
        expect.objectContaining({ filter: { status: ['APPROVED'], email: 'x@y.z' } }),
      ),
    );
    expect(document.cookie).toContain('transactions_email=');
    expect(decodeURIComponent(currentLocation().search)).toContain('"email":"x@y.z"');
  });
});

describe('ResourceList pagination', () => {
  it("reads 'a-b of N items'", async () => {
    renderList(fakeDataProvider({ total: 42 }, rows), filterUrl({ status: ['APPROVED'] }));
    expect(await screen.findByText('1-10 of 42 items')).toBeInTheDocument();
  });

  it("reads 'N+ items' with Next enabled when the count was capped", async () => {
    renderList(fakeDataProvider({ total: 10000, meta: { maxCountReached: true } }, rows), filterUrl({ status: ['APPROVED'] }));
    expect(await screen.findByText('1-10 of 10000+ items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });
});

describe('ResourceList load failure', () => {
  it('says the list could not be loaded and why, once (no toast repeats it), never "no items", and Retry loads the rows', async () => {
    const provider = fakeDataProvider({}, rows);
    provider.getList.mockRejectedValueOnce(new Error('messages.http_status.502'));
    renderList(provider, filterUrl({ status: ['APPROVED'] }));
    expect(
      await screen.findByText('The list could not be loaded: The server is unreachable behind its gateway (502). Please try again.'),
    ).toBeInTheDocument();
    // Issue #31 item 8: react-admin's own toast said it a second time.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('No items to display')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('t3')).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });
});

describe('ResourceList export button', () => {
  it('is hidden without EXPORT and exports the applied filters with it', async () => {
    const denied = fakeDataProvider({}, rows);
    renderList(denied, filterUrl({ status: ['APPROVED'] }));
    await screen.findByText('t3');
    // The toolbar renders after the grid's first frame: absent means nothing before it is in.
    await screen.findByRole('button', { name: /Filter/ });
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    cleanup();

    const provider = fakeDataProvider({}, rows);
    renderList(provider, filterUrl({ status: ['APPROVED'] }), ['TRANSACTION:EXPORT']);
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /CSV/ }));
    expect(provider.export).toHaveBeenCalledWith('transactions', expect.objectContaining({ filter: { status: ['APPROVED'] } }));
    expect(await screen.findByText(/Report successfully executed!/)).toBeInTheDocument();
    // Issue #13: it says the report is queued, and where to follow it.
    expect(screen.getByText(/It is queued: follow it in Report tasks/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Report tasks' })).toHaveAttribute('href', '/report-tasks');
  });
});

describe('ResourceList first page', () => {
  it('starts the first page while rendering, and the list reuses that request (one call, not two)', async () => {
    writeFilterCookies('transactions_', { status: ['APPROVED'] }, ['status']);
    const provider = fakeDataProvider({}, rows);
    renderList(provider);
    expect(await screen.findByText('t9')).toBeInTheDocument();
    // Give a second, mismatched query every chance to fire before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(provider.getList).toHaveBeenCalledTimes(1);
    expect(provider.getList).toHaveBeenCalledWith(
      'transactions',
      expect.objectContaining({
        pagination: { page: 1, perPage: 10 },
        filter: { status: ['APPROVED'] },
      }),
    );
  });
});

describe('ResourceList exact search and the filter badge (issue #13)', () => {
  const renderExact = (provider: ReturnType<typeof fakeDataProvider>, url: string) =>
    render(
      <AdminTestContext resource={definition} dataProvider={provider} url={url}>
        <ResourceList
          title="Transactions"
          filters={filters}
          search={{ source: 'transactionId', skipsRequired: true, exact: ['transactionId'] }}
          exportAccess={false}
        >
          <DataTable.Col source="transactionId" />
        </ResourceList>
      </AdminTestContext>,
    );

  it('sends every filter, and only the id while an exact id is searched', async () => {
    const provider = fakeDataProvider({}, rows);
    renderExact(provider, filterUrl({ status: ['APPROVED'], email: 'a@b.c' }));
    await screen.findByText('t3');
    expect(provider.getList).toHaveBeenLastCalledWith('transactions', expect.not.objectContaining({ meta: expect.anything() }));
    const box = await screen.findByRole('searchbox');
    await userEvent.type(box, 't7{Enter}');
    await waitFor(() =>
      expect(provider.getList).toHaveBeenLastCalledWith(
        'transactions',
        expect.objectContaining({
          filter: expect.objectContaining({ status: ['APPROVED'], transactionId: 't7' }),
          meta: { onlyFilters: ['transactionId'] },
        }),
      ),
    );
  });

  it('counts on the Filter badge the filters that hold a value, not the ones shown', async () => {
    const provider = fakeDataProvider({}, rows);
    renderExact(provider, filterUrl({ status: ['APPROVED'] }));
    await screen.findByText('t3');
    const button = await screen.findByRole('button', { name: /Filter/ });
    expect(button.querySelector('.MuiBadge-badge')).toHaveTextContent('1');
  });
});

describe('ResourceList with nothing to choose (issue #13)', () => {
  it('offers no Filter panel when every filter is always on, and shows no badge count for unset filters', async () => {
    const pinned: FilterSpec[] = [{ kind: 'text', source: 'email', label: 'Email', alwaysOn: true }];
    render(
      <AdminTestContext resource={definition} dataProvider={fakeDataProvider({}, rows)}>
        <ResourceList title="Transactions" filters={pinned} exportAccess={false}>
          <DataTable.Col source="transactionId" />
        </ResourceList>
      </AdminTestContext>,
    );
    await screen.findByText('t3');
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Filter/ })).not.toBeInTheDocument();
  });
});
