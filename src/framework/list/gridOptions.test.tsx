/**
 * The grid options of spec 01 §2.6, each switched on by one prop of ResourceList and built on
 * react-admin's own pieces: add, edit, delete, confirm popover, search placeholder, bulk upload,
 * edit settings and row selection with a select button; success says one of the spec's messages.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, HttpError } from 'react-admin';
import DoneIcon from '@mui/icons-material/Done';
import { defineResource } from '../defineResource';
import { SelectButton } from '../actions/SelectButton';
import { AdminTestContext, fakeDataProvider } from '../testing/adminTestContext';
import { ResourceList, type ResourceListProps } from './ResourceList';

const definition = defineResource({ name: 'paywalls', apiPath: '/paywalls', access: 'PAYWALL', messages: { en: {}, es: {}, pt: {} } });
const rows = [
  { id: 1, name: 'First link' },
  { id: 2, name: 'Second link' },
];
const SUCCESS = /^(Action done successfully!|Perfect!|Ok!)$/;

function renderGrid(props: Partial<ResourceListProps>) {
  const provider = fakeDataProvider({}, rows);
  provider.delete.mockImplementation(async (_resource: string, { id }: { id: number }) => ({ data: rows.find((r) => r.id === id) }));
  render(
    <AdminTestContext resource={definition} dataProvider={provider} url="/paywalls">
      <ResourceList title="Paywalls" exportAccess={false} {...props}>
        <DataTable.Col source="name" />
      </ResourceList>
    </AdminTestContext>,
  );
  return provider;
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

afterEach(cleanup);

describe('grid options (spec 01 §2.6)', () => {
  it('add: react-admin’s CreateButton goes to the list path + /new, query kept', async () => {
    renderGrid({ add: true, addQuery: 'isDirectwire=true' });
    await screen.findByText('First link');
    const add = await screen.findByRole('link', { name: 'Add' });
    expect(add).toHaveAttribute('href', '/paywalls/new?isDirectwire=true');
  });

  it('edit: each row links to its record page (react-admin’s show path, forwarded to /{id}/detail)', async () => {
    renderGrid({ edit: true });
    const row = await rowOf('Second link');
    expect(await within(row).findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/paywalls/2/show');
  });

  it('delete: asks first, deletes through the data provider and says a success message', async () => {
    const provider = renderGrid({ remove: true });
    const row = await rowOf('First link');
    await userEvent.click(await within(row).findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(provider.delete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(provider.delete).toHaveBeenCalledWith('paywalls', expect.objectContaining({ id: 1 })));
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
  });

  it('custom action with a confirm popover: nothing runs until Yes', async () => {
    const onClick = vi.fn();
    renderGrid({ rowActions: [{ name: 'pay', label: 'Pay', icon: <DoneIcon />, onClick, confirm: true }] });
    const row = await rowOf('First link');
    await userEvent.click(within(row).getByRole('button', { name: 'Pay' }));
    const popover = await screen.findByRole('alertdialog');
    expect(onClick).not.toHaveBeenCalled();
    await userEvent.click(within(popover).getByRole('button', { name: 'Yes' }));
    expect(onClick).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });

  it('search: the box reads the spec’s placeholder', async () => {
    renderGrid({ search: { source: 'query' } });
    expect(await screen.findByPlaceholderText('Type for search...')).toBeInTheDocument();
  });

  // One toast per test: react-admin shows queued notifications one after the other, seconds apart.
  const renderUpload = async (onUpload = vi.fn(async (_file: File) => undefined)) => {
    renderGrid({ bulkUpload: { kind: 'spreadsheet', onUpload } });
    await screen.findByText('First link');
    expect(await screen.findByRole('button', { name: 'Bulk upload' })).toBeInTheDocument();
    const input = screen.getByTestId('bulk-upload-input');
    return { input, onUpload, choose: (file: File) => fireEvent.change(input, { target: { files: [file] } }) };
  };

  it('bulk upload: offers the kind’s types and refuses another before sending, naming the types and the limit', async () => {
    const { input, onUpload, choose } = await renderUpload();
    expect(input).toHaveAttribute('accept', '.csv,.xlsx');
    choose(new File(['MZ'], 'tool.exe'));
    expect(await screen.findByText('tool.exe cannot be uploaded here: choose a CSV, XLSX file of at most 5 MB.')).toBeInTheDocument();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('bulk upload: refuses a file past the kind’s limit before sending', async () => {
    const { onUpload, choose } = await renderUpload();
    choose(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'too-big.csv', { type: 'text/csv' }));
    expect(await screen.findByText('too-big.csv is larger than 5 MB, the most this upload takes.')).toBeInTheDocument();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('bulk upload: sends the chosen file, then a success message', async () => {
    const { onUpload, choose } = await renderUpload();
    const small = new File(['a'], 'links.csv', { type: 'text/csv' });
    choose(small);
    await waitFor(() => expect(onUpload).toHaveBeenCalledWith(small));
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
  });

  it('bulk upload: shows the server’s refusal, or the sentence for a proxy’s page, in the toast', async () => {
    // A proxy's own 413 page in front of the API becomes the status sentence (httpClient), a key.
    const { choose } = await renderUpload(
      vi.fn(async () => {
        throw new HttpError('messages.http_status.413', 413);
      }),
    );
    choose(new File(['a'], 'payouts.csv', { type: 'text/csv' }));
    expect(await screen.findByText('The upload failed: What was sent is too large for the server (413).')).toBeInTheDocument();
  });

  it('edit settings: a link to the screen’s settings', async () => {
    renderGrid({ settingsPath: '/paywalls/settings' });
    expect(await screen.findByRole('link', { name: 'Edit settings' })).toHaveAttribute('href', '/paywalls/settings');
  });

  it('selection: rows get checkboxes and the select button hands over the checked ids', async () => {
    const onSelect = vi.fn(async () => undefined);
    renderGrid({ selection: <SelectButton onSelect={onSelect} /> });
    const row = await rowOf('Second link');
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(await screen.findByRole('button', { name: 'Select' }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith([2]));
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
  });
});
