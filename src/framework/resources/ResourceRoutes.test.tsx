import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  AdminContext,
  AdminUI,
  CreateButton,
  ReferenceField,
  ResourceDefinitionContextProvider,
  ShowButton,
  TextField,
  useCreatePath,
} from 'react-admin';
import { defineResource } from '../defineResource';
import { AdminTestContext, currentLocation, fakeDataProvider, testI18nProvider } from '../testing/adminTestContext';
import { authProviderFor, LocationProbe, roleWith } from '../testing/testAuth';
import { useDeclaredResource } from './resourceOptions';
import { resourceElements, resourceRegistry, type RouteOutcomes } from './ResourceRoutes';

afterEach(cleanup);

const ShopsList = () => {
  const { access, filterCookiePrefix } = useDeclaredResource();
  const createPath = useCreatePath();
  return (
    <>
      <p>
        shops list {access} {filterCookiePrefix}
      </p>
      <ShowButton record={{ id: 7 }} />
      <CreateButton />
      <p>created path {createPath({ resource: 'shops', type: 'show', id: 7 })}</p>
    </>
  );
};
const ShopPage = () => <p>shop page</p>;
const ClaimsList = () => (
  <ReferenceField record={{ id: 1, shopId: 7 }} source="shopId" reference="shops">
    <TextField source="shopName" />
  </ReferenceField>
);

const shops = defineResource({
  name: 'shops',
  apiPath: '/shops',
  access: 'SHOP',
  filterCookiePrefix: 'shops_',
  list: async () => ShopsList,
  show: async () => ShopPage,
  messages: { en: {}, es: {}, pt: {} },
});
const claims = defineResource({
  name: 'claims',
  apiPath: '/claims',
  access: 'CLAIM',
  list: async () => ClaimsList,
  messages: { en: {}, es: {}, pt: {} },
});

const batchPage = () => <p>batch page</p>;
const batches = defineResource({
  name: 'payout-batches',
  apiPath: '/payouts',
  access: 'PAYOUT_BATCH',
  anyAccess: ['PAYOUT'],
  show: async () => batchPage,
  // A further page of the screen (as /refunds/{id}/documents), behind VIEW like the detail.
  routes: [{ path: ':id/errors', view: async () => () => <p>batch errors page</p> }],
  messages: { en: {}, es: {}, pt: {} },
});

// A screen the spec reaches through a choice: MENU opens it too, and a denial goes elsewhere.
const globalBalance = defineResource({
  name: 'global-balance',
  apiPath: '/dashboard/shops',
  access: 'GLOBAL_BALANCE',
  alsoOpenWith: ['MENU'],
  whenDenied: ({ denied }) => <div>sent elsewhere, else {denied}</div>,
  list: async () => () => <p>global balance page</p>,
  messages: { en: {}, es: {}, pt: {} },
});
const DECLARED = [shops, claims, batches, globalBalance];

const outcomes: RouteOutcomes = { accessDenied: <p>logged out</p>, notFound: <p>404</p> };
const Layout = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={null}>
    {children}
    <LocationProbe />
  </Suspense>
);

