import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSession } from '../harness/e2eSession';
import { acceptDisclaimer, submitLogin, submitTwoFactorCode, waitForPath } from './support/login';
import { dataRows, statusTexts, waitForRows } from './support/grid';

/** Narrows the required status filter to one status, as a keyboard user would, and applies it. */
async function filterToStatus(page: Page, status: string): Promise<void> {
  const showFilters = page.getByRole('button', { name: 'Show filters' });
  if (await showFilters.isVisible()) await showFilters.click();
  const filters = page.getByRole('search', { name: 'Filters' });
  const statusInput = filters.getByRole('combobox', { name: /^Status/ });
  await statusInput.click();
  // Backspace in an empty multi-select removes the last chosen status (all eight are chosen by
  // default); one at a time, waiting for each chip to go, as a re-render can swallow a key.
  const chosen = filters.locator('.ra-input-status .MuiChip-root');
  for (let left = await chosen.count(); left > 0; left = await chosen.count()) {
    await statusInput.press('Backspace');
    await expect.poll(() => chosen.count()).toBeLessThan(left);
  }
  await statusInput.fill(status.slice(0, 4));
  await page.getByRole('option', { name: status, exact: true }).click();
  await page.keyboard.press('Escape');
  await filters.getByRole('button', { name: 'Apply' }).click();
}

/**
 * Opens rows in turn until the drawer offers 'Request refund' (an approved transaction with
 * refunds enabled and none requested yet); answers the drawer.
 */
async function openRefundableTransaction(page: Page) {
  const rows = await dataRows(page).count();
  for (let i = 0; i < rows; i++) {
    await dataRows(page).nth(i).locator('td').nth(2).click();
    const drawer = page.getByRole('dialog', { name: 'Transaction details' });
    await drawer.getByText('Refund', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('show')).toMatch(/^[0-9a-f-]{36}$/);
    if (await drawer.getByRole('button', { name: 'Request refund' }).isVisible()) return drawer;
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });
  }
  throw new Error(`none of the ${rows} approved transactions on the page can be refunded`);
}

/** Issue #2 §8, the main path: login -> 2FA -> disclaimer -> transactions -> filter -> drawer -> refund. */
describe('2fa@demo.test from login to a refund request', () => {
  const session = useBrowserSession();

  it('logs in with the second factor, filters the transactions and requests a refund', async () => {
    const { page } = session;
    await submitLogin(page, '2fa@demo.test');
    await submitTwoFactorCode(page);
    await acceptDisclaimer(page);

    await page.goto('/transactions-v2');
    await waitForRows(page);
    const before = await statusTexts(page);
    expect(before.length).toBeGreaterThan(0);

    await filterToStatus(page, 'Approved');
    await expect.poll(() => new URL(page.url()).searchParams.get('filter') ?? '', { timeout: 10_000 }).toContain('APPROVED');
    await expect
      .poll(
        async () => {
          const statuses = await statusTexts(page);
          return statuses.length > 0 && statuses.every((text) => text.startsWith('Approved'));
        },
        { timeout: 15_000 },
      )
      .toBe(true);

    const drawer = await openRefundableTransaction(page);
    await drawer.getByRole('button', { name: 'Request refund' }).click();
    const confirm = page.getByRole('dialog', { name: 'Request a refund?' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();

    await expect.poll(() => page.getByText('Refund Requested Successfully.').first().isVisible(), { timeout: 10_000 }).toBe(true);
    await waitForPath(page, '/transactions-v2');
  });
});
