import { describe, expect, it } from 'vitest';
import { useOwnAppSession } from '../harness/e2eSession';
import { apiCall, sessionWithDisclaimer } from './support/api';
import { axeFindings } from './support/axe';
import { injectSession, waitForPath } from './support/login';
import { sideMenu } from './support/shell';
import { PAYWALL_LINK } from '../contract/support/paywalls';

/** A 16×16 PNG: a logo the upload takes by its content. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAAJ0lEQVR42mNkYPhfz0AEYBxVSF+FjP///2dgZGRkIMYQxlGF9FUIAOQuD/HJoY3VAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * Issue #19 in Chromium against the fake API: the merchant brands a shop (colours, logo, font),
 * sees it in the preview and on a payment link's pay page; the viewer sees no Save.
 */
describe('integrations and white label', () => {
  const session = useOwnAppSession();

  it('merchant changes a shop’s colours, logo and font, sees them in the preview and on a payment link’s pay page', async () => {
    const { page, context } = session;
    await sessionWithDisclaimer(session.apiUrl, context);
    // Every font the app or a pay page fetches comes from the app's own host (issue #30 item 19).
    const fonts: string[] = [];
    context.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    await page.goto('/');
    await sideMenu(page).getByRole('menuitem', { name: 'Integrations' }).waitFor();
    // Not in the first load: a white label's font comes when it is chosen.
    expect(await page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Lato')))).toBe(false);
    await sideMenu(page).getByRole('menuitem', { name: 'Integrations' }).click();
    await waitForPath(page, '/integrations');
    const shops = page.getByRole('region', { name: 'Shops white label' });
    await shops.getByRole('combobox', { name: /^Shop/ }).waitFor();
    await shops.getByLabel('White label', { exact: true }).check();
    await shops.getByRole('textbox', { name: 'Primary colour', exact: true }).fill('#7A1FA2');
    await shops.getByRole('textbox', { name: 'Accent colour', exact: true }).fill('#FFC107');
    await shops.locator('input[type=file]').first().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
    await shops.getByText('logo.png').waitFor();
    await shops.getByRole('combobox', { name: /^Font family/ }).click();
    await page.getByRole('option', { name: 'Lato' }).click();
    await shops.locator('[data-font="Lato"][data-loaded="true"]').waitFor();
    expect(
      await page.evaluate(() =>
        document.fonts.ready.then((all) => [...all].some((f) => f.family.includes('Lato') && f.status === 'loaded')),
      ),
    ).toBe(true);
    expect(await shops.getByRole('img', { name: 'logo.png' }).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await shops.getByLabel('Override the merchant’s white label').check();
    expect(await axeFindings(page)).toEqual([]);

    // The preview wears the settings before they are saved.
    await shops.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview of the payment page' });
    const frame = preview.frameLocator('iframe');
    await frame.getByRole('button', { name: /^Pay / }).waitFor();
    expect(await frame.locator('style').innerText()).toContain('--primary: #7A1FA2');
    expect(await frame.locator('img.logo').count()).toBe(1);
    const box = await preview.locator('iframe').boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(650);
    await preview.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The white label is saved.').waitFor();
    const link = await apiCall<{ payUrl: string; shopId: number }>(session.apiUrl, 'merchant@demo.test', '/paywalls', 'POST', PAYWALL_LINK);
    const payer = await context.newPage();
    await payer.goto(link.payUrl);
    const style = await payer.locator('style').innerText();
    expect(style).toContain('--primary: #7A1FA2');
    expect(style).toContain('"Lato"');
    expect(await payer.locator('img.logo').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    // The payer's device need not have Lato: the page loads it.
    expect(
      await payer.evaluate(() => document.fonts.ready.then((all) => [...all].some((f) => f.family === 'Lato' && f.status === 'loaded'))),
    ).toBe(true);
    const origins = new Set([new URL(page.url()).origin, new URL(link.payUrl).origin]);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((url) => !origins.has(new URL(url).origin))).toEqual([]);
    await payer.close();
  });

  it('the viewer sees the white label without Save, its controls read-only', async () => {
    const { page, context } = session;
    await injectSession(context, session.apiUrl, 'viewer@demo.test');
    await page.goto('/integrations');
    await page.getByRole('region', { name: 'Shops white label' }).getByLabel('White label', { exact: true }).waitFor();
    expect(await page.getByRole('region', { name: 'Shops white label' }).getByLabel('White label', { exact: true }).isDisabled()).toBe(
      true,
    );
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
  });
});
