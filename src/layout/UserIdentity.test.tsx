import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { buildCatalog } from '../i18n/catalog';
import type { Locale } from '../i18n/defineMessages';
import { createProviders } from '../providers/createProviders';
import { storedLogin } from '../framework/testing/storedLogin';
import { UserIdentity } from './UserIdentity';

afterEach(cleanup);

/** The app's auth provider over a stored login of this role, in this language. */
function renderIdentity(roleCode: string, locale: Locale = 'en', impersonatedBy?: { firstName: string; lastName: string; email: string }) {
  const { storage } = storedLogin({ code: roleCode, resources: [] }, impersonatedBy ? { impersonatedBy } : {});
  const { authProvider } = createProviders({ definitions: [], storage });
  const i18nProvider = polyglotI18nProvider((l) => buildCatalog(l as Locale, []), locale);
  render(
    <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
      <UserIdentity />
    </AdminContext>,
  );
}

describe('UserIdentity (issue #30 item 34, spec 01 §6)', () => {
  it("shows the role's name, not its code, under the user's name", async () => {
    renderIdentity('MERCHANT_ADMIN');
    expect(await screen.findByText('Shop - Administrator')).toBeInTheDocument();
    expect(screen.getByText('Ana Silva')).toBeInTheDocument();
    expect(screen.queryByText(/MERCHANT_ADMIN/)).toBeNull();
  });
  it("names the role in the screen's language", async () => {
    renderIdentity('MERCHANT_ADMIN', 'es');
    expect(await screen.findByText('Tienda - Administrador')).toBeInTheDocument();
    cleanup();
    renderIdentity('VIEWER', 'pt');
    expect(await screen.findByText('Loja - Somente leitura')).toBeInTheDocument();
  });
  it("words a role it has no name for from its code, and shows the impersonated user's role", async () => {
    renderIdentity('FINANCE_MANAGER', 'en', { firstName: 'Sam', lastName: 'Agent', email: 'sam@demo.test' });
    expect(await screen.findByText('Finance manager')).toBeInTheDocument();
    expect(screen.getByText('Sam Agent, acting as Ana Silva')).toBeInTheDocument();
  });
});
