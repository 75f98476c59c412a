/**
 * The fake back-office API: json-server's express app and body parser, with the wire contract
 * (src/providers/wire.ts) in our own routes. `npm run fake-api` seeds on first run and listens
 * on 127.0.0.1:$FAKE_API_PORT (3001).
 */
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { Express, NextFunction, Request, Response } from 'express';
import { Router } from 'express';
import jsonServer from 'json-server';
import { API_VERSION_PATH } from '../contract/wire';
import { AuthService, DEFAULT_TOKEN_TTL_MS, DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, type FakeApiEnv } from './auth';
import type { ApiContext } from './context';
import { SortCache } from './contract';
import { bodiesDirOf, diskBodies, memoryBodies, moveBodiesOut } from './fileBodies';
import { DEFAULT_PUBLIC_ORIGIN, publicOriginFromEnv } from './publicOrigin';
import { Faults, describeFaults, parseFaults, type FaultSettings } from './faults';
import { HttpError, bounded, quoted } from './httpError';
import { NOT_AN_OBJECT } from './validation';
import { adjustmentMovementRoutes } from './routes/adjustmentMovements';
import { authRoutes } from './routes/auth';
import { claimRoutes } from './routes/claims';
import { claimsDashboardRoutes } from './routes/claimsDashboard';
import { configRoutes } from './routes/config';
import { fileRoutes } from './routes/files';
import { genericRoutes } from './routes/generic';
import { historicalRoutes } from './routes/historicals';
import { paywallLegacyRoutes } from './routes/paywallLegacy';
import { submerchantRoutes } from './routes/submerchants';
import { whitelabelRoutes } from './routes/whitelabel';
import { paywallRoutes } from './routes/paywalls';
import { merchantLookupRoutes } from './routes/merchants';
import { notificationRoutes } from './routes/notifications';
import { optionRoutes } from './routes/options';
import { paymentMethodRoutes } from './routes/paymentMethods';
import { payoutRoutes } from './routes/payouts';
import { payoutStatusRoutes, resumePayoutUpdates } from './routes/payoutStatus';
import { reportTaskRoutes, settleInterruptedTasks } from './routes/reportTasks';
import { resumePendingUpdates, sandboxRoutes } from './routes/sandbox';
import { refundRoutes } from './routes/refunds';
import { bankAccountRoutes } from './routes/bankAccounts';
import { dailyBalanceRoutes } from './routes/dailyBalances';
import { moneyTrailRoutes } from './routes/moneyTrail';
import { settlementRoutes } from './routes/settlements';
import { withdrawalRoutes } from './routes/withdrawals';
import { balanceRoutes } from './routes/balances';
import { shopRoutes } from './routes/shops';
import { transactionRefundRoutes } from './routes/transactionRefunds';
import { transactionRoutes } from './routes/transactions';
import { datesFrozen, refreshDates } from './refreshDates';
import { followToday } from './followToday';
import { ensureSeeded, readDb, writeDbAtomic, type EnsureSeededOptions } from './seed/cli';
import { COLLECTION_IDS, type Db } from './seed/types';
import { giveLegacyFilesRights } from './downloadRights';
import { DEFAULT_THROTTLE, Throttle, type ThrottleLimits } from './throttle';
import { generateSeed } from './seed/generate';
import { Store } from './store';

export const DEFAULT_PORT = 3001;
export const DEFAULT_DATA_FILE = 'fake-api/data/db.json';
export const DEFAULT_STATUS_DELAY_MS = 5000;
export const DEFAULT_REPORT_TASK_MS = 3000;
/** Bytes each merchant may keep in uploads. */
export const DEFAULT_UPLOAD_QUOTA_BYTES = 50 * 1024 * 1024;
const ENVIRONMENTS: readonly FakeApiEnv[] = ['Development', 'Staging', 'Sandbox', 'Production'];

export type SeedOptions = EnsureSeededOptions;

