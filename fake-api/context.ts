import type { AuthService, FakeApiEnv } from './auth';
import type { SortCache } from './contract';
import type { FileBodies } from './fileBodies';
import type { Store } from './store';
import type { Throttle } from './throttle';

/** What every route module gets: the data, the auth service and the server's settings. */
export interface ApiContext {
  store: Store;
  /** The bodies of `files` rows, beside the data file. */
  bodies: FileBodies;
  /** Bytes each merchant may keep in uploads (POST /file). */
  uploadQuotaBytes: number;
  auth: AuthService;
  /** Failure counts of the login-like calls (429 past the limit). */
  throttle: Throttle;
  sorts: SortCache;
  env: FakeApiEnv;
  /** The app's public origin (PUBLIC_APP_ORIGIN): the links the API hands out start with it. */
  publicOrigin: string;
  /** Delay before a sandbox status push is applied. */
  statusDelayMs: number;
  /** Time a report task takes from PENDING to FINISHED. */
  reportTaskMs: number;
  /** Runs fn later; close() cancels what has not run. */
  later(fn: () => void, ms: number): void;
}
