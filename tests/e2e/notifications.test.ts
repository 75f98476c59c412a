import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSession } from '../harness/e2eSession';
import { loginAs } from './support/login';
import { dataRows, waitForRows } from './support/grid';
import { apiNow, daysBack, toWireDate } from '../../src/framework/format';

/** Spec 02 §2 "Notifications": today's log, the request/response bodies, the resend. */
async function openNotifications(page: Page, email: string): Promise<void> {
  await loginAs(page, email);
  await page.goto('/notifications');
  await waitForRows(page);
}

const requestUris = (page: Page) => dataRows(page).locator('td.column-networkOperationRequestUri').allInnerTexts();

describe('notifications for super@demo.test', () => {
  const session = useBrowserSession();

  it('shows a request body as formatted JSON, and every field in the details drawer', async () => {
    const { page } = session;
    await openNotifications(page, 'super@demo.test');
    await dataRows(page).first().getByRole('button', { name: 'View Request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notification request' });
    const body = dialog.getByRole('region', { name: 'Request body' });
    await body.waitFor();
    const text = await body.innerText();
    // Pretty-printed: one key per line, two-space indented, in a monospace <pre>.
    expect(text).toMatch(/^\{\n {2}"transactionId": "[0-9a-f-]{36}",\n/);
    expect(await body.evaluate((el) => [el.tagName, getComputedStyle(el).fontFamily])).toEqual(['PRE', 'monospace']);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await dataRows(page).first().locator('td.column-trackingId').click();
    const drawer = page.getByRole('dialog', { name: 'Notification details' });
    await drawer.getByRole('region', { name: 'Response body' }).waitFor();
    expect(await drawer.getByRole('region', { name: 'Request body' }).innerText()).toContain('"transactionId"');
    expect(new URL(page.url()).searchParams.get('show')).toMatch(/^\d+$/);
  });

  it('refuses an invalid URL next to the field, then resends and lists the new row', async () => {
    const { page } = session;
    await openNotifications(page, 'super@demo.test');
    await dataRows(page).first().getByRole('button', { name: 'Retry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resend notification' });
    const url = dialog.getByRole('textbox', { name: /^URL/ });
    expect(await url.inputValue()).toMatch(/^https?:\/\//);

    await url.fill('shop.example.com/no-scheme');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('Must be an http(s) URL of at most 2048 characters').waitFor();
    expect(await url.getAttribute('aria-invalid')).toBe('true');

    const target = `https://hooks.example.com/e2e-${Date.now()}`;
    await url.fill(target);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText(/^(Action done successfully!|Perfect!|Ok!) Notification sent\.$/).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The new call is the newest of today up to now. Not of the whole day: just after midnight
    // the seed's last day, moved onto the new day with its times of day, lies partly ahead.
    const upToNow = { dateFrom: toWireDate(daysBack(0).from), dateTo: toWireDate(apiNow(Date.now() + 60_000)) };
    await page.goto(`/notifications?filter=${encodeURIComponent(JSON.stringify(upToNow))}`);
    await expect.poll(async () => (await requestUris(page))[0]).toBe(target);
  });
});

describe('notifications for viewer@demo.test (VIEW and MENU only)', () => {
  const session = useBrowserSession();

  it('can read the bodies but is offered no Retry', async () => {
    const { page } = session;
    await openNotifications(page, 'viewer@demo.test');
    const first = dataRows(page).first();
    await first.getByRole('button', { name: 'View Response' }).waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await first.getByRole('button', { name: 'View Response' }).click();
    await page.getByRole('dialog', { name: 'Notification response' }).getByRole('region', { name: 'Response body' }).waitFor();
  });
});
