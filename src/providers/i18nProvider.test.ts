import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../i18n/catalog';
import type { Locale } from '../i18n/defineMessages';
import { createI18nProvider, initialLocale } from './i18nProvider';

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

describe('withTranslatedArgs (issue #31 item 8: no raw key in a toast or an alert)', () => {
  const i18n = createI18nProvider((locale) => buildCatalog(locale as Locale, []));

  it("says a cause given as a catalog key in the screen's language, in every language", async () => {
    const failed = (message: string) => i18n.translate('messages.error_fetching_configurations', { message });
    expect(failed('messages.http_status.502')).toBe(
      'Error fetching configurations: The server is unreachable behind its gateway (502). Please try again.',
    );
    await i18n.changeLocale('es');
    expect(failed('messages.malformed_reply')).toBe(
      'Error al obtener las configuraciones: El servidor envió una respuesta que no se pudo leer (JSON dañado). Inténtalo de nuevo.',
    );
    await i18n.changeLocale('pt');
    expect(failed('messages.http_status.502')).toMatch(/^Erro ao buscar as configurações: .*\(502\)/);
    expect(failed('messages.http_status.502')).not.toContain('messages.');
    await i18n.changeLocale('en');
  });

  it("leaves a server's own sentence, and a key-like word inside one, as they are", () => {
    const failed = (message: string) => i18n.translate('grid.list_load_failed', { message });
    expect(failed('Simulated server failure (FAKE_API_FAULTS error)')).toBe(
      'The list could not be loaded: Simulated server failure (FAKE_API_FAULTS error)',
    );
    expect(failed('see messages.txt for details')).toBe('The list could not be loaded: see messages.txt for details');
    // An unknown key stays as it was sent rather than turning into nothing.
    expect(failed('messages.no_such_key')).toBe('The list could not be loaded: messages.no_such_key');
  });
});
