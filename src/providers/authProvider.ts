import type { UserIdentity } from 'react-admin';
import { canAccess } from '../../contract/access/canAccess';
import type { Profile } from '../../contract/access/types';
import type { HttpClient } from './httpClient';
import { HTTP_MESSAGES, isHttpError } from './httpError';
import type { SessionStore } from './session';
import type { BackOfficeAuthProvider } from './types';
import type { FakeLoginRequest, LoginReply, LoginRequest } from '../../contract/wire';

export const LOGIN_PATH = '/login';
export const TWO_FACTOR_PATH = '/two-factor-auth';
const BACK_OFFICE_TYPE = 'SHOP' as const;

export interface AuthProviderOptions {
  http: HttpClient;
  session: SessionStore;
  /**
   * react-admin resource name -> access code, or codes (accessCodesFromDefinitions()): VIEW and
   * MENU pass with any of them, other actions ask the first.
   */
  resourceCodes: Record<string, string | readonly string[]>;
  /** Path and search of the page being opened, for login's `from`; default window.location. */
  currentLocation?: () => string | undefined;
  /** Runs when a session ends (logout, expiry): what the app keeps of it outside the session store. */
  onSessionEnd?: () => void;
}

/** react-admin actions -> patents (spec 01 §6); other actions are patents already (MENU, ...). */
const ACTION_PATENTS: Record<string, string> = {
  list: 'VIEW',
  show: 'VIEW',
  create: 'ADD',
  clone: 'ADD',
  edit: 'EDIT',
  delete: 'DELETE',
  export: 'EXPORT',
};

export interface AccessQuery {
  resource: string;
  action: string;
}

/** canAccess without the promise: it reads only the stored profile. */
export interface SyncAuthAnswers {
  checkAccessNow(params: AccessQuery): boolean;
}

export const toPatent = (action: string) => ACTION_PATENTS[action] ?? action.toUpperCase();

const browserLocation = () => (typeof window === 'undefined' ? undefined : `${window.location.pathname}${window.location.search}`);

const emailOf = (profile: Profile) => (typeof profile.email === 'string' ? profile.email : (profile.email?.email ?? ''));

