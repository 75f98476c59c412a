import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import DeleteIcon from '@mui/icons-material/Delete';
import VisibilityIcon from '@mui/icons-material/Visibility';
import SearchIcon from '@mui/icons-material/Search';
import { DataTable } from 'react-admin';
import { archiveEnd } from '../../../contract/archive';
import { archiveWindow } from '../archive';
import { defineResource } from '../defineResource';
import { formatDate, lastDaysRange, toWireDate } from '../format';
import { historicalOf } from '../historicalOf';
import type { FilterSpec } from '../filters/types';
import { ScreenSwitch } from './ScreenSwitch';
import { AdminTestContext, fakeDataProvider, testI18nProviderFor } from '../testing/adminTestContext';
import { ResourceList } from './ResourceList';

const base = defineResource({
  name: 'claims',
  apiPath: '/claims',
  access: 'CLAIM',
  menu: { icon: SearchIcon, order: 1 },
  filterCookiePrefix: 'claims_',
  show: () => Promise.resolve(() => null),
  messages: {
    en: { resources: { claims: { name: 'Claims', subtitle: 'The current ones', fields: { claimId: 'Claim number' } } } },
    es: { resources: { claims: { name: 'Reclamos', subtitle: 'Los actuales', fields: { claimId: 'Número de reclamo' } } } },
    pt: { resources: { claims: { name: 'Reclamações', subtitle: 'As atuais', fields: { claimId: 'Número da reclamação' } } } },
  },
});
const historical = historicalOf(base, {
  call: 'claims',
  order: 1,
  names: { en: 'Historical claims', es: 'Reclamos históricos', pt: 'Reclamações históricas' },
});
const filters: FilterSpec[] = [{ kind: 'dateRange', source: 'createdDate', label: 'Created', alwaysOn: true }];
const rows = [{ id: 'c1', claimId: 'c1' }];
const grants = ['CLAIM:ADD', 'CLAIM:EXPORT', 'HISTORICALS:EXPORT'];

const renderList = (definition = historical, provider = fakeDataProvider({}, rows)) => {
  render(
    <AdminTestContext resource={definition} dataProvider={provider} url={`/${definition.name}`} grants={grants}>
      <ResourceList
        title="resources.claims.name"
        filters={filters}
        defaultFilters={lastDaysRange(0)}
        add
        edit
        remove
        rowActions={[
          { name: 'view', label: 'View', icon: <VisibilityIcon />, onClick: () => undefined },
          { name: 'cancel', label: 'Cancel the claim', icon: <DeleteIcon />, onClick: () => undefined, writes: true },
        ]}
        toolbar={
          <ScreenSwitch
            label="Shown"
            current="/a"
            options={[
              { label: 'A', to: '/a' },
              { label: 'B', to: '/b' },
            ]}
          />
        }
      >
        <DataTable.Col source="claimId" />
      </ResourceList>
    </AdminTestContext>,
  );
  return provider;
};

beforeAll(async () => {
  await testI18nProviderFor(historical);
  await testI18nProviderFor(base);
});
afterEach(cleanup);

describe('a historical list', () => {
  it('reads the archive only: its own title and note, the current labels, no writes', async () => {
    renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Historical claims' })).toBeInTheDocument();
    expect(screen.getByText(`Records of the previous platform, up to ${formatDate(archiveEnd(), 'date')}. Read only.`)).toBeInTheDocument();
    expect(screen.queryByText('The current ones')).not.toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: /Claim number/ })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /c1/ });
    expect(within(row).getByRole('button', { name: 'View' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Cancel the claim' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(row).queryByLabelText('Select this row')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Shown' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
  });

  it('asks its own call for the archive’s last two months instead of today', async () => {
    const provider = renderList();
    const { from, to } = archiveWindow();
    await waitFor(() =>
      expect(provider.getList).toHaveBeenCalledWith(
        'historical-claims',
        expect.objectContaining({ filter: { createdDateFrom: toWireDate(from), createdDateTo: toWireDate(to) } }),
      ),
    );
  });

  it('leaves the current screen as it was', async () => {
    const provider = renderList(base);
    expect(await screen.findByRole('heading', { level: 1, name: 'Claims' })).toBeInTheDocument();
    expect(screen.getByText('The current ones')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cancel the claim' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add/ })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /c1/ });
    expect(await within(row).findByRole('link', { name: /Edit/ })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /Delete/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Shown' })).toBeInTheDocument();
    expect(within(row).getByLabelText('Select this row')).toBeInTheDocument();
    expect(provider.getList).toHaveBeenCalledWith('claims', expect.objectContaining({ filter: lastDaysRange(0) }));
  });
});
