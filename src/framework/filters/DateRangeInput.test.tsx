import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from 'react-admin';
import { defineResource } from '../defineResource';
import { writeFilterCookies } from '../filterCookies';
import { ResourceList } from '../list/ResourceList';
import { AdminTestContext, currentLocation, fakeDataProvider } from '../testing/adminTestContext';
import { allFilterKeys, type FilterSpec } from './types';

/**
 * Issue #30 item 29: the date filter says why next to the field and sends nothing it refuses —
 * a day past the last one allowed (the end of the current year, spec 01 §2.7), a required end
 * emptied by Ctrl+A, Backspace. The clock is fixed: the last day is 31/12/2026.
 */
const definition = defineResource({
  name: 'transactions',
  apiPath: '/transactions',
  access: 'TRANSACTION',
  filterCookiePrefix: 'dates_',
  messages: { en: {}, es: {}, pt: {} },
});
const filters: FilterSpec[] = [
  { kind: 'dateRange', source: 'createdDate', label: 'Date', required: true },
  { kind: 'dateRange', source: 'paidDate', label: 'Paid', alwaysOn: true },
];
const range = { createdDateFrom: '21/11/2026 00:00:00.000', createdDateTo: '21/11/2026 23:59:59.999' };
const rows = [{ id: 't1' }];

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T12:00:00'));
});
afterAll(() => vi.useRealTimers());
afterEach(() => {
  cleanup();
  writeFilterCookies('dates_', {}, allFilterKeys(filters));
});

function renderList() {
  const provider = fakeDataProvider({}, rows);
  render(
    <AdminTestContext
      resource={definition}
      dataProvider={provider}
      url={`/transactions?filter=${encodeURIComponent(JSON.stringify(range))}`}
    >
      <ResourceList title="Transactions" filters={filters} defaultFilters={range} exportAccess={false}>
        <DataTable.Col source="id" />
      </ResourceList>
    </AdminTestContext>,
  );
  return provider;
}

/** The picker's group of sections for one end, once its lazy chunk is in. */
const end = (name: string) => screen.findByRole('group', { name });
const fieldOf = (group: HTMLElement) => group.closest('.MuiFormControl-root') as HTMLElement;

async function typeDate(name: string, digits: string) {
  const group = await end(name);
  await userEvent.click(within(group).getAllByRole('spinbutton')[0]);
  await userEvent.keyboard(digits);
  return group;
}

describe('DateRangeInput', () => {
  it('says next to the field that a typed day is past the last one allowed, and Apply sends nothing', async () => {
    const provider = renderList();
    await screen.findByText('t1');
    const calls = provider.getList.mock.calls.length;
    const group = await typeDate('Date to', '05012027');
    expect(await within(fieldOf(group)).findByText('The last day you can choose is 31/12/2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await within(fieldOf(group)).findByText('The last day you can choose is 31/12/2026')).toBeInTheDocument();
    expect(decodeURIComponent(currentLocation().search)).not.toContain('2027');
    expect(provider.getList.mock.calls.length).toBe(calls);
  });

  it('says a required end emptied with Ctrl+A, Backspace is required, and Apply sends nothing', async () => {
    const provider = renderList();
    await screen.findByText('t1');
    const calls = provider.getList.mock.calls.length;
    const group = await end('Date from');
    await userEvent.click(within(group).getAllByRole('spinbutton')[0]);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await within(fieldOf(group)).findByText('Required')).toBeInTheDocument();
    expect(decodeURIComponent(currentLocation().search)).toContain('"createdDateFrom":"21/11/2026 00:00:00.000"');
    expect(provider.getList.mock.calls.length).toBe(calls);
    // Typed again, the message goes and Apply sends the new day.
    await userEvent.click(within(group).getAllByRole('spinbutton')[0]);
    await userEvent.keyboard('20112026');
    await waitFor(() => expect(within(fieldOf(group)).queryByText('Required')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(decodeURIComponent(currentLocation().search)).toContain('"createdDateFrom":"20/11/2026 00:00:00.000"'));
  });

  it('says a date left half-typed is not whole, and an optional range emptied is sent without it', async () => {
    renderList();
    await screen.findByText('t1');
    const paid = await typeDate('Paid from', '0511');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await within(fieldOf(paid)).findByText('Enter a whole date: DD/MM/YYYY')).toBeInTheDocument();
    await userEvent.click(within(paid).getAllByRole('spinbutton')[2]);
    await userEvent.keyboard('2026');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(decodeURIComponent(currentLocation().search)).toContain('"paidDateFrom":"05/11/2026 00:00:00.000"'));
    await userEvent.click(within(await end('Paid from')).getAllByRole('spinbutton')[0]);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(decodeURIComponent(currentLocation().search)).not.toContain('paidDateFrom'));
  });
});
