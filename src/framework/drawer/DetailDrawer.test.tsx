import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DeleteIcon from '@mui/icons-material/Delete';
import { DataTable, TextField } from 'react-admin';
import { defineResource } from '../defineResource';
import type { RowAction } from '../actions/RowActions';
import { ResourceList } from '../list/ResourceList';
import { AdminTestContext, currentLocation, fakeDataProvider } from '../testing/adminTestContext';

const definition = defineResource({ name: 'shops', apiPath: '/shops', access: 'SHOP', messages: { en: {}, es: {}, pt: {} } });
const rows = [
  { id: 's1', shopId: 's1', shopName: 'First shop' },
  { id: 's2', shopId: 's2', shopName: 'Second shop' },
];

const renderList = (provider: ReturnType<typeof fakeDataProvider>, url = '/shops', actions: RowAction[] = []) =>
  render(
    <AdminTestContext resource={definition} dataProvider={provider} url={url}>
      <ResourceList
        title="Shops"
        drawer={<TextField source="shopName" />}
        drawerTitle="Shop detail"
        rowActions={actions}
        exportAccess={false}
      >
        <DataTable.Col source="shopId" />
      </ResourceList>
    </AdminTestContext>,
  );

afterEach(cleanup);

describe('detail drawer', () => {
  it('opens on row click with ?show=<id>, loads the record, and Escape closes it', async () => {
    const provider = fakeDataProvider({}, rows);
    renderList(provider);
    await userEvent.click(await screen.findByText('s2'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Second shop')).toBeInTheDocument();
    expect(provider.getOne).toHaveBeenCalledWith('shops', expect.objectContaining({ id: 's2' }));
    expect(currentLocation().search).toContain('show=s2');
    expect(currentLocation().search).toContain('filter=');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(currentLocation().search).not.toContain('show='));
  });

  it('opens from the URL on load and says when the record is missing', async () => {
    renderList(fakeDataProvider({}, rows), '/shops?filter=%7B%7D&show=nope');
    expect(await screen.findByText('The item was not found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shop detail' })).toBeInTheDocument();
  });

  it('says when the record could not be loaded, stays open, and Retry loads it', async () => {
    const provider = fakeDataProvider({}, rows);
    provider.getOne
      .mockRejectedValueOnce(new Error('messages.server_error'))
      .mockResolvedValueOnce({ data: { id: 's2', shopId: 's2', shopName: 'Second shop' } });
    renderList(provider, '/shops?filter=%7B%7D&show=s2');
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText(/The details could not be loaded/)).toBeInTheDocument();
    expect(currentLocation().search).toContain('show=s2');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Retry' }));
    expect(await within(drawer).findByText('Second shop')).toBeInTheDocument();
    expect(provider.getOne).toHaveBeenCalledTimes(2);
  });
});

describe('row actions', () => {
  it('asks first when the action has a confirm, and never opens the drawer', async () => {
    const onClick = vi.fn();
    const action: RowAction = { name: 'delete', label: 'Delete', icon: <DeleteIcon />, onClick, confirm: true };
    renderList(fakeDataProvider({}, rows), '/shops', [action]);
    await screen.findByText('s1');
    const [first] = screen.getAllByRole('button', { name: 'Delete' });
    await userEvent.click(first);
    expect(await screen.findByText('Are you sure?')).toBeInTheDocument();
    expect(onClick).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onClick).toHaveBeenCalledWith(expect.objectContaining({ id: 's1' }));
    expect(currentLocation().search).not.toContain('show=');
  });

  it('disables an action by record', async () => {
    const action: RowAction = { name: 'edit', label: 'Edit', icon: <DeleteIcon />, onClick: vi.fn(), disabled: (r) => r.id === 's2' };
    renderList(fakeDataProvider({}, rows), '/shops', [action]);
    await screen.findByText('s1');
    const [first, second] = screen.getAllByRole('button', { name: 'Edit' });
    expect(first).toBeEnabled();
    expect(second).toBeDisabled();
  });
});