export interface FakeApiOptions {
  db: Db;
  /** Where writes go; without it the db lives in memory only. */
  dataFile?: string;
  env?: FakeApiEnv;
  tokenTtlMs?: number;
  statusDelayMs?: number;
  reportTaskMs?: number;
  /** Guessing limits of the login-like calls (default DEFAULT_THROTTLE). */
  throttle?: ThrottleLimits;
  /** Bytes each merchant may keep in uploads (default DEFAULT_UPLOAD_QUOTA_BYTES). */
  uploadQuotaBytes?: number;
  /** Faults on from the start (FAKE_API_FAULTS); `app.fakeApi.faults` changes them later. */
  faults?: FaultSettings;
  /** Move the dates forward when the UTC day changes while running (followToday.ts). */
  followToday?: boolean;
  /** The time the day roll reads (tests move it). */
  clock?: () => Date;
  /** The app's public origin, where a pay URL points (default DEFAULT_PUBLIC_ORIGIN; publicOrigin.ts). */
  publicOrigin?: string;
}

export type FakeApiApp = Express & {
  fakeApi: { context: ApiContext; faults: Faults; shutdown(): Promise<void> };
};

function merchantIdsOf(db: Db, account: DemoAccount): number[] {
  const subs = db.merchants.filter((m) => m.superMerchantId === account.merchantId).map((m) => m.merchantId);
  return [account.merchantId, ...subs];
}

/** The JSON parser refuses a bare `"text"`, `true` or `5` as a body: say what a body must be. */
function isJsonValue(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function errorHandler(err: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(err);
  const type = (err as { type?: string } | null)?.type;
  let status = 500;
  let message = 'Internal server error';
  if (err instanceof HttpError) ({ status, message } = err);
  else if (type === 'entity.parse.failed')
    [status, message] = [400, isJsonValue((err as { body?: unknown }).body) ? NOT_AN_OBJECT : 'body must be valid JSON'];
  // json-server's JSON body limit; uploads answer their own 413s (receiveUpload.ts).
  else if (type === 'entity.too.large') [status, message] = [413, 'The request is too large: at most 10 MB may be sent.'];
  else if (typeof (err as { status?: unknown } | null)?.status === 'number' && (err as { status: number }).status < 500) {
    // body-parser and express (bad %-encoding in a path) errors: the client's fault, not ours.
    [status, message] = [400, `Bad request: ${(err as Error).message}`];
  } else console.error('fake-api: unexpected error', err);
  res.status(status).type('text/plain').send(bounded(message));
}

/** The express app (json-server's create() + body parser) with every route under /api/v1. */
export function createFakeApi(opts: FakeApiOptions): FakeApiApp {
  const timers = new Set<NodeJS.Timeout>();
  const store = new Store(opts.db, opts.dataFile);
  const env = opts.env ?? 'Sandbox';
  const faults = new Faults(opts.faults);
  const tokenTtlMs = opts.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS;
  const auth = new AuthService({
    env,
    tokenTtlMs: () => faults.tokenTtlMs() ?? tokenTtlMs,
    merchantIdsOf: (account) => merchantIdsOf(store.db, account),
    currencyOf: (account) => store.db.merchants.find((m) => m.merchantId === account.merchantId)?.defaultCurrency.currencyCode ?? 'USD',
  });
  const context: ApiContext = {
    store,
    bodies: opts.dataFile ? diskBodies(bodiesDirOf(opts.dataFile)) : memoryBodies(),
    uploadQuotaBytes: opts.uploadQuotaBytes ?? DEFAULT_UPLOAD_QUOTA_BYTES,
    auth,
    throttle: new Throttle(opts.throttle ?? DEFAULT_THROTTLE),
    sorts: new SortCache(),
    env,
    publicOrigin: opts.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN,
    statusDelayMs: opts.statusDelayMs ?? DEFAULT_STATUS_DELAY_MS,
    reportTaskMs: opts.reportTaskMs ?? DEFAULT_REPORT_TASK_MS,
    later(fn, ms) {
      const t = setTimeout(() => {
        timers.delete(t);
        fn();
      }, ms);
      timers.add(t);
    },
  };
  settleInterruptedTasks(context);
  resumePendingUpdates(context);
  resumePayoutUpdates(context);
  // Warm the default transactions order so the first screen does not pay for the sort.
  const warm = context.sorts.ordered(
    'transactions',
    store.version('transactions'),
    store.db.transactions as unknown as Record<string, unknown>[],
    'createdDate',
    'desc',
  );
  for (const field of ['merchantId', 'status', 'testMode']) warm.encoded(field);

  const app = jsonServer.create() as FakeApiApp;
  app.set('json spaces', 0);
  app.disable('x-powered-by');
  const api = Router();
  if (opts.followToday) api.use(followToday(store, opts.clock));
  api.use(faults.middleware());
  api.use(jsonServer.bodyParser);
  const screenRoutes = [
    adjustmentMovementRoutes,
    // Before the balance routes: /balance-ledger/accounts?purpose= is the bank accounts'.
    bankAccountRoutes,
    balanceRoutes,
    claimRoutes,
    claimsDashboardRoutes,
    dailyBalanceRoutes,
    merchantLookupRoutes,
    moneyTrailRoutes,
    notificationRoutes,
    paymentMethodRoutes,
    paywallLegacyRoutes,
    paywallRoutes,
    payoutRoutes,
    payoutStatusRoutes,
    refundRoutes,
    settlementRoutes,
    shopRoutes,
    submerchantRoutes,
    transactionRefundRoutes,
    whitelabelRoutes,
    withdrawalRoutes,
  ];
  for (const routes of [
    // First: a historical call is rewritten to the current call it reads, which comes later.
    historicalRoutes,
    authRoutes,
    configRoutes,
    optionRoutes,
    transactionRoutes,
    sandboxRoutes,
    fileRoutes,
    reportTaskRoutes,
    ...screenRoutes,
    genericRoutes,
  ]) {
    api.use(routes(context));
  }
  app.use(API_VERSION_PATH, api);
  app.use('/api', (req, res) => {
    res
      .status(404)
      .type('text/plain')
      .send(`Not found: ${req.method} ${quoted(req.originalUrl.split('?')[0])}`);
  });
  app.use(errorHandler);
  app.fakeApi = {
    context,
    faults,
    async shutdown() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await store.flush();
    },
  };
  return app;
}

