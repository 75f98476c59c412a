import { localStorageStore, type Store } from 'react-admin';

/** Preferences of the browser rather than of the user: a logout keeps them. */
const KEPT_ON_LOGOUT = ['locale', 'theme'];

/**
 * Where a user's own preferences live (a grid's chosen columns: `columns.<screen>`). The store
 * files them under the signed-in account, so another account on the same browser starts from
 * the screen's defaults, and a logout keeps them for the next sign-in.
 */
const PER_USER_KEYS = 'columns.';
const PER_USER = 'user/';

/**
 * react-admin's store for the app (AdminContext alone would keep it in memory): localStorage,
 * with the user's preferences scoped to `user()` (the signed-in account, read when a key is
 * read, written or watched) and kept across logouts; react-admin resets the rest on logout but
 * the language and theme. (react-admin reads and writes grid columns through these four calls.)
 */
export function createAppStore(user: () => string, base: Store = localStorageStore()): Store {
  const scoped = (key: string) => (key.startsWith(PER_USER_KEYS) ? `${PER_USER}${user()}/${key}` : key);
  return {
    ...base,
    getItem: (key, defaultValue) => base.getItem(scoped(key), defaultValue),
    setItem: (key, value) => base.setItem(scoped(key), value),
    removeItem: (key) => base.removeItem(scoped(key)),
    subscribe: (key, callback) => base.subscribe(scoped(key), callback),
    reset() {
      const kept = [...KEPT_ON_LOGOUT.map((key) => [key, base.getItem(key)] as const), ...Object.entries(base.listItems?.(PER_USER) ?? {})];
      base.reset();
      for (const [key, value] of kept) if (value !== undefined) base.setItem(key, value);
    },
  };
}
