import { describe, expect, it } from 'vitest';
import { useOwnAppSession } from '../harness/e2eSession';
import { sessionWithDisclaimer } from './support/api';
import { axeFindings } from './support/axe';
import { waitForPath } from './support/login';
import { settle, sideMenu } from './support/shell';

/** The Historicals group of spec 01 §2.5 in menu order: item, path, and what shows its rows. */
const HISTORICALS = [
  { item: 'Historical transactions', path: '/historical-transactions' },
  { item: 'Historical claims', path: '/historical-claims' },
  { item: 'Historical payouts', path: '/historical-payouts' },
  { item: 'Historical shop daily balance', path: '/historical-shop-daily-balance' },
  { item: 'Historical settlements', path: '/historical-settlements' },
  { item: 'Historical balance', path: '/historical-balance' },
  { item: 'Historical direct wires', path: '/historical-direct-wires' },
  { item: 'Historical top-ups', path: '/historical-top-ups' },
  { item: 'Historical payment links', path: '/historical-payment-links' },
  { item: 'Historical payment e-mails', path: '/historical-payment-emails' },
] as const;

/**
 * Issue #19 in Chromium against a fake API in Production (isLoggedInProd): the Historicals group
 * before the notifications, and each of its screens listing the archive read-only through the
 * historicals/* calls. The app is the suite's one build (Sandbox: its disclaimer is accepted).
 */
describe('historicals', () => {
  const session = useOwnAppSession({ env: 'Production' });

  it('the super-merchant finds the group before the notifications and each historical screen lists the archive without writes', async () => {
    const { page, context } = session;
    await sessionWithDisclaimer(session.apiUrl, context, 'super@demo.test');
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.includes('/historicals/')) calls.push(path.replace(/^.*\/api\/v1/, ''));
    });
    await page.goto('/');
    const menu = sideMenu(page);
    await menu.getByRole('menuitem', { name: 'Historical transactions' }).waitFor();
    const items = await menu.getByRole('menuitem').allInnerTexts();
    const at = (name: string) => items.findIndex((text) => text.trim() === name);
    expect(at('Historicals')).toBeGreaterThan(-1);
    expect(at('Historicals')).toBeLessThan(at('Notifications'));
    expect(items.slice(at('Historicals') + 1, at('Historicals') + 11).map((text) => text.trim())).toEqual(HISTORICALS.map((h) => h.item));

    for (const { item, path } of HISTORICALS) {
      await menu.getByRole('menuitem', { name: item }).click();
      await waitForPath(page, path);
      await settle(page);
      const main = page.getByRole('main');
      await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe(item);
      await main.getByText(/^Records of the previous platform, up to \d\d\/\d\d\/\d{4}\. Read only\.$/).waitFor();
      if (path === '/historical-balance') {
        await expect.poll(() => main.getByText('Total balance').count()).toBe(1);
        // The figures as the archive closed, from the historical balance call.
        await expect.poll(() => main.getByText(/^-?US\$[\d,]+\.\d\d$/).count()).toBeGreaterThan(3);
      } else {
        await expect.poll(() => main.locator('tbody tr').count(), { message: item }).toBeGreaterThan(0);
      }
      expect(await main.getByRole('link', { name: /^Add/ }).count(), item).toBe(0);
      expect(await main.getByRole('link', { name: /^Edit/ }).count(), item).toBe(0);
      expect(await main.getByRole('button', { name: /^(Change status|Resend|Delete)/ }).count(), item).toBe(0);
    }
    expect(new URL(page.url()).pathname).toBe('/historical-payment-emails');
    expect(calls).toEqual(
      expect.arrayContaining([
        '/historicals/transactions',
        '/historicals/claims',
        '/historicals/payouts',
        '/historicals/shop-daily-balance',
        '/historicals/settlements',
        '/historicals/balance',
        '/historicals/refunds',
        '/historicals/top-ups',
        '/historicals/payment-link',
        '/historicals/payment-emails',
      ]),
    );

    // A historical pay-in opens in the current detail, read through its historical call, without the refund request.
    await menu.getByRole('menuitem', { name: 'Historical transactions' }).click();
    await waitForPath(page, '/historical-transactions');
    // The address changes before the screen does: the payment e-mails' rows stay until it has rendered.
    await expect.poll(() => page.getByRole('main').getByRole('heading', { level: 1 }).innerText()).toBe('Historical transactions');
    await page.getByRole('main').locator('tbody tr').first().click();
    const drawer = page.getByRole('dialog', { name: 'Transaction details' });
    await drawer.getByText('Transaction type').waitFor();
    // The drawer paints from the list's row at once; its own read of the record follows.
    await expect.poll(() => calls.some((call) => /^\/historicals\/transactions\/[\w-]+$/.test(call))).toBe(true);
    expect(await drawer.getByRole('button', { name: /refund/i }).count()).toBe(0);
    expect(await axeFindings(page)).toEqual([]);
  });

  it('the viewer reads the archive without an export, and the direct wires carry isDirectwire=true', async () => {
    const { page, context } = session;
    await sessionWithDisclaimer(session.apiUrl, context, 'viewer@demo.test');
    await page.goto('/');
    await sideMenu(page).getByRole('menuitem', { name: 'Historical direct wires' }).click();
    await waitForPath(page, '/historical-direct-wires');
    expect(new URL(page.url()).searchParams.get('isDirectwire')).toBe('true');
    await settle(page);
    const main = page.getByRole('main');
    await expect.poll(() => main.locator('tbody tr').count()).toBeGreaterThan(0);
    await sideMenu(page).getByRole('menuitem', { name: 'Historical claims' }).click();
    await waitForPath(page, '/historical-claims');
    await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe('Historical claims');
    await settle(page);
    await expect.poll(() => main.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /^Export/ }).count()).toBe(0);
  });
});
