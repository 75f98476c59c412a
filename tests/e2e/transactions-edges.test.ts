import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../harness/app';
import { useBrowserSession } from '../harness/e2eSession';
import { dataRows, waitForRows } from './support/grid';
import { injectSession } from './support/login';

/**
 * Issue #13, transactions: the sandbox status change (nothing preselected; the grid shows the new
 * status once the server applies it, without a reload) and Clear (back to the defaults, the
 * required filters marked). Own app: a status change that takes 2.5 s, which only polling shows.
 */
describe('transactions: status change and Clear', () => {
  let app: RunningApp;
  const session = useBrowserSession(() => app);
  beforeAll(async () => {
    app = await startApp({ statusDelayMs: 2500 });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('changes a pending pay-in to the status chosen, and the row shows it once applied', async () => {
    const { page } = session;
    await injectSession(session.context, session.apiUrl, 'super@demo.test');
    await page.goto('/transactions');
    await waitForRows(page);
    const pending = dataRows(page)
      .filter({ has: page.locator('td.column-status', { hasText: /^Pending/ }) })
      .first();
    const id = (await pending.locator('td.column-transactionId').innerText()).trim();
    await pending.getByRole('button', { name: 'Change status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change transaction status' });
    await dialog.waitFor();
    expect(await dialog.getByRole('combobox', { name: /New status/ }).innerText()).not.toMatch(/Approved/);
    expect(await dialog.getByRole('button', { name: 'Send status' }).isDisabled()).toBe(true);
    await dialog.getByRole('combobox', { name: /New status/ }).click();
    await page.getByRole('option', { name: 'Rejected' }).click();
    await dialog.getByRole('button', { name: 'Send status' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = dataRows(page).filter({ has: page.locator('td.column-transactionId', { hasText: id }) });
    await expect.poll(() => row.locator('td.column-status').innerText(), { timeout: 15_000 }).toMatch(/^Rejected/);
  });

  it('Clear keeps the date range and brings back the default status and date type, which are marked required', async () => {
    const { page } = session;
    await injectSession(session.context, session.apiUrl, 'merchant@demo.test');
    await page.goto('/transactions');
    const dialog = page.getByRole('dialog', { name: 'Sandbox environment' });
    await dialog.waitFor();
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await waitForRows(page);
    const status = page.getByRole('combobox', { name: /^Status/ });
    await status.waitFor();
    // The required filters say so: an asterisk after their labels.
    for (const label of [/^Status\s*\*$/, /^Date type\s*\*$/, /^Date range from\s*\*$/, /^Date range to\s*\*$/])
      expect(await page.locator('label').filter({ hasText: label }).count(), String(label)).toBe(1);
    // Narrow the statuses to one, apply, then Clear.
    const chips = page.locator('.MuiAutocomplete-root', { has: status }).locator('.MuiChip-root');
    const before = await chips.count();
    // One chip at a time, each gone before the next click: a click on a count read before the
    // re-render would delete the last chip too.
    for (let left = before; left > 1; left -= 1) {
      await chips.first().locator('.MuiChip-deleteIcon').click();
      await expect.poll(() => chips.count()).toBe(left - 1);
    }
    // Deleting chips opens the options list; it closes before Apply is pressed.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => decodeURIComponent(page.url())).toMatch(/"status":\["[A-Z_]+"\]/);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => chips.count()).toBe(before);
    expect(await page.getByText('Missing required filters').count()).toBe(0);
    await waitForRows(page);
  });
});
