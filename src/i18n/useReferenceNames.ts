import { useMemo } from 'react';
import { useLocaleState, useTranslate, type TranslateFunction } from 'react-admin';

/** Intl's names follow the BCP 47 tag; Portuguese here is Brazil's, as the date locale is. */
const INTL_LOCALES: Record<string, string> = { en: 'en-GB', es: 'es', pt: 'pt-BR' };

const regionNamesByLocale = new Map<string, Intl.DisplayNames | undefined>();

/** One Intl.DisplayNames per language, shared by every field that names a country. */
function regionNames(locale: string): Intl.DisplayNames | undefined {
  if (!regionNamesByLocale.has(locale)) {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([INTL_LOCALES[locale] ?? locale], { type: 'region' });
    } catch {
      names = undefined;
    }
    regionNamesByLocale.set(locale, names);
  }
  return regionNamesByLocale.get(locale);
}

/** The spec's code sets named by the `reference.*` messages (spec 01 §3.3 channels, §8 claim reasons). */
export type ReferenceCodeSet = 'channels' | 'claim_reasons';

/** A code's name in the UI language; the server's name for a code the messages do not know. */
export const translatedCodeName = (
  translate: TranslateFunction,
  set: ReferenceCodeSet,
  code: string | undefined,
  fallback?: string,
): string => (code ? translate(`reference.${set}.${code}`, { _: fallback ?? code }) : (fallback ?? ''));

export interface ReferenceNames {
  /** ISO country code -> its name in the UI language; the server's name when the code is unknown. */
  country(code: string | undefined, fallback?: string): string;
  channel(code: string | undefined, fallback?: string): string;
  claimReason(code: string | undefined, fallback?: string): string;
}

/**
 * Names of the spec's reference codes in the user's language (countries through Intl, channels
 * and claim reasons through the `reference.*` messages), where servers send English names.
 */
export function referenceNames(translate: TranslateFunction, locale: string): ReferenceNames {
  const regions = regionNames(locale);
  return {
    country(code, fallback) {
      if (!code) return fallback ?? '';
      const name = regions?.of(code.toUpperCase());
      return name && name !== code.toUpperCase() ? name : (fallback ?? code);
    },
    channel: (code, fallback) => translatedCodeName(translate, 'channels', code, fallback),
    claimReason: (code, fallback) => translatedCodeName(translate, 'claim_reasons', code, fallback),
  };
}

/** referenceNames for the current language, the same object until the language changes. */
export function useReferenceNames(): ReferenceNames {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useMemo(() => referenceNames(translate, locale), [translate, locale]);
}
