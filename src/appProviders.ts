import { localStorageStore, type Store } from 'react-admin';
import type { ResourceDefinition } from './framework/defineResource';
import { buildCatalog } from './i18n/catalog';
import { loadedScreenMessages, onScreenMessages, upfrontMessages } from './framework/resources/resourceMessages';
import { createProviders } from './providers/createProviders';
import { createI18nProvider } from './providers/i18nProvider';
import { createQueryClient } from './perf/instantAuthAnswers';

/**
 * The app's providers, built once at boot from the resource declarations that boot.ts hands in
 * (only the composition root imports resources/). Kept out of App.tsx so that App stays wiring
 * only, and out of src/providers/ which holds the reusable factories.
 */
export function createAppProviders(definitions: readonly ResourceDefinition[]) {
  const upfront = definitions.map(upfrontMessages);
  const { session, dataProvider, authProvider } = createProviders({ definitions });
  const queryClient = createQueryClient({
    loggedIn: () => Boolean(session.getToken()),
    checkAccessNow: authProvider.checkAccessNow,
  });
  const i18nProvider = createI18nProvider((locale) => buildCatalog(locale, [...upfront, ...loadedScreenMessages()]));
  // A screen's messages that load with its views join the catalog before that view renders.
  onScreenMessages(i18nProvider.reload);
  return { session, dataProvider, authProvider, queryClient, i18nProvider, store: createStore() };
}

export type AppProviders = ReturnType<typeof createAppProviders>;

/** Preferences of the browser rather than of the user: a logout keeps them. */
const KEPT_ON_LOGOUT = ['locale', 'theme'];

/**
 * Persists language, theme and list preferences (AdminContext alone would keep them in memory).
 * react-admin resets the store on logout; the language and theme survive it.
 */
function createStore(): Store {
  const base = localStorageStore();
  return {
    ...base,
    reset() {
      const kept = KEPT_ON_LOGOUT.map((key) => [key, base.getItem(key)] as const);
      base.reset();
      for (const [key, value] of kept) if (value !== undefined) base.setItem(key, value);
    },
  };
}
