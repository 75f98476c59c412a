import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../harness/e2eSession';
import { injectSession } from './support/login';
import { dataRows, waitForRows } from './support/grid';

type Noted = Window & { __firstFrameSortLabel?: Element | null };

/**
 * The tooltips a list's first frame holds (sort headers, ids, copy buttons) are real MUI Tooltips
 * only from the frame after (scripts/vite/tooltipsAfterFirstPaint.ts): named the same meanwhile,
 * and working as before for whoever points at them.
 */
describe('tooltips on a list opened directly', () => {
  const session = useBrowserSession();

  it('names its controls in the first frame and shows real tooltips right after it', async () => {
    const { page } = session;
    await injectSession(session.context, session.apiUrl, 'super@demo.test');
    // Noted by the page itself in the frame the first rows appear in.
    await session.context.addInitScript(`new MutationObserver((_, observer) => {
      if (document.querySelectorAll('tbody tr').length === 0) return;
      observer.disconnect();
      window.__firstFrameSortLabel = document.querySelector('thead .MuiTableSortLabel-root');
    }).observe(document, { childList: true, subtree: true });`);
    await page.goto('/transactions-v2');
    await waitForRows(page);

    const firstName = await page.evaluate(() => (window as Noted).__firstFrameSortLabel?.getAttribute('aria-label'));
    expect(firstName).toMatch(/^Sort by /);
    // The first frame's stand-in has given way to a real Tooltip's child, with the same name.
    await expect.poll(() => page.evaluate(() => (window as Noted).__firstFrameSortLabel?.isConnected)).toBe(false);
    const sortLabel = page.locator('thead .MuiTableSortLabel-root').first();
    expect(await sortLabel.getAttribute('aria-label')).toBe(firstName);
    await sortLabel.hover();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toBe(firstName);

    // A row's short id shows the full one on hover.
    const shortId = dataRows(page).first().locator('td.column-transactionId [aria-label]').first();
    const fullId = await shortId.getAttribute('aria-label');
    expect(fullId).toMatch(/^[0-9a-f-]{20,}$/i);
    await shortId.hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe(fullId);
  });
});
