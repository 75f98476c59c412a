import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { LOCALES, type Locale } from '../i18n/defineMessages';

export const FALLBACK_LOCALE: Locale = 'en';
/** react-admin's store keeps the chosen language here (localStorage store, key `locale`). */
const STORED_LOCALE_KEY = 'RaStore.locale';

const isLocale = (value: unknown): value is Locale => LOCALES.some((l) => l.locale === value);

/** The language the user picked before, else the browser's, else English (spec 01 §1). */
export function initialLocale(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
  browserLanguages: readonly string[] = globalThis.navigator?.languages ?? [],
): Locale {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(STORED_LOCALE_KEY) ?? 'null');
    if (isLocale(stored)) return stored;
  } catch {
    // A corrupt stored value falls through to the browser's language.
  }
  const fromBrowser = browserLanguages.map((l) => l.slice(0, 2).toLowerCase()).find(isLocale);
  return fromBrowser ?? FALLBACK_LOCALE;
}

/** A catalog key, not words: 'messages.malformed_reply', 'grid.load_failed', 'ra.notification.http_error'. */
const KEY_SHAPED = /^(messages|grid|ra|resources)\.[\w.-]+$/;

/**
 * Translates the catalog keys an argument carries before they fill their placeholder. A failure's
 * words are often a key (the http client words a proxy's page as 'messages.http_status.502'), and
 * every toast, alert and dialog hands them on as `%{message}`: said here, once, they read in the
 * screen's language everywhere instead of as the raw key. A server's own sentence is left as it is.
 */
export function withTranslatedArgs<T extends I18nProvider>(provider: T): T {
  const translate: I18nProvider['translate'] = (key, options) => {
    if (!options) return provider.translate(key, options);
    let args: typeof options | undefined;
    for (const [name, value] of Object.entries(options)) {
      if (name === '_' || typeof value !== 'string' || !KEY_SHAPED.test(value)) continue;
      args ??= { ...options };
      args[name] = provider.translate(value, { _: value });
    }
    return provider.translate(key, args ?? options);
  };
  return { ...provider, translate };
}

/**
 * Polyglot over the merged catalog. In development a missing key is not silently replaced,
 * so it shows up (as the raw key and a console warning) while the screen is being built.
 */
export function createI18nProvider(catalog: (locale: Locale) => TranslationMessages): I18nProvider & { reload(): Promise<void> } {
  const provider = polyglotI18nProvider((locale) => catalog(isLocale(locale) ? locale : FALLBACK_LOCALE), initialLocale(), LOCALES, {
    allowMissing: !import.meta.env.DEV,
  });
  // Rebuilds the current language's catalog, e.g. once a screen's messages have arrived.
  return { ...withTranslatedArgs(provider), reload: () => provider.changeLocale(provider.getLocale()) };
}
