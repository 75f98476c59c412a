import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

/** Intl's names follow the BCP 47 tag; Portuguese here is Brazil's, as the date locale is. */
const INTL_LOCALES: Record<string, string> = { en: 'en-GB', es: 'es', pt: 'pt-BR' };

function regionNames(locale: string): Intl.DisplayNames | undefined {
  try {
    return new Intl.DisplayNames([INTL_LOCALES[locale] ?? locale], { type: 'region' });
  } catch {
    return undefined;
  }
}

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
export function useReferenceNames(): ReferenceNames {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useMemo(() => {
    const regions = regionNames(locale);
    const byKey = (prefix: string) => (code: string | undefined, fallback?: string) =>
      code ? translate(`${prefix}.${code}`, { _: fallback ?? code }) : (fallback ?? '');
    return {
      country(code, fallback) {
        if (!code) return fallback ?? '';
        const name = regions?.of(code.toUpperCase());
        return name && name !== code.toUpperCase() ? name : (fallback ?? code);
      },
      channel: byKey('reference.channels'),
      claimReason: byKey('reference.claim_reasons'),
    };
  }, [locale, translate]);
}