export interface StartOptions {
  port?: number;
  host?: string;
  dataFile?: string;
  env?: FakeApiEnv;
  tokenTtlMs?: number;
  statusDelayMs?: number;
  reportTaskMs?: number;
  throttle?: ThrottleLimits;
  uploadQuotaBytes?: number;
  faults?: FaultSettings;
  /**
   * The app's public origin (PUBLIC_APP_ORIGIN), or a function of the API's own URL once it
   * listens (a test API on a free port serves its pay pages itself).
   */
  publicOrigin?: string | ((apiUrl: string) => string);
  /** Passed to ensureSeeded when the data file does not exist yet. */
  seedOptions?: SeedOptions;
  /**
   * Move an existing data file's dates forward to today when it was seeded on an earlier UTC
   * day (refreshDates.ts). Default: on, unless FAKE_API_FREEZE_DATES=1. A database seeded by
   * this very start is never moved: it is as of its own `now` (tests seed at a fixed TEST_NOW).
   * A db that is as of today also follows the clock while running: on the first request of a new
   * UTC day its dates move forward again (followToday.ts).
   */
  refreshDates?: boolean;
}

export interface RunningFakeApi {
  /** http://host:port (the API is under `${url}/api/v1`). */
  url: string;
  port: number;
  app: FakeApiApp;
  close(): Promise<void>;
}

/**
 * A data file written by an earlier version lacks the collections added since (a new screen's):
 * they come from the seed the file was made with, its own rows (and the user's writes) are kept.
 */
export function completeDb(db: Db): string[] {
  const fresh = generateSeed({ seed: db.meta.seed, transactions: db.meta.scale, now: new Date(db.meta.seededAt) });
  const missing = (Object.keys(fresh) as (keyof Db)[]).filter((key) => !(key in db));
  for (const key of missing) Object.assign(db, { [key]: fresh[key] });
  return missing;
}

