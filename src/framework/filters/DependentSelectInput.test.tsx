import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from 'react-admin';
import { defineResource } from '../defineResource';
import { writeFilterCookies } from '../filterCookies';
import { ResourceList } from '../list/ResourceList';
import { AdminTestContext, fakeDataProvider } from '../testing/adminTestContext';
import { DependentSelectInput } from './DependentSelectInput';
import type { FilterSpec } from './types';

const definition = defineResource({
  name: 'top-ups',
  apiPath: '/adjustment-movements/topups',
  access: 'ADJUSTMENT_MOVEMENT',
  filterCookiePrefix: 'test_',
  messages: { en: {}, es: {}, pt: {} },
});
const shops = [
  { id: '11', name: 'North shop', parentId: '1' },
  { id: '12', name: 'South shop', parentId: '1' },
  { id: '21', name: 'Other shop', parentId: '2' },
];
const filters: FilterSpec[] = [
  {
    kind: 'select',
    source: 'merchantId',
    label: 'Merchant',
    alwaysOn: true,
    choices: [
      { id: '1', name: 'First merchant' },
      { id: '2', name: 'Second merchant' },
    ],
  },
  {
    kind: 'input',
    source: 'shopId',
    label: 'Shop',
    alwaysOn: true,
    input: <DependentSelectInput source="shopId" label="Shop" parentSource="merchantId" choices={shops} />,
  },
];

const renderList = (provider = fakeDataProvider({}, [{ id: 1 }])) => {
  render(
    <AdminTestContext resource={definition} dataProvider={provider} url="/top-ups">
      <ResourceList title="Top-ups" filters={filters} exportAccess={false}>
        <DataTable.Col source="id" />
      </ResourceList>
    </AdminTestContext>,
  );
  return provider;
};

const options = async (label: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
  await userEvent.keyboard('{Escape}');
  return names;
};

const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

afterEach(() => {
  cleanup();
  writeFilterCookies('test_', {}, ['merchantId', 'shopId']);
});

describe('DependentSelectInput (an input filter)', () => {
  it('offers every shop until a merchant is chosen, then only that merchant’s', async () => {
    renderList();
    await screen.findByText('1');
    expect(await options('Shop')).toEqual(['North shop', 'South shop', 'Other shop']);
    await choose('Merchant', 'Second merchant');
    expect(await options('Shop')).toEqual(['Other shop']);
  });

  it('clears a shop that does not belong to the newly chosen merchant, and applies both', async () => {
    const provider = renderList();
    await screen.findByText('1');
    await choose('Merchant', 'First merchant');
    await choose('Shop', 'South shop');
    expect(screen.getByRole('combobox', { name: 'Shop' })).toHaveValue('South shop');
    await choose('Merchant', 'Second merchant');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Shop' })).toHaveValue(''));
    await choose('Shop', 'Other shop');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(provider.getList).toHaveBeenLastCalledWith('top-ups', expect.objectContaining({ filter: { merchantId: '2', shopId: '21' } })),
    );
  });
});
