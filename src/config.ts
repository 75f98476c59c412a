import { API_VERSION_PATH } from '../contract/wire';

/** Spec 01 §1: the four environments. Status simulation works only in Sandbox. */
export type Environment = 'Development' | 'Staging' | 'Sandbox' | 'Production';
const ENVIRONMENTS: Environment[] = ['Development', 'Staging', 'Sandbox', 'Production'];

function readEnvironment(): Environment {
  const raw = import.meta.env.VITE_APP_ENV as string | undefined;
  return ENVIRONMENTS.find((e) => e.toLowerCase() === raw?.toLowerCase()) ?? 'Sandbox';
}

export const config = {
  environment: readEnvironment(),
  /** Back-office API base; same-origin by default (Vite proxies /api to the fake API). */
  apiBase: (import.meta.env.VITE_API_BASE as string | undefined) ?? API_VERSION_PATH,
  /**
   * The account-balance service's base (spec 03 §7: the account balance calls and the account
   * daily balance export). Default the back-office base: the fake API serves both. In production
   * it names a same-origin proxy that adds the service's credential; the browser sends only the
   * user's bearer token, never a credential of its own.
   */
  balanceApiBase:
    (import.meta.env.VITE_BALANCE_API_BASE as string | undefined) ??
    (import.meta.env.VITE_API_BASE as string | undefined) ??
    API_VERSION_PATH,
  /** Milliseconds before a call is abandoned with a timeout toast. */
  requestTimeoutMs: Number(import.meta.env.VITE_REQUEST_TIMEOUT_MS ?? 30000),
  /** Spec 01 §2.5: the help-center target switched on 11 Dec 2023 (targets are ours to choose). */
  helpCenterUrl: (import.meta.env.VITE_HELP_CENTER_URL as string | undefined) ?? '/docs/help-centre.html',
};

export const isSandbox = () => config.environment === 'Sandbox';
