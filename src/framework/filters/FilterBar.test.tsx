import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from 'react-admin';
import { defineResource } from '../defineResource';
import { writeFilterCookies, type FilterValues } from '../filterCookies';
import { ResourceList } from '../list/ResourceList';
import { AdminTestContext, currentLocation, fakeDataProvider } from '../testing/adminTestContext';
import { allFilterKeys, type FilterSpec } from './types';

const definition = defineResource({
  name: 'transactions',
  apiPath: '/transactions',
  access: 'TRANSACTION',
  filterCookiePrefix: 'transactions_',
  messages: { en: {}, es: {}, pt: {} },
});
const filters: FilterSpec[] = [
  { kind: 'dateRange', source: 'createdDate', label: 'Date', required: true },
  {
    kind: 'select',
    source: 'status',
    label: 'Status',
    required: true,
    multiple: true,
    choices: [
      { id: 'APPROVED', name: 'Approved' },
      { id: 'PENDING', name: 'Pending' },
    ],
  },
  { kind: 'text', source: 'email', label: 'E-mail' },
];
const range = { createdDateFrom: '21/11/2026 00:00:00.000', createdDateTo: '21/11/2026 23:59:59.999' };
const keepRange = (applied: FilterValues) => ({ createdDateFrom: applied.createdDateFrom, createdDateTo: applied.createdDateTo });
const rows = [{ id: 't1', status: 'APPROVED' }];

const renderList = (
  provider: ReturnType<typeof fakeDataProvider>,
  layout: 'inline' | 'collapsible' | 'drawer' = 'inline',
  normalizeFilters?: (next: FilterValues) => FilterValues,
) =>
  render(
    <AdminTestContext
      resource={definition}
      dataProvider={provider}
      url={`/transactions?filter=${encodeURIComponent(JSON.stringify({ ...range, status: ['APPROVED'] }))}`}
    >
      <ResourceList
        title="Transactions"
        filters={filters}
        defaultFilters={range}
        clearFilters={keepRange}
        filterLayout={layout}
        normalizeFilters={normalizeFilters}
        exportAccess={false}
      >
        <DataTable.Col source="id" />
      </ResourceList>
    </AdminTestContext>,
  );

afterEach(() => {
  cleanup();
  writeFilterCookies('transactions_', {}, allFilterKeys(filters));
});

describe('filter bar', () => {
  it('marks the required filters (issue #13) and not the optional ones', async () => {
    renderList(fakeDataProvider({}, rows));
    await screen.findByText('t1');
    expect(await screen.findByLabelText(/^Status\s*\*/)).toBeInTheDocument();
    // Both ends of the required date range: MUI's asterisk each (react-admin writes the status's in its label).
    await waitFor(() => expect(document.querySelectorAll('.MuiFormLabel-asterisk, .MuiInputLabel-asterisk')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: /Filter/ }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'E-mail' }));
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
    expect(document.querySelectorAll('.MuiFormLabel-asterisk, .MuiInputLabel-asterisk')).toHaveLength(2);
    expect(screen.getByLabelText('E-mail')).not.toBeRequired();
  });

  it('shows the date range as DD/MM/YYYY and the chosen statuses as chips', async () => {
    renderList(fakeDataProvider({}, rows));
    await screen.findByText('t1');
    // The pickers arrive in their own chunk, after the rows.
    const from = await screen.findByRole('group', { name: 'Date from' });
    expect(from.textContent?.replace(/[^\d/]/g, '')).toBe('21/11/2026');
    // Side by side in the bar (stacked only in the drawer).
    expect(getComputedStyle(screen.getByRole('group', { name: 'Date' })).flexDirection).toBe('row');
    expect(screen.getByRole('button', { name: 'Approved' })).toBeInTheDocument();
  });

  it('hints "type to search" in a select only while nothing is chosen (beside chips it had no room and read "T…")', async () => {
    renderList(fakeDataProvider({}, rows));
    await screen.findByText('t1');
    const status = screen.getByRole('combobox', { name: /^Status/ });
    expect(status).not.toHaveAttribute('placeholder');
    await userEvent.click(within(screen.getByRole('button', { name: 'Approved' })).getByTestId('CancelIcon'));
    await waitFor(() => expect(status).toHaveAttribute('placeholder', 'Type for search...'));
  });

  it('Clear keeps the configured value (the date range), applies it and drops the other cookies', async () => {
    writeFilterCookies('transactions_', { status: ['APPROVED'] }, ['status']);
    renderList(fakeDataProvider({}, rows));
    await screen.findByText('t1');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(decodeURIComponent(currentLocation().search)).not.toContain('status'));
    expect(decodeURIComponent(currentLocation().search)).toContain('"createdDateFrom":"21/11/2026 00:00:00.000"');
    expect(document.cookie).not.toContain('transactions_status');
    expect(await screen.findByText('Missing required filters')).toBeInTheDocument();
  });

  it('Apply sends the values through normalizeFilters and persists them', async () => {
    const provider = fakeDataProvider({}, rows);
    renderList(provider, 'inline', (next) => ({ ...next, createdDateFrom: '20/11/2026 00:00:00.000' }));
    await screen.findByText('t1');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(provider.getList).toHaveBeenLastCalledWith(
        'transactions',
        expect.objectContaining({
          filter: { ...range, createdDateFrom: '20/11/2026 00:00:00.000', status: ['APPROVED'] },
        }),
      ),
    );
    expect(decodeURIComponent(document.cookie)).toContain('transactions_createdDateFrom="20/11/2026 00:00:00.000"');
  });

  it('collapsible layout hides the bar behind a toggle', async () => {
    renderList(fakeDataProvider({}, rows), 'collapsible');
    const toggle = await screen.findByRole('button', { name: 'Hide filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Show filters' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('drawer layout opens the filters in a side drawer from the Filter button', async () => {
    renderList(fakeDataProvider({}, rows), 'drawer');
    await screen.findByText('t1');
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Filter/ }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    // The chooser is folded away so the inputs and Apply come first.
    const choose = within(drawer).getByRole('button', { name: 'Choose filters' });
    expect(choose).toHaveAttribute('aria-expanded', 'false');
    expect(within(drawer).queryByRole('checkbox', { name: 'Status' })).not.toBeInTheDocument();
    await userEvent.click(choose);
    expect(within(drawer).getByRole('checkbox', { name: 'Status' })).toBeDisabled();
    // One Clear per meaning: the chooser's unticks filters, the bar's resets the values.
    expect(within(drawer).getByRole('button', { name: 'Clear selection' })).toBeInTheDocument();
    expect(within(drawer).getAllByRole('button', { name: 'Clear' })).toHaveLength(1);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(within(drawer).queryByRole('checkbox', { name: 'Status' })).not.toBeInTheDocument());
    expect(choose).toHaveAttribute('aria-expanded', 'false');
  });

  it('drawer layout stacks the date range ends', async () => {
    renderList(fakeDataProvider({}, rows), 'drawer');
    await screen.findByText('t1');
    await userEvent.click(screen.getByRole('button', { name: /Filter/ }));
    const range = await screen.findByRole('group', { name: 'Date' });
    expect(range).toHaveClass('MuiStack-root');
    expect(getComputedStyle(range).flexDirection).toBe('column');
  });
});