/** Spec 01 §2.2: a logged-out user goes to login with `from`, except from root or login itself. */
function loginRedirect(location: string | undefined): string {
  if (!location || location === '/' || location.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?from=${encodeURIComponent(location)}`;
}

export function createAuthProvider({
  http,
  session,
  resourceCodes,
  currentLocation = browserLocation,
  onSessionEnd,
}: AuthProviderOptions): BackOfficeAuthProvider & SyncAuthAnswers {
  const isTwoFactorPending = () => !session.getToken() && !!session.getTwoFactorSession();
  /**
   * The 'unauthorized' message was given for the session that just ended (see checkError): until
   * the next login, the screens still mounted behind it fail their checks without more toasts.
   */
  let expiryReported = false;

  /** react-admin resource names map to their access code; upper-case names are codes already. */
  function checkAccess({ resource, action }: AccessQuery): boolean {
    // Without a session there is nothing to decide: checkAuth sends the visitor to /login. A
    // 'denied' here raced that redirect: a screen still mounted when a 401 logged the user out
    // re-checked its access and bounced the user to /access-denied and back.
    if (!session.getToken()) return true;
    const declared = resourceCodes[resource] ?? (resource === resource.toUpperCase() ? resource : undefined);
    if (!declared) return false;
    const [code, ...others] = typeof declared === 'string' ? [declared] : declared;
    const patent = toPatent(action);
    const role = session.getProfile()?.role;
    const codes = patent === 'VIEW' || patent === 'MENU' ? [code, ...others] : [code];
    return codes.some((c) => canAccess(role, c, patent));
  }

  /** Spec 01 §4.2: a token ends the second-factor step; a session alone starts it. */
  function storeReply(reply: LoginReply | undefined): { redirectTo: string } | undefined {
    if (reply?.token) {
      expiryReported = false;
      session.setToken(reply.token);
      session.clearTwoFactorSession();
      session.setProfile(reply.user);
      return undefined;
    }
    if (reply?.session) {
      session.clear();
      session.setTwoFactorSession(reply.session);
      return { redirectTo: TWO_FACTOR_PATH };
    }
    throw new Error(HTTP_MESSAGES.unauthorized);
  }

  /**
   * A failed login or second-factor step clears token and session (spec 01 §4.2): a wrong code
   * too, so the password is asked again (README, Decisions: issue #30 item 28).
   */
  async function authenticate(path: string, body: object) {
    try {
      return storeReply(await http.json<LoginReply>(path, { method: 'POST', body }));
    } catch (error) {
      session.clear();
      throw error;
    }
  }

  let ending: Promise<string> | undefined;
  async function endSession(): Promise<string> {
    if (session.getToken()) {
      try {
        await http.json('/logout', { method: 'POST', ignoreUnauthorized: true });
      } catch {
        // Logging out must work offline too: the local state is what matters to this tab.
      }
    }
    // Cleared after the call, which needs the token.
    session.clear();
    onSessionEnd?.();
    return LOGIN_PATH;
  }

  const post = async (path: string, body: object, method: 'POST' | 'PUT' = 'POST') => {
    await http.json(path, { method, body });
  };

  return {
    login: ({ username, password, token = '' }: Omit<LoginRequest, 'backOfficeType'>) =>
      authenticate('/login', { username, password, token, backOfficeType: BACK_OFFICE_TYPE } satisfies LoginRequest),

    async verifyTwoFactor(code) {
      const pending = session.getTwoFactorSession();
      if (!pending) throw new Error(HTTP_MESSAGES.unauthorized);
      const redirect = await authenticate('/login/two-factor-auth', { session: pending, code });
      if (redirect) throw new Error(HTTP_MESSAGES.unauthorized);
    },

    /** Resolves { redirectTo } when the agent's own second factor is due first. */
    async fakeLogin({ userKey, username, password, token }) {
      const body: FakeLoginRequest = { userKey, username, password, token, backOfficeType: BACK_OFFICE_TYPE };
      return authenticate('/login/fake', body);
    },

    /**
     * react-admin also calls logout when checkAuth fails. While a second factor is pending that
     * must not drop the pending session, or the two-factor page would have nothing to verify;
     * `logout({ cancelTwoFactor: true })` drops it on purpose.
     */
    async logout(params?: { cancelTwoFactor?: boolean }) {
      if (isTwoFactorPending() && !params?.cancelTwoFactor) return TWO_FACTOR_PATH;
      // Calls failing together each ask for a logout: one goes to the server.
      ending ??= endSession().finally(() => (ending = undefined));
      return ending;
    },

    async checkAuth() {
      if (session.getToken()) return;
      if (isTwoFactorPending()) throw { redirectTo: TWO_FACTOR_PATH, message: false };
      // Each mounted screen checks, and react-admin gives each failure a 'Please login to
      // continue' toast: after the expiry message they would queue up behind it for seconds.
      if (expiryReported) throw { redirectTo: loginRedirect(currentLocation()), message: false };
      throw { redirectTo: loginRedirect(currentLocation()) };
    },

    /**
     * 401 rejects so react-admin logs out with the 'unauthorized' message; the logout clears the
     * storage (clearing it here would make react-admin skip that message). A screen's calls fail
     * together (the grid, its options, the disclaimer): the message is given once, the others log
     * out silently. 403 keeps the user in: the screen shows the server's message.
     */
    async checkError(error: unknown) {
      const status = isHttpError(error) ? error.status : (error as { status?: number } | null)?.status;
      if (status !== 401) return;
      if (expiryReported) throw { message: false };
      expiryReported = true;
      throw { message: HTTP_MESSAGES.unauthorized };
    },

    async getIdentity(): Promise<UserIdentity> {
      const profile = session.getProfile();
      if (!profile) return { id: '', fullName: '' };
      const fullName = `${profile.firstName} ${profile.lastName}`.trim();
      const agent = profile.impersonatedBy;
      // The role's code; the header shows its name (spec 01 §6: 'Shop - Administrator').
      const roleCode = profile.role?.code;
      // An impersonated session says who acts: the header shows both names.
      return agent
        ? { id: emailOf(profile), fullName, roleCode, actingAs: true, agentName: `${agent.firstName} ${agent.lastName}`.trim() }
        : { id: emailOf(profile), fullName, roleCode };
    },

    getPermissions: async () => session.getProfile()?.role ?? null,

    canAccess: async (params) => checkAccess(params),
    checkAccessNow: (params) => checkAccess(params),

    async hasRecaptcha() {
      const reply = await http.json<unknown>('/config/has-recaptcha');
      // Spec 01 §2.4: the bot check is on unless the server says it is off.
      return !(reply === false || reply === 'false');
    },

    requestPasswordRecovery: (email) => post('/recover-password', { email: email.trim(), backOfficeType: BACK_OFFICE_TYPE }),
    checkEmailToken: (token) => post('/email-token', { token }),
    resetPassword: (key, password) => post('/recover-password', { key, password }, 'PUT'),
    activateAccount: (token, password) => post('/activate-account', { token, password }, 'PUT'),
    isTwoFactorPending,
  };
}
