import type { Page } from 'playwright-core';
import { buildCatalog } from '../../../src/i18n/catalog';
import type { Locale } from '../../../src/i18n/defineMessages';
import { resourceDefinitions } from '../../../resources';
import { enUS } from '@mui/x-date-pickers/locales';
import { messagesOf } from '../../../src/framework/resources/resourceMessages';
import { SERVER_TEXTS } from '../../../contract/serverTexts';
import { SERVER_WORDS } from '../../../fake-api/seed/serverTexts';
import { CLAIM_REASON_TYPES } from '../../../fake-api/seed/reference';

/**
 * English the app's libraries bring (the date pickers' field and button labels, recharts' legend
 * swatches): also the app's words, which a Spanish or Portuguese screen must not show.
 */
const LIBRARY_ENGLISH = [
  ...Object.values(enUS.components.MuiLocalizationProvider.defaultProps.localeText).filter(
    (text): text is string => typeof text === 'string',
  ),
  'legend icon',
];

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') leaves(value, path, out);
  }
  return out;
}

// Every screen's messages, those that load with their views included.
const screenMessages = await Promise.all(resourceDefinitions.map(messagesOf));

const catalog = (locale: Locale) => leaves(buildCatalog(locale, screenMessages) as Tree);

/**
 * The English sentences and words of the app's catalog that read differently in `locale`: any of
 * them on a Spanish or Portuguese screen is a string left untranslated. Plural forms count one by
 * one; texts with placeholders, and words that are the same in both languages, are left out.
 */
export function englishOnlyStrings(locale: Exclude<Locale, 'en'>): Set<string> {
  const english = catalog('en');
  const other = catalog(locale);
  const found = new Set<string>();
  for (const [key, text] of english) {
    if (other.get(key) === text) continue;
    for (const form of text.split('||||').map((part) => part.trim())) {
      if (form.length < 3 || form.includes('%{') || !/[a-z]/i.test(form)) continue;
      found.add(form);
    }
  }
  for (const text of LIBRARY_ENGLISH) if (text.length >= 3) found.add(text);
  return found;
}

/** Every text a user reads or hears on the page: its lines, and its aria-labels, titles and placeholders. */
export async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = document.body.innerText.split('\n').map((line) => line.trim());
    for (const element of Array.from(document.querySelectorAll('[aria-label], [title], [placeholder]'))) {
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value.trim());
      }
    }
    return texts.filter(Boolean);
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The API's coded texts in English ('Tax on fees of {date}' -> /Tax on fees of .+/), where they hold words of their own. */
const SERVER_TEXT_PATTERNS = Object.values(SERVER_TEXTS)
  .filter((template) => template.replace(/\{\w+\}/g, '').replace(/[^a-z]/gi, '').length >= 3)
  .map(
    (template) =>
      new RegExp(
        `\\b${template
          .split(/\{\w+\}/)
          .map(escape)
          .join('.+')}`,
      ),
  );

/** The fixed English phrases the API writes (a top-up's description, a status message, a claim reason). */
const SERVER_PHRASES = [...Object.values(SERVER_WORDS).flat(), ...CLAIM_REASON_TYPES.map((r) => r.description)];

/** A day written as the API sends it (yyyy-MM-dd), not in the screen's date format; a file name's is part of the name. */
const ISO_DAY = /(?<![\w-])\d{4}-\d{2}-\d{2}(?![\w-])/;

/**
 * Issue #31 item 9: why `text` on a Spanish or Portuguese screen is the API's English (a coded
 * text, a fixed phrase, an ISO day), or undefined when it is not.
 */
export function serverEnglishIn(text: string): string | undefined {
  const pattern = SERVER_TEXT_PATTERNS.find((p) => p.test(text));
  if (pattern) return `server text ${pattern}`;
  const phrase = SERVER_PHRASES.find((p) => text.includes(p));
  if (phrase) return `server phrase "${phrase}"`;
  if (ISO_DAY.test(text)) return 'ISO day';
  return undefined;
}
