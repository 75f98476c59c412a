import type { Page } from 'playwright-core';
import { launchBrowser, newContext } from '../../tests/harness/browser';
import { startApp } from '../../tests/harness/app';
import { SESSION_KEYS } from '../../src/providers/session';

/** A data row of the transactions grid (react-admin's DataTable/Datagrid row class). */
const ROW_SELECTOR = 'tbody tr.RaDataTable-row, tbody tr.RaDatagrid-row';

async function loginViaApi(apiUrl: string): Promise<{ token: string; user: unknown }> {
  const reply = await fetch(`${apiUrl}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'super@demo.test', password: 'demo123', token: '', backOfficeType: 'SHOP' }),
  });
  if (!reply.ok) throw new Error(`login failed: ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as { token: string; user: unknown };
}

/** Reads the page's own stamp (performance.now() of the frame that painted the rows). */
async function firstRowsAt(page: Page, timeoutMs = 30_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const stamp = await page.evaluate(() => (window as Window & { __firstRowsAt?: number }).__firstRowsAt);
    if (typeof stamp === 'number') return stamp;
    if (Date.now() > deadline) throw new Error(`no 10 visible rows after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Milliseconds from navigation start to 10 transaction rows on screen, each run in a fresh
 * browser context (empty cache and storage) already holding a session, as a returning user.
 */
export async function measureFirstRows(runs = 5): Promise<number[]> {
  const app = await startApp();
  const browser = await launchBrowser();
  try {
    const { token, user } = await loginViaApi(app.apiUrl);
    // A string, not a function: tsx's helpers would not exist inside the page (docs/stack.md).
    const initScript = `localStorage.setItem(${JSON.stringify(SESSION_KEYS.token)}, ${JSON.stringify(token)});
      localStorage.setItem(${JSON.stringify(SESSION_KEYS.profile)}, ${JSON.stringify(JSON.stringify(user))});`;
    // Watched from inside the page: a MutationObserver notes when 10 rows are in the DOM, and the
    // next animation frame (the frame that paints them) stamps the time. Polling from outside
    // (waitForFunction) would inject Playwright's script and run a check every frame while the
    // app boots, slowing the very thing being measured.
    const watchRows = `(() => {
      const visibleRows = () => [...document.querySelectorAll(${JSON.stringify(ROW_SELECTOR)})].filter((row) => row.getBoundingClientRect().height > 0).length;
      const stampWhenPainted = () => requestAnimationFrame(() => {
        if (visibleRows() >= 10) window.__firstRowsAt = performance.now();
        else stampWhenPainted();
      });
      new MutationObserver((_, observer) => {
        if (document.querySelectorAll(${JSON.stringify(ROW_SELECTOR)}).length < 10) return;
        observer.disconnect();
        stampWhenPainted();
      }).observe(document, { childList: true, subtree: true });
    })();`;
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await newContext(browser, app.baseUrl);
      await context.addInitScript(initScript + watchRows);
      const page = await context.newPage();
      await page.goto('/transactions-v2', { waitUntil: 'commit' });
      times.push(await firstRowsAt(page));
      await context.close();
    }
    return times;
  } finally {
    await browser.close();
    await app.close();
  }
}
