/**
 * Every declared list screen against the bare react-admin list (issue #34 §1-2), measured
 * interleaved in one run: each load a fresh browser context (empty cache and storage) that already
 * holds a session, as a returning user; the time from navigation to the frame that paints the
 * screen's first rows (three, or all of them when the account's page has fewer).
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../../tests/harness/browser';
import { startTestApi } from '../../tests/harness/fakeApi';
import { declaredResources } from '../../tests/e2e/support/declaredRoutes';
import { SESSION_KEYS } from '../../src/providers/session';
import { BARE_TOKEN_KEY } from './bare/bareDataProvider';
import { ROW_SELECTOR, firstRowsAt, watchFirstRows } from './firstRowsWatch';
import { servePreview, type ServedBuild } from './servePreview';

/** A build to measure: the app (or an earlier build of it), served from `outDir` with `configFile`. */
export interface Contender {
  name: string;
  configFile: string;
  outDir: string;
}

export interface ScreenTimes {
  path: string;
  account: string;
  /** Rows each load waited for. */
  rows: number;
  /** Milliseconds to first rows, per contender (the bare list under `bare`), in load order. */
  times: Record<string, number[]>;
}

/** Who opens which screen: the first account whose page shows rows (super sees the most). */
const ACCOUNTS = ['super@demo.test', 'merchant@demo.test', 'viewer@demo.test', 'staff@demo.test', 'treasurer@demo.test'];
const PASSWORD = 'demo123';
const FIRST_ROWS = 3;
export const BARE = 'bare';

export interface Session {
  token: string;
  user: unknown;
}

/** A demo account's session over the API, its Sandbox disclaimer accepted (the sign-in flow's business, not a list's). */
export async function login(apiUrl: string, email: string): Promise<Session> {
  const reply = await fetch(`${apiUrl}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password: PASSWORD, token: '', backOfficeType: 'SHOP' }),
  });
  if (!reply.ok) throw new Error(`login of ${email} failed: ${reply.status} ${await reply.text()}`);
  const session = (await reply.json()) as Session;
  await fetch(`${apiUrl}/sandbox/user-disclaimer`, { method: 'POST', headers: { Authorization: `Bearer ${session.token}` } });
  return session;
}

const storeSession = ({ token, user }: Session) =>
  [
    `localStorage.setItem(${JSON.stringify(SESSION_KEYS.token)}, ${JSON.stringify(token)});`,
    `localStorage.setItem(${JSON.stringify(SESSION_KEYS.profile)}, ${JSON.stringify(JSON.stringify(user))});`,
    `localStorage.setItem(${JSON.stringify(BARE_TOKEN_KEY)}, ${JSON.stringify(token)});`,
  ].join('\n');

async function withPage<T>(browser: Browser, baseUrl: string, initScript: string, visit: (page: Page) => Promise<T>): Promise<T> {
  const context = await newContext(browser, baseUrl);
  try {
    await context.addInitScript(initScript);
    return await visit(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The rows an account's first page of `path` shows once settled (0: redirected away, or empty). */
async function rowsShown(browser: Browser, baseUrl: string, session: Session, path: string): Promise<number> {
  return withPage(browser, baseUrl, storeSession(session), async (page) => {
    await page.goto(path, { waitUntil: 'networkidle', timeout: 30_000 }).catch(() => undefined);
    await page.waitForSelector(ROW_SELECTOR, { timeout: 2000 }).catch(() => undefined);
    if (new URL(page.url()).pathname !== new URL(path, baseUrl).pathname) return 0;
    return page.locator(ROW_SELECTOR).count();
  });
}

async function timeLoad(browser: Browser, baseUrl: string, session: Session, path: string, rows: number): Promise<number> {
  return withPage(browser, baseUrl, storeSession(session) + watchFirstRows(rows), async (page) => {
    await page.goto(path, { waitUntil: 'commit' });
    return firstRowsAt(page);
  });
}

export interface ScreensOptions {
  contenders: Contender[];
  bare: Contender;
  loads: number;
  /** Only these screen names (default: every declared list). */
  only?: string[];
  log?: (line: string) => void;
}

/**
 * Interleaved: for each screen, round after round, one load of every contender and of the bare
 * list, the order turned each round, so a machine that slows down mid-screen slows all alike.
 */
export async function measureScreens({ contenders, bare, loads, only, log = console.log }: ScreensOptions): Promise<ScreenTimes[]> {
  // The app's own demo size, seeded relative to now: the screens open on today's range.
  const api = await startTestApi({ now: new Date(), scale: 5000 });
  const served: ServedBuild[] = [];
  const browser = await launchBrowser();
  try {
    const serve = (contender: Contender) => servePreview({ ...contender, apiOrigin: api.origin });
    const bareServed = await serve(bare);
    served.push(bareServed);
    const apps = [];
    for (const contender of contenders) {
      const running = await serve(contender);
      served.push(running);
      apps.push({ name: contender.name, baseUrl: running.baseUrl });
    }
    const sessions = new Map<string, Session>();
    for (const account of ACCOUNTS) sessions.set(account, await login(api.url, account));
    const superSession = sessions.get(ACCOUNTS[0])!;

    const screens = (await declaredResources())
      .filter((definition) => definition.list && (!only || only.includes(definition.name)))
      .map((definition) => `/${definition.name}${definition.menu?.query ? `?${definition.menu.query}` : ''}`);
    const results: ScreenTimes[] = [];
    for (const path of screens) {
      let chosen: { account: string; rows: number } | undefined;
      for (const account of ACCOUNTS) {
        const rows = await rowsShown(browser, apps[0].baseUrl, sessions.get(account)!, path);
        if (rows > 0) {
          chosen = { account, rows: Math.min(rows, FIRST_ROWS) };
          break;
        }
      }
      if (!chosen) {
        log(`${path}: no account sees rows here (a page without a grid, or a screen of another environment)`);
        continue;
      }
      const session = sessions.get(chosen.account)!;
      const loaders = [
        { name: BARE, load: () => timeLoad(browser, bareServed.baseUrl, superSession, '/#/transactions', FIRST_ROWS) },
        ...apps.map((app) => ({ name: app.name, load: () => timeLoad(browser, app.baseUrl, session, path, chosen.rows) })),
      ];
      const times: Record<string, number[]> = Object.fromEntries(loaders.map((loader) => [loader.name, []]));
      for (let round = 0; round < loads; round++) {
        const order = round % 2 === 0 ? loaders : [...loaders].reverse();
        for (const loader of order) times[loader.name].push(await loader.load());
      }
      results.push({ path, account: chosen.account, rows: chosen.rows, times });
      log(
        `${path} (${chosen.account}, ${chosen.rows} rows): ${loaders.map((l) => `${l.name} ${times[l.name].map((t) => t.toFixed(0)).join('/')}`).join('  ')}`,
      );
    }
    return results;
  } finally {
    await browser.close();
    for (const server of served) await server.close();
    await api.close();
  }
}
