import { useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { AdminContext, AdminUI, Notification, Resource, useLocaleState } from 'react-admin';
import { resourceDefinitions } from '../resources';
import { loadableView, type ViewLoader } from './framework/defineResource';
import { authProvider, dataProvider, i18nProvider, queryClient, session, store } from './appProviders';
import { Layout } from './layout/Layout';
import { SessionProvider } from './layout/SessionContext';
import { AccessDenied } from './pages/access-denied/AccessDenied';
import { guardedView } from './pages/access-denied/guardedView';
import { AUTH_PAGES, isAuthPage, LoginPage } from './pages/auth/authPages';
import { RouteGuard } from './pages/auth/RouteGuard';
import { NotFound } from './pages/not-found/NotFound';
import { RootRedirect } from './pages/root/RootRedirect';
import { darkTheme, lightTheme } from './theme';

/** Screen readers and the browser's own hyphenation follow the chosen language. */
const DocumentLanguage = () => {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
};

/**
 * Public and auth pages render outside react-admin's routes: its requireAuth would otherwise
 * cache "not logged in" while the user completes the second factor on a page it has mounted.
 */
const AuthPages = () => (
  <>
    <CssBaseline enableColorScheme />
    <Routes>
      {AUTH_PAGES.map(({ path, Page }) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
    </Routes>
  </>
);

/** The App-level <Notification/> shows every toast; a second one would take messages off the queue. */
const NoNotification = () => null;

const componentOf = (loader: ViewLoader | undefined) => (loader ? loadableView(loader).Component : undefined);

const Screens = () => {
  const { pathname } = useLocation();
  if (isAuthPage(pathname)) return <AuthPages />;
  return (
    <AdminUI
      layout={Layout}
      dashboard={RootRedirect}
      loginPage={LoginPage}
      catchAll={NotFound}
      accessDenied={AccessDenied}
      notification={NoNotification}
      requireAuth
      disableTelemetry
    >
      {resourceDefinitions.map((d) => (
        <Resource
          key={d.name}
          name={d.name}
          list={d.list && guardedView(d.access, 'list', componentOf(d.list))}
          hasShow={Boolean(d.show)}
          hasCreate={Boolean(d.create)}
        >
          {/* Spec 02 §2: a record's page is /<name>/{id}/detail, not react-admin's /{id}/show. */}
          {d.show && <Route path=":id/detail" element={guardedView(d.access, 'show', componentOf(d.show))} />}
          {/* Spec 01 §2.2: /<name>/new, not react-admin's /create; it needs ADD even without a create view. */}
          <Route path="new" element={guardedView(d.access, 'create', componentOf(d.create))} />
        </Resource>
      ))}
    </AdminUI>
  );
};

/** Boot and wiring only: router, providers, guards, screens from resources/index.ts. */
export const App = () => (
  <BrowserRouter>
    <SessionProvider session={session}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
        store={store}
        lightTheme={lightTheme}
        darkTheme={darkTheme}
      >
        <DocumentLanguage />
        <RouteGuard>
          <Screens />
        </RouteGuard>
        {/* Outside the route switch: a toast raised just before a switch (e.g. the 401 logout) survives it. */}
        <Notification />
      </AdminContext>
    </SessionProvider>
  </BrowserRouter>
);
