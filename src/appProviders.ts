import { localStorageStore, type Store } from 'react-admin';
import { resourceDefinitions } from '../resources';
import { buildCatalog } from './i18n/catalog';
import { loadedScreenMessages, onScreenMessages, upfrontMessages } from './framework/resources/resourceMessages';
import { createProviders } from './providers/createProviders';
import { createI18nProvider } from './providers/i18nProvider';
import { createQueryClient } from './perf/instantAuthAnswers';

/**
 * The app's providers, built once from the resource declarations. Kept out of App.tsx so that
 * App stays wiring only, and out of src/providers/ which holds the reusable factories.
 */
const upfront = resourceDefinitions.map(upfrontMessages);

export const { session, dataProvider, authProvider } = createProviders({ definitions: resourceDefinitions });
export const queryClient = createQueryClient({
  loggedIn: () => Boolean(session.getToken()),
  checkAccessNow: authProvider.checkAccessNow,
});
export const i18nProvider = createI18nProvider((locale) => buildCatalog(locale, [...upfront, ...loadedScreenMessages()]));
// A screen's messages that load with its views join the catalog before that view renders.
onScreenMessages(i18nProvider.reload);
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

export const store = createStore();
