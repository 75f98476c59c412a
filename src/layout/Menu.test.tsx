import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import ListIcon from '@mui/icons-material/List';
import { AdminContext, ResourceDefinitionContextProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ResourceCode } from '../../contract/access/codes';
import type { ResourceDefinition } from '../framework/defineResource';
import { upfrontMessages } from '../framework/resources/resourceMessages';
import { resourceRegistry } from '../framework/resources/ResourceRoutes';
import { buildCatalog } from '../i18n/catalog';
import type { Locale } from '../i18n/defineMessages';
import { createProviders } from '../providers/createProviders';
import { rolePatent, storedLogin } from '../framework/testing/storedLogin';
import { SessionProvider } from './SessionContext';
import { Menu } from './Menu';

afterEach(cleanup);

const declared = (name: string, access: ResourceCode, order: number): ResourceDefinition => ({
  name,
  apiPath: `/${name}`,
  access,
  menu: { group: 'operations', icon: ListIcon, order },
  messages: { en: { resources: { [name]: { name: `${name} screen` } } }, es: {}, pt: {} },
});

/** Declarations of this test only, none of resources/index.ts: the menu must read what App registers. */
const DECLARED = [declared('zeta', 'SHOP', 20), declared('alpha', 'CLAIM', 10), declared('hidden', 'NOTIFICATION', 5)];

/** The app's auth provider over a stored login whose role has MENU on `menuCodes`. */
function renderMenu(menuCodes: ResourceCode[]) {
  const { storage, session } = storedLogin(rolePatent('MENU', menuCodes));
  const { authProvider } = createProviders({ definitions: DECLARED, storage });
  const catalog = DECLARED.map(upfrontMessages);
  const i18nProvider = polyglotI18nProvider((l) => buildCatalog(l as Locale, catalog), 'en');
  render(
    <SessionProvider session={session}>
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
        <ResourceDefinitionContextProvider definitions={resourceRegistry(DECLARED, { accessDenied: null, notFound: null })}>
          <Menu />
        </ResourceDefinitionContextProvider>
      </AdminContext>
    </SessionProvider>,
  );
}

const itemNames = () =>
  screen
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '')
    .filter((text) => text.endsWith('screen'));

describe('Menu (spec 01 §2.5, issue #32: read through react-admin’s resource registry)', () => {
  it('lists the registered resources the role has MENU on, by menu order', async () => {
    renderMenu(['SHOP', 'CLAIM']);
    await screen.findByText('zeta screen');
    expect(itemNames()).toEqual(['alpha screen', 'zeta screen']);
    expect(screen.queryByText('hidden screen')).toBeNull();
  });

  it('shows no item of a resource the registry does not hold', async () => {
    renderMenu(['SHOP', 'TRANSACTION']);
    await screen.findByText('zeta screen');
    await waitFor(() => expect(itemNames()).toEqual(['zeta screen']));
    expect(screen.queryByText('Transactions')).toBeNull();
  });
});
