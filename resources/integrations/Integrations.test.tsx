import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminTestContext, fakeDataProvider, testI18nProviderFor } from '../../src/framework/testing/adminTestContext';
import { integrationsResource } from './index';
import { IntegrationsPage } from './IntegrationsPage';
import type { WhitelabelConfig } from '../../contract/integrations/types';

beforeAll(async () => {
  await testI18nProviderFor(integrationsResource);
});
afterEach(cleanup);

const brand = {
  whitelabelEnabled: true,
  accentColor: '#FFFFFF',
  backgroundColor: '#FFFFFF',
  logoFileId: 0,
  logoFileKey: null,
  enableSecuredByLogo: true,
};
const CONFIG: WhitelabelConfig = {
  fontFamilies: ['Roboto', 'Lato'],
  merchantWhitelabels: [{ ...brand, merchantId: 4, merchantName: 'Pampa Commerce', primaryColor: '#001BA9', fontFamily: 'Roboto' }],
  shopWhitelabels: [
    {
      ...brand,
      merchantId: 4,
      shopId: 8,
      shopName: 'Pampa Store',
      primaryColor: '#7A1FA2',
      fontFamily: 'Lato',
      overrideWhitelabelConfiguration: true,
      backgroundFileId: 0,
      backgroundFileKey: null,
      isTextButtonBlack: false,
    },
  ],
};

const renderPage = (grants: string[]) => {
  const provider = fakeDataProvider();
  provider.config.mockImplementation(async () => CONFIG);
  provider.whitelabelPreview.mockResolvedValue({ url: 'http://api.test/api/v1/pay/preview/abc' });
  render(
    <AdminTestContext resource={integrationsResource} dataProvider={provider} url="/integrations" grants={grants}>
      <IntegrationsPage />
    </AdminTestContext>,
  );
  return provider;
};

const ALL = ['SHOP:VIEW', 'MERCHANT:VIEW', 'TEMPLATE:EDIT', 'INTEGRATOR:LANDING_SETTINGS'];

