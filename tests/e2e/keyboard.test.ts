import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSession } from '../harness/e2eSession';
import { injectSession } from './support/login';
import { waitForRows } from './support/grid';

/** What has the focus: its tag, the grid row it is in (index among rows, -1 outside) and whether it is in a dialog. */
const focus = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const row = active?.closest('tbody tr');
    return {
      tag: active?.tagName ?? '',
      isRow: active?.tagName === 'TR',
      row: row ? Array.from(row.parentElement!.children).indexOf(row) : -1,
      rowText: (row as HTMLElement | null)?.innerText ?? '',
      inDialog: Boolean(active?.closest('[role="dialog"]')),
    };
  });

/** Tab presses a user may need from the page's top: the menu (every item of the super-merchant), the toolbar and the filters. */
const MAX_TABS_TO_GRID = 60;

/** Presses Tab until the focus is on a grid row (a user tabbing through the toolbar and filters). */
async function tabToGrid(page: Page): Promise<void> {
  for (let press = 0; press < MAX_TABS_TO_GRID; press++) {
    await page.keyboard.press('Tab');
    if ((await focus(page)).isRow) return;
  }
  throw new Error(`no grid row took the focus within ${MAX_TABS_TO_GRID} Tab presses`);
}

/** Issue #13: a grid's rows and drawer work with the keyboard alone. */
describe('keyboard only', () => {
  const session = useBrowserSession();

  it('tabs into the claims grid, moves with the arrows, opens the drawer with Enter and comes back with Escape', async () => {
    const { page } = session;
    await injectSession(session.context, session.apiUrl, 'super@demo.test');
    await page.goto('/claims');
    await waitForRows(page, 3);
    await page.locator('body').click({ position: { x: 1, y: 1 } });

    await tabToGrid(page);
    expect((await focus(page)).row).toBe(0);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const chosen = await focus(page);
    expect(chosen).toMatchObject({ isRow: true, row: 2 });

    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Claim details' });
    await drawer.waitFor();
    expect(new URL(page.url()).searchParams.get('show')).not.toBeNull();
    // The drawer shows the claim of the row: its transaction id is the row's (shortened there).
    const shortId = chosen.rowText.match(/\b[0-9a-f]{8}/)?.[0];
    expect(shortId).toBeTruthy();
    await expect.poll(() => drawer.innerText()).toContain(shortId!);
    await expect.poll(async () => (await focus(page)).inDialog).toBe(true);

    // The scrollable body is a Tab stop, and Tab never leaves the open drawer.
    const stops = new Set<string>();
    for (let press = 0; press < 12; press++) {
      await page.keyboard.press('Tab');
      const now = await focus(page);
      expect(now.inDialog).toBe(true);
      stops.add(await page.evaluate(() => document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName ?? ''));
    }
    expect(stops).toContain('region');

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.get('show')).toBeNull();
    expect(await focus(page)).toMatchObject({ isRow: true, row: 2, rowText: chosen.rowText });
  });

  it("reaches a transaction row's own buttons after the row, and Tab leaves the grid from there", async () => {
    const { page } = session;
    await injectSession(session.context, session.apiUrl, 'super@demo.test');
    await page.goto('/transactions');
    await waitForRows(page, 2);
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await tabToGrid(page);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    const onButton = await focus(page);
    expect(onButton).toMatchObject({ isRow: false, row: 1, tag: 'BUTTON' });
    // Shift+Tab is back on the row, which is the grid's one stop: the other rows are skipped.
    await page.keyboard.press('Shift+Tab');
    expect(await focus(page)).toMatchObject({ isRow: true, row: 1 });
    await page.keyboard.press('Shift+Tab');
    const before = await focus(page);
    expect(before.row === -1 || before.row === 0).toBe(true);
    expect(before.isRow).toBe(false);
  });
});
