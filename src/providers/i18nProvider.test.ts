import { describe, expect, it } from 'vitest';
import { initialLocale } from './i18nProvider';

const storageWith = (value: string | null) => ({ getItem: () => value });

describe('initialLocale', () => {
  it('prefers the language stored by the switcher', () => {
    expect(initialLocale(storageWith('"pt"'), ['es-ES'])).toBe('pt');
  });
  it('falls back to the first supported browser language', () => {
    expect(initialLocale(storageWith(null), ['fr-FR', 'es-AR', 'en'])).toBe('es');
    expect(initialLocale(storageWith('not json'), ['pt-BR'])).toBe('pt');
  });
  it('ends in English when nothing matches', () => {
    expect(initialLocale(storageWith('"de"'), ['de-DE'])).toBe('en');
  });
});
