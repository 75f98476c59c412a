import type { ResourceDefinition } from './framework/defineResource';
import { buildCatalog } from './i18n/catalog';
import { loadedScreenMessages, onScreenMessages, upfrontMessages } from './framework/resources/resourceMessages';
import { createAppStore } from './providers/appStore';
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
  /** Language, theme and list preferences in localStorage; a grid's columns per signed-in account (createAppStore). */
  const store = createAppStore(() => {
    const email = session.getProfile()?.email;
    return typeof email === 'string' ? email : (email?.email ?? '');
  });
  return { session, dataProvider, authProvider, queryClient, i18nProvider, store };
}

export type AppProviders = ReturnType<typeof createAppProviders>;
