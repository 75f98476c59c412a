import { describe, expect, it } from 'vitest';
import { resourceDefinitions } from '../../resources';
import { messagesOf, upfrontMessages } from '../framework/resources/resourceMessages';
import { buildCatalog } from './catalog';
import type { Locale } from './defineMessages';
import { GLOSSARY } from './glossary';

/** Every leaf of a message tree as `a.b.c` -> text. */
function leaves(tree: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') leaves(value, path, out);
    else if (typeof value === 'string') out.set(path, value);
  }
  return out;
}

// Every screen's messages, those that load with their views, and the names the menu shows first.
const screenMessages = [...(await Promise.all(resourceDefinitions.map(messagesOf))), ...resourceDefinitions.map(upfrontMessages)];
const catalog = (locale: Locale) => leaves(buildCatalog(locale, screenMessages));
const english = catalog('en');

describe('the glossary (issue #31 item 10)', () => {
  for (const locale of ['es', 'pt'] as const) {
    it(`holds every ${locale} catalog string to its terms`, () => {
      const offences: string[] = [];
      for (const [key, text] of catalog(locale)) {
        for (const entry of GLOSSARY) {
          const { term, forbidden, where } = entry[locale];
          if (where && !where.test(english.get(key) ?? '')) continue;
          const found = forbidden.exec(text);
          if (found) offences.push(`${key}: "${text}" says "${found[0]}", the glossary's ${entry.concept} is "${term}"`);
        }
      }
      expect(offences).toEqual([]);
    });
  }

  it('finds a forbidden variant where one is written', () => {
    const balance = GLOSSARY.find((e) => e.concept === 'balance');
    expect(balance?.es.forbidden.test('Balance de cuenta')).toBe(true);
    const payout = GLOSSARY.find((e) => e.concept === 'payout');
    expect(payout?.es.where?.test('Import payouts') && payout.es.forbidden.test('Importar pagos')).toBe(true);
    // A customer's payment stays a 'pago'.
    expect(payout?.es.where?.test('Payment link')).toBe(false);
  });
});
