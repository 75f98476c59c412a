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

/**
 * Milliseconds from navigation start to 10 transaction rows on screen, each run in a fresh
 * browser context (empty cache and storage) already holding a session, as a returning user.
 */
export async function measureFirstRows(runs = 5): Promise<number[]> {
  const app = await startApp();
  const browser = await launchBrowser();
  try {
    const { token, user } = await loginViaApi(app.apiUrl);
    // A string, not a function: tsx's helpers would not exist inside the page (STACK.md).
    const initScript = `localStorage.setItem(${JSON.stringify(SESSION_KEYS.token)}, ${JSON.stringify(token)});
      localStorage.setItem(${JSON.stringify(SESSION_KEYS.profile)}, ${JSON.stringify(JSON.stringify(user))});`;
    const rowsVisible = `(() => {
      const rows = [...document.querySelectorAll(${JSON.stringify(ROW_SELECTOR)})].filter((row) => row.getBoundingClientRect().height > 0);
      return rows.length >= 10 ? performance.now() : false;
    })()`;
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await newContext(browser, app.baseUrl);
      await context.addInitScript(initScript);
      const page = await context.newPage();
      await page.goto('/transactions-v2', { waitUntil: 'commit' });
      const handle = await page.waitForFunction(rowsVisible, undefined, { timeout: 30_000, polling: 'raf' });
      times.push((await handle.jsonValue()) as number);
      await context.close();
    }
    return times;
  } finally {
    await browser.close();
    await app.close();
  }
}
