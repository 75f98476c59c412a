import { useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { AdminContext, AdminUI, Notification, ResourceDefinitionContextProvider, useLocaleState } from 'react-admin';
import { resourceDefinitions } from '../resources';
import { resourceElements, resourceRegistry, type RouteOutcomes } from './framework/resources/ResourceRoutes';
import type { AppProviders } from './appProviders';
import { Layout } from './layout/Layout';
import { SessionProvider } from './layout/SessionContext';
import { AccessDenied } from './pages/access-denied/AccessDenied';
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

/** Spec 01 §2.2: a denied route logs out; an unknown one is the 404 screen. */
const ROUTE_OUTCOMES: RouteOutcomes = { accessDenied: <AccessDenied />, notFound: <NotFound /> };
const RESOURCES = resourceElements(resourceDefinitions, ROUTE_OUTCOMES);
const REGISTRY = resourceRegistry(resourceDefinitions, ROUTE_OUTCOMES);

const Screens = () => {
  const { pathname } = useLocation();
  if (isAuthPage(pathname)) return <AuthPages />;
  return (
    <ResourceDefinitionContextProvider definitions={REGISTRY}>
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
        {RESOURCES}
      </AdminUI>
    </ResourceDefinitionContextProvider>
  );
};

/**
 * Wiring only: router, the providers boot.ts built, guards, and the screens from
 * resources/index.ts registered with react-admin, where the rest of src/ reads them.
 */
export const App = ({
  providers: { session, dataProvider, authProvider, queryClient, i18nProvider, store },
}: {
  providers: AppProviders;
}) => (
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
