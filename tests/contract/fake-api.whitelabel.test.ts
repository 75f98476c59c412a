/**
 * Issue #19's white-label routes over HTTP: who may read and save, the settings' rules, one save
 * for merchant and shop, the background that is an image or a colour, the styles a shop's pages
 * use, and the previews and pay pages rendered with them.
 */
import { describe, expect, it } from 'vitest';
import { json } from '../harness/fakeApi';
import { suiteDemoApi, type DemoCall } from '../harness/demoApi';
import { PAYWALL_LINK } from './support/paywalls';
import { SUBMERCHANT_BODY, SUBMERCHANT_ENTITY } from './support/submerchants';
import type { ShopBrand } from '../../contract/integrations/types';

const api = suiteDemoApi({ scale: 3000 });
const { as } = api;

type ShopStyle = Omit<ShopBrand, 'shopName'>;

const post = (call: DemoCall, path: string, body: unknown) => call(path, { method: 'POST', body: JSON.stringify(body) });

/** A PNG the upload takes (its signature is what the content check reads). */
async function uploadLogo(token: string): Promise<{ fileId: number; fileKey: string }> {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'logo.png');
  const reply = await fetch(`${api.url}/file?kind=logo`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  return json(reply);
}

describe('white label', () => {
  it('reads with MERCHANT, SHOP or INTEGRATOR VIEW, saves with TEMPLATE EDIT, each in the caller’s scope', async () => {
    for (const path of ['/merchants/4/whitelabel', '/shops/8/whitelabel', '/h2h/styles?shopId=8']) {
      expect((await fetch(`${api.url}${path}`)).status, path).toBe(401);
      expect((await as.viewer(path)).status, path).toBe(200);
    }
    // The staff hold SHOP VIEW (a shop's settings) but neither MERCHANT nor INTEGRATOR.
    expect((await as.staff('/merchants/4/whitelabel')).status).toBe(403);
    const shop = await json<ShopStyle>(await as.merchant('/shops/8/whitelabel'));
    expect((await post(as.viewer, '/merchants/4/whitelabel', { shop })).status).toBe(403);
    expect((await as.merchant('/shops/1/whitelabel')).status).toBe(404);
    expect((await post(as.merchant, '/merchants/1/whitelabel', { shop })).status).toBe(404);
  });

  it('refuses a bad colour, font, image or empty save naming the field', async () => {
    const shop = await json<ShopStyle>(await as.merchant('/shops/8/whitelabel'));
    const cases: [unknown, string][] = [
      [{}, 'body'],
      [{ shop: { ...shop, primaryColor: 'blue' } }, 'shop.primaryColor'],
      [{ shop: { ...shop, fontFamily: 'Comic Sans' } }, 'shop.fontFamily'],
      [{ shop: { ...shop, logoFileKey: 'not-a-file', logoFileId: 9 } }, 'shop.logoFileKey'],
      [{ shop: { ...shop, shopId: 9999 } }, 'shopId'],
    ];
    for (const [body, field] of cases) {
      const reply = await post(as.merchant, '/merchants/4/whitelabel', body);
      const text = await reply.text();
      expect([400, 404], `${field}: ${text}`).toContain(reply.status);
      expect(text.startsWith(field), `${field}: ${text}`).toBe(true);
    }
  });

  it('saves a shop’s colours, logo and font; an image background clears the colour; its pay pages and previews wear them', async () => {
    const { tokens } = api;
    const logo = await uploadLogo(tokens.merchant);
    const background = await uploadLogo(tokens.merchant);
    const shop = await json<ShopStyle>(await as.merchant('/shops/8/whitelabel'));
    const saved = await post(as.merchant, '/merchants/4/whitelabel', {
      shop: {
        ...shop,
        whitelabelEnabled: true,
        overrideWhitelabelConfiguration: true,
        primaryColor: '#7A1FA2',
        accentColor: '#FFC107',
        logoFileId: logo.fileId,
        logoFileKey: logo.fileKey,
        backgroundFileId: background.fileId,
        backgroundFileKey: background.fileKey,
        backgroundColor: '#123456',
        fontFamily: 'Lato',
        isTextButtonBlack: true,
      },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const after = await json<ShopStyle>(await as.merchant('/shops/8/whitelabel'));
    expect(after).toMatchObject({
      primaryColor: '#7A1FA2',
      backgroundColor: '',
      backgroundFileKey: background.fileKey,
      fontFamily: 'Lato',
    });
    expect(await json(await as.merchant('/h2h/styles?shopId=8'))).toMatchObject({ source: 'SHOP', primaryColor: '#7A1FA2' });

    // A link of that shop: its pay page is branded, logo inline.
    const link = await json<{ payUrl: string }>(await post(as.merchant, '/paywalls', PAYWALL_LINK));
    const html = await (await fetch(link.payUrl)).text();
    expect(html).toContain('--primary: #7A1FA2');
    expect(html).toContain('"Lato"');
    // The font comes with the page, from the API (issue #30 item 19): not only where the device has it.
    const fontUrl = /font-family: 'Lato';[^}]*?src: url\(([^)]+lato-latin-400-normal\.woff2)\)/.exec(html)?.[1];
    expect(fontUrl).toBe('/api/v1/pay/fonts/lato/lato-latin-400-normal.woff2');
    const font = await fetch(new URL(fontUrl as string, link.payUrl));
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect((await font.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    for (const wrong of ['comic-sans/comic-sans-latin-400-normal.woff2', 'lato/..%2Fpackage.json', 'lato/lato-latin-999-normal.woff2'])
      expect((await fetch(new URL(`/api/v1/pay/fonts/${wrong}`, link.payUrl))).status, wrong).toBe(404);
    expect(html).toContain('--button-text: #000000');
    expect(html).toContain('src="data:image/png;base64,');

    // Back to a colour: the image is cleared.
    await post(as.merchant, '/merchants/4/whitelabel', {
      shop: { ...after, backgroundColor: '#EEEEEE', backgroundFileId: 0, backgroundFileKey: null },
    });
    expect(await json(await as.merchant('/shops/8/whitelabel'))).toMatchObject({ backgroundColor: '#EEEEEE', backgroundFileId: 0 });

    // A preview of settings not saved: a public page with them, its buttons disabled.
    const preview = await json<{ url: string }>(
      await post(as.merchant, '/shops/8/paywall-preview', { primaryColor: '#0B8457', fontFamily: 'Poppins', logoFileKey: logo.fileKey }),
    );
    const page = await (await fetch(preview.url)).text();
    expect(page).toContain('--primary: #0B8457');
    expect(page).toMatch(/<button class="pay"[^>]* disabled>/);
    expect(page).toContain('ORD-1024');
    // The landing preview (spec 03 §7) is the shop's landing page, not the pay page, in its settings.
    const landing = await json<{ url: string }>(
      await post(as.merchant, '/shops/8/landing-preview', {
        primaryColor: '#7A1FA2',
        logoFileId: logo.fileId,
        logoFileKey: logo.fileKey,
        fontFamily: 'Poppins',
        isTextButtonBlack: true,
      }),
    );
    const landingPage = await (await fetch(landing.url)).text();
    expect(landingPage).toContain('Welcome to Pampa Store');
    expect(landingPage).toContain('--primary: #7A1FA2');
    expect(landingPage).toContain('--button-text: #000000');
    expect(landingPage).toContain('"Poppins"');
    expect(landingPage).toContain('<img class="logo" src="data:');
    expect(landingPage).not.toContain('name="decision"');
    expect(page).not.toContain('Welcome to');
    expect((await post(as.merchant, '/shops/8/landing-preview', { primaryColor: 'green', fontFamily: 'Poppins' })).status).toBe(400);
    expect((await post(as.merchant, '/shops/1/landing-preview', { primaryColor: '#0B8457', fontFamily: 'Poppins' })).status).toBe(404);
  });

  it('refuses in the preview exactly the logo and background the save refuses: a path, another merchant’s image (issue #31)', async () => {
    const shop = await json<ShopStyle>(await as.merchant('/shops/8/whitelabel'));
    const others = await uploadLogo(api.tokens.super);
    const { fileId } = await uploadLogo(api.tokens.merchant);
    const cases: [string, string][] = [
      ['../../db.json', 'must be a file key the API gave out'],
      ['logo/../../etc/passwd', 'must be a file key the API gave out'],
      [others.fileKey, 'must be an image you uploaded'],
    ];
    for (const [key, problem] of cases) {
      for (const page of ['paywall', 'landing']) {
        const preview = await post(as.merchant, `/shops/8/${page}-preview`, {
          primaryColor: '#0B8457',
          fontFamily: 'Poppins',
          logoFileKey: key,
        });
        expect(preview.status, key).toBe(400);
        expect(await preview.text(), key).toBe(`logoFileKey ${problem}`);
        const background = await post(as.merchant, `/shops/8/${page}-preview`, {
          primaryColor: '#0B8457',
          fontFamily: 'Poppins',
          backgroundFileKey: key,
        });
        expect(await background.text(), key).toBe(`backgroundFileKey ${problem}`);
      }
      const save = await post(as.merchant, '/merchants/4/whitelabel', { shop: { ...shop, logoFileKey: key, logoFileId: fileId } });
      expect(save.status, key).toBe(400);
      expect(await save.text(), key).toBe(`shop.logoFileKey ${problem}`);
    }
  });

  it('brands a submerchant registered today: its defaults are read, it is in the config, and its first save stores them', async () => {
    const entity = { ...SUBMERCHANT_ENTITY, companyName: 'Brandable Today', businessRegistrationNumber: 'BRAND0017' };
    const registered = await post(as.super, '/submerchants', {
      ...SUBMERCHANT_BODY,
      companyInformation: { ...SUBMERCHANT_BODY.companyInformation, entityInformation: entity },
    });
    expect(registered.status, await registered.clone().text()).toBe(201);
    const { merchantId } = await json<{ merchantId: number }>(registered);

    const brand = await json<Record<string, unknown>>(await as.super(`/merchants/${merchantId}/whitelabel`));
    expect(brand).toMatchObject({ merchantId, merchantName: 'Brandable Today', whitelabelEnabled: false, primaryColor: '#001BA9' });
    const config = await json<{ fontFamilies: string[]; merchantWhitelabels: { merchantId: number; fontFamily: string }[] }>(
      await as.super('/config/whitelabel-config'),
    );
    expect(config.merchantWhitelabels.find((m) => m.merchantId === merchantId)?.fontFamily).toBe(config.fontFamilies[0]);
    // Another merchant's user does not reach it.
    expect((await as.merchant(`/merchants/${merchantId}/whitelabel`)).status).toBe(404);

    const { merchantName: _name, merchantId: _id, ...settings } = brand;
    const saved = await post(as.super, `/merchants/${merchantId}/whitelabel`, {
      merchant: { ...settings, whitelabelEnabled: true, primaryColor: '#0B8457' },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await json(await as.super(`/merchants/${merchantId}/whitelabel`))).toMatchObject({
      whitelabelEnabled: true,
      primaryColor: '#0B8457',
    });
  });
});
