import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShopList } from './ShopList';
import { ShopShow } from './ShopShow';
import { currentLocation, roleWith, shop, shopDataProvider } from './testing';
import { AdminTestContext } from '../../src/framework/testing/adminTestContext';
import { shopsResource } from './index';

// react-admin's own list/show checks pass, as the app's routes have already checked SHOP VIEW.
const OPEN_VIEWS = { openViews: true };

const rows = [
  shop(),
  shop({
    id: 4,
    shopId: 4,
    shopName: 'Pampa Store',
    shopLegacyId: 'S20028',
    webUrl: 'javascript:alert(1)',
    contactEmail: 'ops@pampa.example',
    currencyCode: 'ARS',
  }),
];
const SUPER = roleWith({ SHOP: ['VIEW', 'MENU'], SHOW_CREDENTIALS: ['VIEW'] });

/** `view` as the super-merchant sees it at `url` (under `path` for a route with an id). */
function renderAsSuper(
  view: ReactNode,
  {
    dataProvider = shopDataProvider(rows.map((r) => ({ ...r }))),
    url = '/shops',
    path,
  }: { dataProvider?: ReturnType<typeof shopDataProvider>; url?: string; path?: string } = {},
) {
  render(
    <AdminTestContext resource={shopsResource} authOptions={OPEN_VIEWS} dataProvider={dataProvider} role={SUPER} url={url} path={path}>
      {view}
    </AdminTestContext>,
  );
  return dataProvider;
}

describe('ShopList', () => {
  it('always asks for valid shops only, without showing or keeping that filter', async () => {
    const dataProvider = renderAsSuper(<ShopList />);
    await screen.findByText('Andes Marketplace');
    const [, params] = dataProvider.getList.mock.calls[0] as unknown as [string, { filter: Record<string, unknown>; sort: unknown }];
    expect(params.filter).toEqual({ showOnlyValidShops: 'true' });
    expect(params.sort).toEqual({ field: 'shopName', order: 'ASC' });
    expect(currentLocation().pathname).toBe('/shops');
    expect(currentLocation().search).not.toContain('showOnlyValidShops');
    expect(document.cookie).not.toContain('showOnlyValidShops');
    await screen.findByRole('searchbox');
    expect(screen.queryByRole('button', { name: /export/i })).not.toBeInTheDocument();
  });

  it('shows name, legacy id, a new-tab web link, email, currency and status', async () => {
    renderAsSuper(<ShopList />);
    const row = (await screen.findByText('Andes Marketplace')).closest('tr') as HTMLElement;
    expect(within(row).getByText('S20014')).toBeInTheDocument();
    const link = within(row).getByRole('link', { name: /www\.andes-marketplace\.example/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(row).getByText('payments@andes-marketplace.example')).toBeInTheDocument();
    expect(within(row).getByText('USD')).toBeInTheDocument();
    expect(within(row).getByText('Enabled')).toBeInTheDocument();
    // A script address is shown as text, never as a link.
    const other = screen.getByText('Pampa Store').closest('tr') as HTMLElement;
    expect(within(other).queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens the drawer on a row with the details and a link to the full page', async () => {
    renderAsSuper(<ShopList />);
    await userEvent.click(await screen.findByText('S20014'));
    const drawer = await screen.findByRole('dialog', { name: 'Shop details' });
    expect(new URLSearchParams(currentLocation().search).get('show')).toBe('2');
    expect(currentLocation().search).not.toContain('showOnlyValidShops');
    expect(await within(drawer).findByText('Claim fee waived')).toBeInTheDocument();
    expect(within(drawer).getByText('#264653')).toBeInTheDocument();
    expect(within(drawer).getAllByTestId('color-swatch')).toHaveLength(3);
    // react-admin's show path; its route forwards to /shops/2/detail (src/framework/resources).
    expect(within(drawer).getByRole('link', { name: 'Open the full page' })).toHaveAttribute('href', '/shops/2/show');
    expect(await within(drawer).findByRole('button', { name: 'Show credentials' })).toBeInTheDocument();
  });
});

describe('ShopShow (/shops/{id}/detail)', () => {
  const renderShow = (id: string) => renderAsSuper(<ShopShow />, { url: `/shops/${id}/detail`, path: '/shops/:id/detail' });

  it('shows the shop, a way back and the credentials button', async () => {
    renderShow('2');
    expect(await screen.findByRole('heading', { name: 'Andes Marketplace', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to shops' })).toHaveAttribute('href', '/shops');
    expect(screen.getByText('+1 555 598 1358')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Show credentials' })).toBeInTheDocument();
  });

  it("treats a shop the list hides (disabled, or the master merchant's) as not found", async () => {
    renderAsSuper(<ShopShow />, {
      dataProvider: shopDataProvider([
        shop({ id: 3, shopId: 3, shopStatusTypeCode: 'DISABLED' }),
        shop({ id: 1, shopId: 1, isMasterMerchantShop: true }),
      ]),
      url: '/shops/1/detail',
      path: '/shops/:id/detail',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no shop 1, or you may not see it.');
    expect(screen.queryByRole('button', { name: 'Show credentials' })).not.toBeInTheDocument();
  });

  it('says so when the shop does not exist', async () => {
    renderShow('999');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no shop 999, or you may not see it.');
    expect(screen.getByRole('link', { name: 'Back to shops' })).toBeInTheDocument();
  });
});