describe('IntegrationsPage (spec 03 §2)', () => {
  it('checks a colour, previews the unsaved shop branding in the 650 px frame and saves both parts in one call', async () => {
    const provider = renderPage(ALL);
    expect(await screen.findByRole('tab', { name: 'Paywall settings' })).toBeInTheDocument();
    const shops = await screen.findByRole('region', { name: 'Shops white label' });
    // Collapsed while the shops' part is open: its summary is there.
    expect(screen.getByRole('button', { name: 'Merchants white label' })).toHaveAttribute('aria-expanded', 'false');
    const primary = within(shops).getByRole('textbox', { name: 'Primary colour' });
    expect(primary).toHaveValue('#7A1FA2');
    await userEvent.clear(primary);
    await userEvent.type(primary, '#12');
    await userEvent.tab();
    // The contract's words (contract/writes/whitelabel.ts), as the API would answer; a save sends nothing.
    expect(await within(shops).findByText('Must be a colour (#RRGGBB)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(primary).toHaveAccessibleDescription('Must be a colour (#RRGGBB)');
    expect(provider.saveWhitelabel).not.toHaveBeenCalled();
    await userEvent.clear(primary);
    await userEvent.type(primary, '#123456');
    await userEvent.tab();
    await waitFor(() => expect(within(shops).queryByText('Must be a colour (#RRGGBB)')).not.toBeInTheDocument());

    await userEvent.click(within(shops).getByRole('button', { name: 'Preview' }));
    expect(provider.whitelabelPreview).toHaveBeenCalledWith(
      8,
      'paywall',
      expect.objectContaining({ shopId: 8, primaryColor: '#123456', fontFamily: 'Lato' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Preview of the payment page' });
    const frame = within(dialog).getByTitle('Preview of the payment page');
    expect(frame).toHaveAttribute('src', 'http://api.test/api/v1/pay/preview/abc');
    expect(frame.style.height).toBe('650px');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    provider.saveWhitelabel.mockResolvedValue({});
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(provider.saveWhitelabel).toHaveBeenCalledWith(4, {
        merchant: expect.objectContaining({ primaryColor: '#001BA9', fontFamily: 'Roboto' }),
        shop: expect.objectContaining({ shopId: 8, primaryColor: '#123456', overrideWhitelabelConfiguration: true }),
      }),
    );
    expect(await screen.findByText('The white label is saved.')).toBeInTheDocument();
  });

  it('keeps what was typed when the save is refused, and says why', async () => {
    const provider = renderPage(ALL);
    const shops = await screen.findByRole('region', { name: 'Shops white label' });
    const primary = within(shops).getByRole('textbox', { name: 'Primary colour' });
    await userEvent.clear(primary);
    await userEvent.type(primary, '#ABCDEF');
    provider.saveWhitelabel.mockRejectedValue(new Error('logoFileId: not one of your files'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The white label could not be saved: logoFileId: not one of your files')).toBeInTheDocument();
    expect(primary).toHaveValue('#ABCDEF');
  });

  it('shows a role without TEMPLATE EDIT the shops’ branding read-only: no Save, no merchants part without MERCHANT VIEW, no paywall tab', async () => {
    renderPage(['SHOP:VIEW']);
    const shops = await screen.findByRole('region', { name: 'Shops white label' });
    expect(within(shops).getByRole('textbox', { name: 'Primary colour' })).toBeDisabled();
    expect(within(shops).getByRole('button', { name: 'Preview' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Merchants white label' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'API credentials' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Paywall settings' })).not.toBeInTheDocument();
  });

  it('brands a merchant without shops (a submerchant registered today): its own part only, saying why no shop is there', async () => {
    const provider = fakeDataProvider();
    const newcomer = {
      ...brand,
      whitelabelEnabled: false,
      merchantId: 12,
      merchantName: 'Andes Foods Chile',
      primaryColor: '#001BA9',
      fontFamily: 'Roboto',
    };
    provider.config.mockImplementation(async () => ({ ...CONFIG, merchantWhitelabels: [...CONFIG.merchantWhitelabels, newcomer] }));
    provider.saveWhitelabel.mockResolvedValue({});
    render(
      <AdminTestContext resource={integrationsResource} dataProvider={provider} url="/integrations" grants={ALL}>
        <IntegrationsPage />
      </AdminTestContext>,
    );
    await userEvent.click(await screen.findByRole('combobox', { name: /^Merchant/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Andes Foods Chile' }));
    const shops = await screen.findByRole('region', { name: 'Shops white label' });
    expect(within(shops).getByText(/This merchant has no shop yet/)).toBeInTheDocument();
    expect(within(shops).queryByRole('combobox')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(provider.saveWhitelabel).toHaveBeenCalledWith(12, { merchant: expect.objectContaining({ primaryColor: '#001BA9' }) }),
    );
  });

  it('offers only the server’s fonts (no blank), shows a line in the chosen one once loaded, and the saved logo as a thumbnail', async () => {
    const provider = fakeDataProvider();
    const [shop] = CONFIG.shopWhitelabels;
    provider.config.mockImplementation(async () => ({
      ...CONFIG,
      shopWhitelabels: [{ ...shop, logoFileId: 31, logoFileKey: 'logo-31' }],
    }));
    provider.readFile.mockImplementation(async (fileKey: string) =>
      fileKey === 'logo-31' ? new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }) : undefined,
    );
    render(
      <AdminTestContext resource={integrationsResource} dataProvider={provider} url="/integrations" grants={ALL}>
        <IntegrationsPage />
      </AdminTestContext>,
    );
    const shops = await screen.findByRole('region', { name: 'Shops white label' });
    const logo = await within(shops).findByRole('img', { name: 'logo' });
    expect(logo.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(provider.readFile).toHaveBeenCalledWith('logo-31');

    const sample = within(shops).getByText('The quick brown fox jumps over the lazy dog, in Lato.');
    expect(getComputedStyle(sample).fontFamily).toContain('Lato');
    await waitFor(() => expect(sample).toHaveAttribute('data-loaded', 'true'));
    await userEvent.click(within(shops).getByRole('combobox', { name: /^Font family/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Roboto', 'Lato']);
    await userEvent.click(options[0] as HTMLElement);
    const roboto = await within(shops).findByText('The quick brown fox jumps over the lazy dog, in Roboto.');
    await waitFor(() => expect(roboto).toHaveAttribute('data-loaded', 'true'));
    expect(getComputedStyle(roboto).fontFamily).toContain('Roboto');
  });

  it('previews the shop’s landing page from the paywall settings tab with the landing call and its five settings (spec 03 §7)', async () => {
    const provider = renderPage(ALL);
    await userEvent.click(await screen.findByRole('tab', { name: 'Paywall settings' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Preview the landing page' }));
    await waitFor(() =>
      expect(provider.whitelabelPreview).toHaveBeenCalledWith(8, 'landing', {
        primaryColor: '#7A1FA2',
        logoFileId: 0,
        logoFileKey: undefined,
        fontFamily: 'Lato',
        isTextButtonBlack: false,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Preview of the landing page' });
    expect(within(dialog).getByTitle('Preview of the landing page')).toHaveAttribute('src', 'http://api.test/api/v1/pay/preview/abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Its neighbour still shows the pay page, with the paywall call.
    await userEvent.click(screen.getByRole('button', { name: 'Preview the payment page' }));
    await waitFor(() => expect(provider.whitelabelPreview).toHaveBeenLastCalledWith(8, 'paywall', expect.objectContaining({ shopId: 8 })));
    expect(await screen.findByRole('dialog', { name: 'Preview of the payment page' })).toBeInTheDocument();
  });
});