/** Reads the data file, bringing its dates up to today (and writing that back) when asked. */
async function loadDb(dataFile: string, refresh: boolean): Promise<Db> {
  const db = await readDb(dataFile);
  const expected = [...Object.keys(COLLECTION_IDS), 'disclaimers', 'impersonations'];
  const added = db.meta && expected.some((key) => !(key in db)) ? completeDb(db) : [];
  if (added.length > 0) console.log(`fake-api: ${dataFile} gained ${added.join(', ')} (added since it was seeded).`);
  // Files once kept their bodies inside the JSON; they now live beside it.
  const moved = moveBodiesOut(db.files ?? [], diskBodies(bodiesDirOf(dataFile)));
  if (moved > 0) console.log(`fake-api: moved ${moved} file bodies out of ${dataFile} into ${bodiesDirOf(dataFile)}.`);
  // Files once held no download rights: they take those of what refers to them.
  const righted = giveLegacyFilesRights(db);
  if (righted > 0) console.log(`fake-api: gave ${righted} files of ${dataFile} the rights of the screens that offer them.`);
  if (added.length > 0 || moved > 0 || righted > 0) await writeDbAtomic(dataFile, db);
  if (!refresh) return db;
  const { days, shifted } = refreshDates(db);
  if (days > 0) {
    await writeDbAtomic(dataFile, db);
    console.log(
      `fake-api: ${dataFile} was seeded ${days} day(s) ago; moved ${shifted} dates forward (FAKE_API_FREEZE_DATES=1 keeps them).`,
    );
  }
  return db;
}

export async function startFakeApi(opts: StartOptions = {}): Promise<RunningFakeApi> {
  const host = opts.host ?? '127.0.0.1';
  const dataFile = opts.dataFile ?? DEFAULT_DATA_FILE;
  const seeded = await ensureSeeded(dataFile, opts.seedOptions);
  const refresh = opts.refreshDates ?? !datesFrozen();
  const db = seeded.db ?? (await loadDb(dataFile, refresh));
  // createFakeApi builds the sorted copies and caches, so they see the moved dates.
  const app = createFakeApi({
    db,
    dataFile,
    env: opts.env,
    tokenTtlMs: opts.tokenTtlMs,
    statusDelayMs: opts.statusDelayMs,
    reportTaskMs: opts.reportTaskMs,
    throttle: opts.throttle,
    uploadQuotaBytes: opts.uploadQuotaBytes,
    faults: opts.faults,
    followToday: refresh,
    publicOrigin: typeof opts.publicOrigin === 'string' ? opts.publicOrigin : undefined,
  });
  const server = await new Promise<import('node:http').Server>((resolve, reject) => {
    const s = app.listen(opts.port ?? DEFAULT_PORT, host, () => resolve(s));
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host}:${port}`;
  // Set before anyone knows the port, so no request sees the default.
  if (typeof opts.publicOrigin === 'function') app.fakeApi.context.publicOrigin = opts.publicOrigin(url);
  return {
    url,
    port,
    app,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await app.fakeApi.shutdown();
    },
  };
}

function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return n;
}

export function envFromProcess(): FakeApiEnv {
  const raw = process.env.FAKE_API_ENV;
  if (!raw) return 'Sandbox';
  const env = ENVIRONMENTS.find((e) => e.toLowerCase() === raw.toLowerCase());
  if (!env) throw new Error(`FAKE_API_ENV must be one of ${ENVIRONMENTS.join(', ')}, got "${raw}"`);
  return env;
}

async function main(): Promise<void> {
  const running = await startFakeApi({
    port: numberFromEnv('FAKE_API_PORT', DEFAULT_PORT),
    dataFile: process.env.FAKE_API_DATA_FILE || DEFAULT_DATA_FILE,
    env: envFromProcess(),
    tokenTtlMs: numberFromEnv('FAKE_API_TOKEN_TTL_MS', DEFAULT_TOKEN_TTL_MS),
    statusDelayMs: numberFromEnv('FAKE_API_STATUS_DELAY_MS', DEFAULT_STATUS_DELAY_MS),
    faults: parseFaults(process.env.FAKE_API_FAULTS),
    publicOrigin: publicOriginFromEnv(),
  });
  const db = running.app.fakeApi.context.store.db;
  console.log(`Fake API (${running.app.fakeApi.context.env}) listening on ${running.url}${API_VERSION_PATH}`);
  console.log(`  Links it hands out (pay URLs) start with ${running.app.fakeApi.context.publicOrigin} (PUBLIC_APP_ORIGIN)`);
  console.log(
    `  ${db.transactions.length} transactions; demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`,
  );
  const faults = describeFaults(running.app.fakeApi.faults.current);
  if (faults !== 'none') console.log(`  Faults on (FAKE_API_FAULTS): ${faults}`);
  const stop = () => {
    void running.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
