import type { Page } from 'playwright-core';

/** A data row of a grid (react-admin's DataTable or Datagrid row class). */
export const ROW_SELECTOR = 'tbody tr.RaDataTable-row, tbody tr.RaDatagrid-row';

/**
 * An init script that stamps `window.__firstRowsAt` with `performance.now()` in the frame that
 * paints `rows` visible grid rows. Watched from inside the page (a MutationObserver, then the next
 * animation frame): polling from outside would inject Playwright's script and run a check every
 * frame while the app boots, slowing the very thing being measured. A string, not a function:
 * tsx's helpers would not exist inside the page.
 */
export function watchFirstRows(rows: number): string {
  return `(() => {
    const selector = ${JSON.stringify(ROW_SELECTOR)};
    const visibleRows = () => [...document.querySelectorAll(selector)].filter((row) => row.getBoundingClientRect().height > 0).length;
    const stampWhenPainted = () => requestAnimationFrame(() => {
      if (visibleRows() >= ${rows}) window.__firstRowsAt = performance.now();
      else stampWhenPainted();
    });
    new MutationObserver((_, observer) => {
      if (document.querySelectorAll(selector).length < ${rows}) return;
      observer.disconnect();
      stampWhenPainted();
    }).observe(document, { childList: true, subtree: true });
  })();`;
}

/** Reads the page's own stamp; throws when the rows never came. */
export async function firstRowsAt(page: Page, timeoutMs = 30_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const stamp = await page.evaluate(() => (window as Window & { __firstRowsAt?: number }).__firstRowsAt);
    if (typeof stamp === 'number') return stamp;
    if (Date.now() > deadline) throw new Error(`no visible rows on ${page.url()} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
