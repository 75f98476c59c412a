/**
 * Route guards of spec 01 §2.2 as pure decisions, so they are testable without a router.
 * Components (TwoFactorGuard, PublicOnly) apply them.
 */
export const PATHS = {
  root: '/',
  login: '/login',
  fakeLogin: '/fake-login',
  twoFactor: '/two-factor-auth',
  resetPassword: '/reset-password',
  recoverPassword: '/recover-password',
  activateAccount: '/activate-account',
  logout: '/logout',
} as const;

/** Pages only a logged-out user may see; a logged-in user is sent to root with log_out_first. */
export const PUBLIC_ONLY_PATHS: readonly string[] = [PATHS.login, PATHS.fakeLogin, PATHS.twoFactor];
/** Pages a logged-out user may open without a session (the spec names these three); a logged-in one is sent to root... */
export const OPEN_PATHS: readonly string[] = [PATHS.resetPassword, PATHS.recoverPassword, PATHS.activateAccount];
/**
 * ...except on the activation page, open whatever the session: spec 01 §2.4 gives it a link shown
 * "when logged in" (the data processing agreement), which a redirect would hide from everybody.
 */
export const OPEN_TO_ALL_PATHS: readonly string[] = [PATHS.activateAccount];

export interface SessionState {
  loggedIn: boolean;
  twoFactorPending: boolean;
}

export interface GuardDecision {
  redirect: string;
  /** i18n key of a warning to show on arrival. */
  notify?: string;
}

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** `/login?from=<path>` for a protected page, plain `/login` from root (spec 01 §2.2). */
export function loginRedirect(pathname: string, search = ''): string {
  const path = normalise(pathname);
  if (path === PATHS.root || path === PATHS.login) return PATHS.login;
  return `${PATHS.login}?from=${encodeURIComponent(path + search)}`;
}

/** Where the login page sends a user once logged in: the `from` value when it is ours, else root. */
export function afterLoginTarget(from: string | null | undefined): string {
  // Only same-app paths: an absolute or protocol-relative URL would be an open redirect.
  if (!from || !from.startsWith('/') || from.startsWith('//')) return PATHS.root;
  const path = from.split('?')[0];
  if (PUBLIC_ONLY_PATHS.includes(path) || path === PATHS.logout) return PATHS.root;
  return from;
}

/**
 * What to do for a path given the session; null means render it. Every path that is neither
 * public, open nor /logout is protected (including unknown ones: spec 01 §2.2 sends a
 * logged-out user on the not-found screen to login with `from`).
 */
export function decideGuard(pathname: string, search: string, state: SessionState): GuardDecision | null {
  const path = normalise(pathname);
  if (path === PATHS.logout) return null;
  if (state.twoFactorPending) return path === PATHS.twoFactor ? null : { redirect: PATHS.twoFactor };
  if (OPEN_TO_ALL_PATHS.includes(path)) return null;
  if (OPEN_PATHS.includes(path)) return state.loggedIn ? { redirect: PATHS.root, notify: 'messages.log_out_first' } : null;
  if (PUBLIC_ONLY_PATHS.includes(path)) {
    if (state.loggedIn) {
      const target = path === PATHS.login ? afterLoginTarget(new URLSearchParams(search).get('from')) : PATHS.root;
      return { redirect: target, notify: 'messages.log_out_first' };
    }
    // Nothing to verify without a pending second factor: start from the login page.
    if (path === PATHS.twoFactor) return { redirect: PATHS.login };
    return null;
  }
  if (!state.loggedIn) return { redirect: loginRedirect(path, search) };
  return null;
}

/** react-admin's logout redirect carries the origin in router state; turn it into `?from=`. */
export function fromOfLoginState(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const { nextPathname, nextSearch } = state as { nextPathname?: unknown; nextSearch?: unknown };
  if (typeof nextPathname !== 'string') return null;
  const path = normalise(nextPathname);
  if (path === PATHS.root || PUBLIC_ONLY_PATHS.includes(path) || path === PATHS.logout) return null;
  return path + (typeof nextSearch === 'string' ? nextSearch : '');
}
