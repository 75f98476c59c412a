import { describe, expect, it } from 'vitest';
import { referenceNames } from '../../src/i18n/useReferenceNames';
import { FILTER_KEYS, paymentMethodChoices, paymentMethodFilterSpecs } from './filters';

/** English names, with a translate that answers the server's name (no messages loaded). */
const names = referenceNames((key: string, options?: { _?: string }) => options?._ ?? key, 'en');

const config = {
  countries: [
    { countryCode: 'MX', countryName: 'Mexico' },
    { countryCode: 'AR', countryName: 'Argentina' },
  ],
  channels: [
    { code: 'ONLINE', description: 'Online' },
    { code: 'CASH', description: 'Cash' },
  ],
  currencies: [
    { currencyCode: 'MXN', description: 'Mexican peso' },
    { currencyCode: 'ARS', description: 'Argentine peso' },
  ],
};

describe('payment-method filters', () => {
  it('offers the config lists as choices keyed by their codes, sorted for reading', () => {
    const choices = paymentMethodChoices(config, names);
    expect(choices.country).toEqual([
      { id: 'AR', name: 'Argentina' },
      { id: 'MX', name: 'Mexico' },
    ]);
    expect(choices.channel).toEqual([
      { id: 'CASH', name: 'Cash' },
      { id: 'ONLINE', name: 'Online' },
    ]);
    expect(choices.currency).toEqual([
      { id: 'ARS', name: 'ARS - Argentine peso' },
      { id: 'MXN', name: 'MXN - Mexican peso' },
    ]);
  });

  it('declares country, channel and currency as optional single selects under the wire keys', () => {
    const specs = paymentMethodFilterSpecs(paymentMethodChoices(config, names));
    expect(specs.map((s) => s.source)).toEqual([FILTER_KEYS.country, FILTER_KEYS.channel, FILTER_KEYS.currency]);
    expect(specs.map((s) => s.source)).toEqual(['country', 'channel', 'currency']);
    for (const spec of specs) {
      expect(spec.kind).toBe('select');
      expect(spec.required).toBeFalsy();
      expect(spec.label).toMatch(/^resources\.payment-methods\.filters\./);
    }
  });
});
