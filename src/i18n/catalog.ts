import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { frameworkMessages } from '../framework/messages';
import type { LocalizedMessages, Locale, MessageTree } from './defineMessages';
import { specMessages } from './messages';
import { referenceMessages } from './referenceMessages';
import { appEn } from './en';
import { appEs } from './es';
import { appPt } from './pt';
import { raSpanish } from './ra-es';
import { raPortuguese } from './ra-pt';

const raMessages: Record<Locale, TranslationMessages> = {
  en: englishMessages,
  es: raSpanish,
  pt: raPortuguese,
};

const shellMessages: LocalizedMessages = { en: appEn, es: appEs, pt: appPt };

/** Deep merge: areas share top-level keys such as `resources`, so a shallow spread would drop some. */
export function mergeTrees(...trees: MessageTree[]): MessageTree {
  const out: MessageTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const current = out[key];
      out[key] = typeof value === 'object' && typeof current === 'object' ? mergeTrees(current, value) : value;
    }
  }
  return out;
}

/**
 * Every message of every area for one locale: react-admin's own, the shell's, the spec's
 * catalogue, the framework's and each declared resource's.
 */
export function buildCatalog(locale: Locale, resourceMessages: readonly LocalizedMessages[]): TranslationMessages {
  const areas: LocalizedMessages[] = [
    shellMessages,
    specMessages as LocalizedMessages,
    frameworkMessages as LocalizedMessages,
    referenceMessages as LocalizedMessages,
    ...resourceMessages,
  ];
  return mergeTrees(raMessages[locale] as MessageTree, ...areas.map((a) => a[locale] as MessageTree)) as TranslationMessages;
}