function renderApp(url: string, patents: Record<string, string[]> = { SHOP: ['VIEW', 'ADD'], CLAIM: ['VIEW'] }) {
  const shopRows = [{ id: 7, shopId: 7, shopName: 'Lima Store' }];
  const provider = fakeDataProvider({}, shopRows);
  provider.getMany.mockImplementation(async () => ({ data: shopRows }));
  render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext
        dataProvider={provider}
        authProvider={authProviderFor(roleWith(patents), {
          codes: { shops: 'SHOP', claims: 'CLAIM', 'payout-batches': 'PAYOUT_BATCH', 'global-balance': 'GLOBAL_BALANCE' },
        })}
        i18nProvider={testI18nProvider}
      >
        <ResourceDefinitionContextProvider definitions={resourceRegistry(DECLARED, outcomes)}>
          <AdminUI layout={Layout} disableTelemetry>
            {resourceElements(DECLARED, outcomes)}
          </AdminUI>
        </ResourceDefinitionContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('declared resources on react-admin routes', () => {
  it('gives a view its declaration through react-admin (no import of its own index)', async () => {
    renderApp('/shops');
    expect(await screen.findByText('shops list SHOP shops_')).toBeInTheDocument();
  });

  it("sends react-admin's ShowButton to the spec's /{id}/detail page", async () => {
    renderApp('/shops');
    await userEvent.click(await screen.findByRole('link', { name: 'Show' }));
    expect(await screen.findByText('shop page')).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/shops/7/detail');
  });

  it("does not forward react-admin's edit path: routes are exact-match (spec 01 §2.2)", async () => {
    renderApp('/shops/8', { SHOP: ['VIEW', 'EDIT'] });
    expect(await screen.findByText('404')).toBeInTheDocument();
  });

  it("sends react-admin's CreateButton to the spec's /new, behind ADD", async () => {
    renderApp('/shops');
    await userEvent.click(await screen.findByRole('link', { name: 'Create' }));
    // Allowed, but no create view is declared: the 404 screen.
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/shops/new');
  });

  it('logs out a role without ADD from /new, whether or not a create view exists (spec 01 §2.2)', async () => {
    renderApp('/shops/create', { SHOP: ['VIEW'] });
    expect(await screen.findByText('logged out')).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/shops/new');
  });

  it('links a ReferenceField to the referenced record’s /detail page', async () => {
    renderApp('/claims');
    const link = await screen.findByRole('link');
    expect(link).toHaveAttribute('href', '/shops/7/show');
    await userEvent.click(link);
    expect(await screen.findByText('shop page')).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/shops/7/detail');
  });

  it('keeps list routes exact: anything after the list path is not found', async () => {
    renderApp('/claims/7/detail');
    expect(await screen.findByText('404')).toBeInTheDocument();
  });

  it('answers 404 for the bare path of a resource without a list, and anything unknown under it', async () => {
    renderApp('/payout-batches', { PAYOUT_BATCH: ['VIEW'] });
    expect(await screen.findByText('404')).toBeInTheDocument();
    cleanup();
    renderApp('/payout-batches/no-such-screen', { PAYOUT_BATCH: ['VIEW'] });
    expect(await screen.findByText('404')).toBeInTheDocument();
    cleanup();
    renderApp('/payout-batches/3/detail', { PAYOUT_BATCH: ['VIEW'] });
    expect(await screen.findByText('batch page')).toBeInTheDocument();
  });

  it("serves a declaration's further pages behind VIEW", async () => {
    renderApp('/payout-batches/3/errors', { PAYOUT_BATCH: ['VIEW'] });
    expect(await screen.findByText('batch errors page')).toBeInTheDocument();
    cleanup();
    renderApp('/payout-batches/3/errors', { SHOP: ['VIEW'] });
    expect(await screen.findByText('logged out')).toBeInTheDocument();
  });

  it('logs out a role without VIEW from a list', async () => {
    renderApp('/claims', { SHOP: ['VIEW'] });
    expect(await screen.findByText('logged out')).toBeInTheDocument();
  });

  it("opens a list with the declaration's alsoOpenWith patent as with VIEW", async () => {
    renderApp('/global-balance', { GLOBAL_BALANCE: ['MENU'] });
    expect(await screen.findByText('global balance page')).toBeInTheDocument();
    cleanup();
    renderApp('/global-balance', { GLOBAL_BALANCE: ['VIEW'] });
    expect(await screen.findByText('global balance page')).toBeInTheDocument();
  });

  it("renders the declaration's whenDenied, handed the logout, instead of the logout alone", async () => {
    renderApp('/global-balance', { GLOBAL_BALANCE: ['EXPORT'] });
    expect(await screen.findByText(/sent elsewhere, else/)).toHaveTextContent('sent elsewhere, else logged out');
    expect(screen.queryByText('global balance page')).not.toBeInTheDocument();
  });
});

describe('TestResource', () => {
  it('renders a view under its declared resource', async () => {
    render(
      <AdminTestContext dataProvider={fakeDataProvider()} resource={shops} url="/shops">
        <ShopsList />
      </AdminTestContext>,
    );
    expect(await screen.findByText('shops list SHOP shops_')).toBeInTheDocument();
  });
});
