import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AdminContext, Notification, type AuthProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { buildCatalog } from '../../i18n/catalog';
import { ruleMessages } from '../../i18n/ruleMessages';
import type { SessionStore } from '../../providers/session';
import { SessionProvider } from '../../layout/SessionContext';
import { RouteGuard } from './RouteGuard';

// The app's catalog once the sign-in form has brought the contract rules' words (schemaRules).
const i18nProvider = polyglotI18nProvider(() => buildCatalog('en', [ruleMessages]), 'en');

/** Where the guard sent the user: any other route shows its address. */
const Where = () => {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
};

export interface GuardedPage {
  /** The address opened, e.g. '/two-factor-auth?from=%2Fpayouts'. */
  url: string;
  /** The page's route path. */
  path: string;
  page: ReactElement;
  session: SessionStore;
  authProvider: AuthProvider;
}

/** A sign-in page behind the app's route guard, as the app mounts it, in English. */
export function renderGuardedPage({ url, path, page, session, authProvider }: GuardedPage) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <SessionProvider session={session}>
        <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
          <RouteGuard>
            <Routes>
              <Route path={path} element={page} />
              <Route path="*" element={<Where />} />
            </Routes>
          </RouteGuard>
          <Notification />
        </AdminContext>
      </SessionProvider>
    </MemoryRouter>,
  );
}
