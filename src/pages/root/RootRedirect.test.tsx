import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, ResourceDefinitionContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ResourceCode } from '../../../contract/access/codes';
import type { ResourceDefinition } from '../../framework/defineResource';
import { resourceRegistry } from '../../framework/resources/ResourceRoutes';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { buildCatalog } from '../../i18n/catalog';
import type { Locale } from '../../i18n/defineMessages';
import { createProviders } from '../../providers/createProviders';
import { rolePatent, storedLogin } from '../../framework/testing/storedLogin';
import { RootRedirect } from './RootRedirect';

afterEach(cleanup);

const declared = (name: string, access: ResourceCode): ResourceDefinition => ({
  name,
  apiPath: `/${name}`,
  access,
  messages: { en: {}, es: {}, pt: {} },
});

/** Declarations of this test only, none of resources/index.ts: the root must choose among what App registers. */
const DECLARED = [declared('first', 'SHOP'), declared('second', 'CLAIM'), declared('third', 'REFUND')];

/** Root `/` with the app's auth provider over a stored login whose role has VIEW on `viewCodes`. */
function renderRoot(viewCodes: ResourceCode[]) {
  const { storage } = storedLogin(rolePatent('VIEW', viewCodes));
  const { authProvider } = createProviders({ definitions: DECLARED, storage });
  const i18nProvider = polyglotI18nProvider((l) => buildCatalog(l as Locale, []), 'en');
  render(
    <MemoryRouter initialEntries={['/']}>
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
        <ResourceDefinitionContextProvider definitions={resourceRegistry(DECLARED, { accessDenied: null, notFound: null })}>
          <Routes>
            <Route path="/" element={<RootRedirect />} />
            {DECLARED.map(({ name }) => (
              <Route key={name} path={`/${name}`} element={<p>at {name}</p>} />
            ))}
          </Routes>
        </ResourceDefinitionContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('RootRedirect (spec 01 §2.3, issue #32: read through react-admin’s resource registry)', () => {
  it('goes to the first registered resource the role may view', async () => {
    renderRoot(['REFUND', 'CLAIM']);
    expect(await screen.findByText('at second')).toBeInTheDocument();
  });

  it('says there is no screen when the role may view none of the registered resources', async () => {
    renderRoot(['TRANSACTION']);
    expect(await screen.findByText('Your role gives you no screen to open. Ask your administrator for access.')).toBeInTheDocument();
  });
});
