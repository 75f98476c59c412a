import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, localStorageStore, memoryStore, type RaRecord, type Store } from 'react-admin';
import { defineResource, type ResourceDefinition } from '../defineResource';
import { MoneyField } from '../fields/MoneyField';
import { AdminTestContext, currentLocation, fakeDataProvider } from '../testing/adminTestContext';
import { ResourceList } from './ResourceList';
import type { ResourceListProps } from './resourceListProps';

const declare = (name: string) => defineResource({ name, apiPath: `/${name}`, access: 'SETTLEMENT', messages: { en: {}, es: {}, pt: {} } });
const settlements = declare('settlements');
const withdrawals = declare('withdrawals');
const rows = [
  { id: 7, settlementId: 7, amount: 1234.5, currencyCode: 'USD', status: 'PAID', fees: 12.3 },
  { id: 8, settlementId: 8, amount: 99, currencyCode: 'USD', status: 'OPEN', fees: 1 },
];

const Grid = (props: Partial<ResourceListProps>) => (
  <ResourceList title="Grid" exportAccess={false} {...props}>
    <DataTable.Col source="settlementId" />
    <DataTable.Col source="amount" align="right">
      <MoneyField source="amount" currencySource="currencyCode" />
    </DataTable.Col>
    <DataTable.Col source="status" />
    <DataTable.Col source="fees" />
  </ResourceList>
);

const renderGrid = (resource: ResourceDefinition, store: Store, props: Partial<ResourceListProps> = {}, url = `/${resource.name}`) =>
  render(
    <AdminTestContext resource={resource} dataProvider={fakeDataProvider({}, rows)} store={store} url={url}>
      <Grid {...props} />
    </AdminTestContext>,
  );

const headers = async () => {
  await screen.findByText('US$1,234.50');
  return screen.getAllByRole('columnheader').map((cell) => cell.textContent);
};

const startedStore = () => {
  const store = memoryStore();
  store.setup();
  return store;
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the column chooser', () => {
  it('hides the columns a screen hides by default and counts them on its button', async () => {
    renderGrid(settlements, startedStore(), { hiddenColumns: ['fees'] });
    expect(await headers()).toEqual(['Settlement', 'Amount', 'Status']);
    expect(await screen.findByRole('button', { name: 'Columns, 1 hidden' })).toBeInTheDocument();
  });

  it("keeps the user's columns after a remount, for that screen only", async () => {
    // The app's store is localStorage (react-admin's memory store empties when its admin unmounts).
    const store = localStorageStore('1', 'ColumnsTest');
    const first = renderGrid(settlements, store);
    await headers();
    await userEvent.click(await screen.findByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('switch', { name: 'Status' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Status' })).toBeNull());
    first.unmount();

    renderGrid(settlements, store);
    expect(await headers()).toEqual(['Settlement', 'Amount', 'Fees']);
    expect(await screen.findByRole('button', { name: 'Columns, 1 hidden' })).toBeInTheDocument();
    cleanup();

    renderGrid(withdrawals, store);
    expect(await headers()).toEqual(['Settlement', 'Amount', 'Status', 'Fees']);
  });
});

describe('sticky columns', () => {
  it('keeps the identifying column and the row actions in view while the grid scrolls sideways', async () => {
    const action = { name: 'open', label: 'Open', icon: <span />, onClick: vi.fn() };
    renderGrid(settlements, startedStore(), { rowActions: [action] });
    await headers();
    const [firstHeader] = screen.getAllByRole('columnheader');
    const firstCell = screen.getByRole('cell', { name: '7' });
    const actions = screen.getAllByRole('button', { name: 'Open' })[0].closest('td')!;
    for (const cell of [firstHeader, firstCell, actions]) expect(getComputedStyle(cell).position).toBe('sticky');
    expect(getComputedStyle(firstCell).left).toBe('0px');
    expect(getComputedStyle(actions).right).toBe('0px');
    expect(getComputedStyle(screen.getByRole('cell', { name: '12.3' })).position).not.toBe('sticky');
    expect(getComputedStyle(screen.getByText('US$1,234.50').closest('td')!).whiteSpace).toBe('nowrap');
  });
});

describe('one way into a row', () => {
  it('opens a row with nothing more to show in a drawer holding every column, hidden ones too, by click or Enter', async () => {
    renderGrid(settlements, startedStore(), { hiddenColumns: ['fees'] });
    await headers();
    await userEvent.click(screen.getByRole('cell', { name: '7' }));
    const drawer = await screen.findByRole('dialog');
    expect(new URLSearchParams(currentLocation().search).get('row')).toBe('7');
    const lines = within(drawer)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(lines).toEqual(['Settlement7', 'AmountUS$1,234.50', 'StatusPAID', 'Fees12.3']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    screen.getByRole('cell', { name: '8' }).closest('tr')!.focus();
    await userEvent.keyboard('{Enter}');
    expect(await within(await screen.findByRole('dialog')).findByText('US$99.00')).toBeInTheDocument();
  });

  it("opens the screen's own view of a row, or the row drawer for a row the view does not apply to", async () => {
    const openRow = vi.fn((row: RaRecord) => (row.status === 'PAID' ? undefined : false));
    renderGrid(settlements, startedStore(), { openRow });
    await headers();
    await userEvent.click(screen.getByRole('cell', { name: '7' }));
    expect(openRow).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('cell', { name: '8' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
