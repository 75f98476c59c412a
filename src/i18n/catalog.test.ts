import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { resourceDefinitions } from '../../resources';
import { buildCatalog, mergeTrees } from './catalog';
import { messagesOf } from '../framework/resources/resourceMessages';
import type { Locale, MessageTree } from './defineMessages';

/** Every leaf of a message tree as `a.b.c` -> value. */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') leaves(value, path).forEach((v, k) => out.set(k, v));
    else out.set(path, value);
  }
  return out;
}

// Every screen's messages, those that load with their views included.
const screenMessages = await Promise.all(resourceDefinitions.map(messagesOf));

const catalogs = Object.fromEntries(
  (['en', 'es', 'pt'] as Locale[]).map((locale) => [locale, leaves(buildCatalog(locale, screenMessages))]),
) as Record<Locale, Map<string, unknown>>;

// react-admin renders `ra.boolean.null` as a deliberate blank.
const BLANK_ON_PURPOSE = new Set(['ra.boolean.null']);

describe('i18n catalog parity', () => {
  it('holds every react-admin key in English', () => {
    for (const key of leaves(englishMessages).keys()) expect(catalogs.en.has(key), key).toBe(true);
  });

  for (const locale of ['es', 'pt'] as const) {
    it(`${locale} has every key that en has, and no extra ones`, () => {
      const missing = [...catalogs.en.keys()].filter((key) => !catalogs[locale].has(key));
      const extra = [...catalogs[locale].keys()].filter((key) => !catalogs.en.has(key));
      expect(missing).toEqual([]);
      expect(extra).toEqual([]);
    });
  }

  for (const locale of ['en', 'es', 'pt'] as const) {
    it(`${locale} has no empty or non-string message`, () => {
      const bad = [...catalogs[locale].entries()]
        .filter(([key, value]) => !BLANK_ON_PURPOSE.has(key) && (typeof value !== 'string' || !value.trim()))
        .map(([key]) => key);
      expect(bad).toEqual([]);
    });
  }

  it('is really translated: most Spanish and Portuguese strings differ from English', () => {
    for (const locale of ['es', 'pt'] as const) {
      const keys = [...catalogs.en.keys()];
      const same = keys.filter((key) => catalogs[locale].get(key) === catalogs.en.get(key));
      expect(same.length / keys.length).toBeLessThan(0.2);
    }
  });

  it('keeps the shell keys the pages use', () => {
    for (const locale of ['en', 'es', 'pt'] as const) {
      expect(catalogs[locale].get('app.auth.login.submit')).toBeTruthy();
      expect(catalogs[locale].get('messages.goodbye_1')).toBeTruthy();
    }
  });
});

describe('mergeTrees', () => {
  it('merges shared branches instead of replacing them', () => {
    const merged = mergeTrees({ resources: { a: { name: 'A' } } } as MessageTree, { resources: { b: { name: 'B' } } });
    expect(merged).toEqual({ resources: { a: { name: 'A' }, b: { name: 'B' } } });
  });
});
