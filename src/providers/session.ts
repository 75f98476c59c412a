import type { Profile } from '../../contract/access/types';

/** The part of the Web Storage API the session needs; Node tests pass memoryStorage(). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** localStorage keys (spec 01 §9: token and profile live in local storage). */
export const SESSION_KEYS = {
  token: 'bo.token',
  twoFactorSession: 'bo.twoFactorSession',
  profile: 'bo.profile',
} as const;

/** Token, pending second-factor session and profile of the logged-in user (spec 01 §3.1, §4.2). */
export interface SessionStore {
  getToken(): string | null;
  setToken(token: string): void;
  /** The login reply's `session`: a second-factor step is pending. */
  getTwoFactorSession(): string | null;
  setTwoFactorSession(session: string): void;
  clearTwoFactorSession(): void;
  getProfile(): Profile | null;
  /** Keeps the profile only when it carries a role (spec 01 §3.1); otherwise forgets it. */
  setProfile(profile: Profile | null | undefined): void;
  /** Forgets token, pending session and profile. */
  clear(): void;
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** window.localStorage when there is one (browser, jsdom), else an in-memory stand-in. */
export function defaultStorage(): KeyValueStorage {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    // Storage can throw when the browser blocks it; the app still works for this tab.
  }
  return memoryStorage();
}

function parseProfile(raw: string | null): Profile | null {
  if (!raw) return null;
  try {
    const profile = JSON.parse(raw) as Profile;
    return profile?.role ? profile : null;
  } catch {
    // A corrupt entry is as good as none: the user logs in again.
    return null;
  }
}

/**
 * Every permission check and guard reads the profile; parsing it once per stored value keeps
 * those checks cheap on every render. The storage stays the source of truth (another tab may
 * log in or out), so the raw text is compared on each read.
 */
function profileReader(storage: KeyValueStorage): () => Profile | null {
  let lastRaw: string | null = null;
  let lastProfile: Profile | null = null;
  return () => {
    const raw = storage.getItem(SESSION_KEYS.profile);
    if (raw !== lastRaw) {
      lastRaw = raw;
      lastProfile = parseProfile(raw);
    }
    return lastProfile;
  };
}

export function createSessionStore(storage: KeyValueStorage = defaultStorage()): SessionStore {
  const readProfile = profileReader(storage);
  return {
    getToken: () => storage.getItem(SESSION_KEYS.token) || null,
    setToken: (token) => storage.setItem(SESSION_KEYS.token, token),
    getTwoFactorSession: () => storage.getItem(SESSION_KEYS.twoFactorSession) || null,
    setTwoFactorSession: (session) => storage.setItem(SESSION_KEYS.twoFactorSession, session),
    clearTwoFactorSession: () => storage.removeItem(SESSION_KEYS.twoFactorSession),
    getProfile: readProfile,
    setProfile: (profile) => {
      if (profile?.role) storage.setItem(SESSION_KEYS.profile, JSON.stringify(profile));
      else storage.removeItem(SESSION_KEYS.profile);
    },
    clear: () => {
      storage.removeItem(SESSION_KEYS.token);
      storage.removeItem(SESSION_KEYS.twoFactorSession);
      storage.removeItem(SESSION_KEYS.profile);
    },
  };
}
