import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { DataTable, ListBase } from 'react-admin';
import { defineResource } from '../defineResource';
import { SelectButton } from '../actions/SelectButton';
import { AdminTestContext, fakeDataProvider } from '../testing/adminTestContext';
import { ResourceList } from './ResourceList';

afterEach(cleanup);

const definition = defineResource({ name: 'paywalls', apiPath: '/paywalls', access: 'PAYWALL', messages: { en: {}, es: {}, pt: {} } });
const rows = [
  { id: 1, name: 'First link' },
  { id: 2, name: 'Second link' },
];

describe('RowCheckboxLabels (a react-admin 5.15 detail)', () => {
  it("guard: react-admin's own row checkbox still labels MUI's span, not the input (drop RowCheckboxLabels once this fails)", async () => {
    render(
      <AdminTestContext resource={definition} dataProvider={fakeDataProvider({}, rows)} url="/paywalls">
        <ListBase resource="paywalls">
          <DataTable bulkActionButtons={<span />}>
            <DataTable.Col source="name" />
          </DataTable>
        </ListBase>
      </AdminTestContext>,
    );
    await screen.findByText('Second link');
    const span = document.querySelector('.select-item');
    expect(span?.getAttribute('aria-label')).toBe('Select this row');
    expect(span?.querySelector('input')?.hasAttribute('aria-label')).toBe(false);
  });

  it('a grid with row selection names each row checkbox on its input (axe: label, aria-prohibited-attr)', async () => {
    render(
      <AdminTestContext resource={definition} dataProvider={fakeDataProvider({}, rows)} url="/paywalls">
        <ResourceList title="Paywalls" exportAccess={false} selection={<SelectButton onSelect={() => undefined} />}>
          <DataTable.Col source="name" />
        </ResourceList>
      </AdminTestContext>,
    );
    await screen.findByText('Second link');
    await waitFor(() => expect(screen.getAllByRole('checkbox', { name: 'Select this row' })).toHaveLength(2));
    for (const span of document.querySelectorAll('.select-item')) expect(span.hasAttribute('aria-label')).toBe(false);
  });
});
