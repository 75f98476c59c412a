/**
 * The fake API in-process on a free port with its own seeded data file, for contract and
 * browser tests. Small by default: 600 transactions from a fixed seed. Seeded at the current
 * time unless `now` is given, so the screens' default "today" ranges find rows; pass TEST_NOW
 * when a test asserts on particular dates.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import type { FakeApiEnv } from '../../fake-api/auth';
import { startFakeApi, type FakeApiApp } from '../../fake-api/server';
import type { ThrottleLimits } from '../../fake-api/throttle';
import { API_VERSION_PATH, GRID_MAX_PAGE_SIZE } from '../../contract/wire';

/** A fixed seed time for date assertions: seeded dates fall in the 120 days before it. */
export const TEST_NOW = new Date('2026-11-21T15:00:00.000Z');
export const TEST_SEED = 20261121;
export const DEMO_PASSWORD = 'demo123';

export interface TestApiOptions {
  /** Reuse this data file (a restart test); it is neither reseeded nor deleted on close. */
  dataFile?: string;
  /** Keep the temp data file on close (to restart on it); the caller deletes it. */
  keepDataFile?: boolean;
  /** Transactions to seed (default 600). */
  scale?: number;
  seed?: number;
  /** Seed time (default: now). */
  now?: Date;
  env?: FakeApiEnv;
  statusDelayMs?: number;
  reportTaskMs?: number;
  tokenTtlMs?: number;
  /** Guessing limits of the login-like calls (default: the fake API's). */
  throttle?: ThrottleLimits;
  /** Bytes each merchant may keep in uploads (default: the fake API's). */
  uploadQuotaBytes?: number;
  /** Where pay URLs point (PUBLIC_APP_ORIGIN); default: this API's own origin, which serves the pay pages. */
  publicOrigin?: string;
}

export interface TestApi {
  /** The back-office base, e.g. http://127.0.0.1:40123/api/v1 */
  url: string;
  /** http://127.0.0.1:40123 (proxy target). */
  origin: string;
  dataFile: string;
  app: FakeApiApp;
  close(): Promise<void>;
}

export async function startTestApi(opts: TestApiOptions = {}): Promise<TestApi> {
  const ownDir = opts.dataFile ? undefined : mkdtempSync(join(tmpdir(), 'fake-api-test-'));
  const dataFile = opts.dataFile ?? join(ownDir as string, 'db.json');
  if (opts.dataFile && !existsSync(opts.dataFile)) throw new Error(`no data file at ${opts.dataFile}`);
  const running = await startFakeApi({
    port: 0,
    dataFile,
    env: opts.env ?? 'Sandbox',
    statusDelayMs: opts.statusDelayMs ?? 300,
    reportTaskMs: opts.reportTaskMs ?? 300,
    tokenTtlMs: opts.tokenTtlMs,
    throttle: opts.throttle,
    uploadQuotaBytes: opts.uploadQuotaBytes,
    publicOrigin: opts.publicOrigin ?? ((own) => own),
    seedOptions: { seed: opts.seed ?? TEST_SEED, transactions: opts.scale ?? 600, now: opts.now ?? new Date() },
  });
  return {
    url: `${running.url}${API_VERSION_PATH}`,
    origin: running.url,
    dataFile,
    app: running.app,
    async close() {
      await running.close();
      if (ownDir && !opts.keepDataFile) rmSync(ownDir, { recursive: true, force: true });
    },
  };
}

/** Deletes a data file kept with keepDataFile and its temp folder. */
export function removeDataFile(dataFile: string): void {
  const dir = dirname(dataFile);
  if (!basename(dir).startsWith('fake-api-test-')) throw new Error(`not a test data folder: ${dir}`);
  rmSync(dir, { recursive: true, force: true });
}

/** Logs a demo account in over HTTP and answers its bearer token. */
export async function loginAs(apiUrl: string, email: string): Promise<string> {
  const reply = await fetch(`${apiUrl}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD, token: '', backOfficeType: 'SHOP' }),
  });
  if (!reply.ok) throw new Error(`login ${email}: ${reply.status} ${await reply.text()}`);
  const body = (await reply.json()) as { token?: string };
  if (!body.token) throw new Error(`login ${email}: no token (second factor?)`);
  return body.token;
}

/** fetch with the bearer token and JSON content type, as the app's http client sends. */
export function authed(apiUrl: string, token: string) {
  return (path: string, init: RequestInit = {}) =>
    fetch(`${apiUrl}${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
    });
}

/**
 * Every row of a list, page by page at the largest page a list may ask for: no list call answers
 * a whole collection at once (pageSize 0 is for exports). `path` carries no paging.
 */
export async function allRows<T>(
  call: (path: string) => Promise<Response>,
  path: string,
): Promise<{ data: T[]; count: number; maxCountReached: boolean }> {
  const separator = path.includes('?') ? '&' : '?';
  const data: T[] = [];
  for (let pageIndex = 0; ; pageIndex++) {
    const page = await json<{ data: T[]; count: number; maxCountReached: boolean }>(
      await call(`${path}${separator}pageIndex=${pageIndex}&pageSize=${GRID_MAX_PAGE_SIZE}`),
    );
    data.push(...page.data);
    if (page.data.length < GRID_MAX_PAGE_SIZE || data.length >= page.count) return { ...page, data };
  }
}

/** The JSON body of a 2xx reply; anything else fails with the URL, status and body text. */
export async function json<T>(reply: Response): Promise<T> {
  if (!reply.ok) throw new Error(`${reply.url}: ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as T;
}
