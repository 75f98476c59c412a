import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nContextProvider, RecordContextProvider } from 'react-admin';
import { SERVER_TEXTS } from '../../../contract/serverTexts';
import { buildCatalog } from '../../i18n/catalog';
import type { Locale } from '../../i18n/defineMessages';
import { serverTextMessages } from '../../i18n/serverTexts';
import type { LocalizedMessages } from '../../i18n/defineMessages';
import { createI18nProvider } from '../../providers/i18nProvider';
import { ServerTextField } from './ServerTextField';

/** The catalog as a screen has it: the API texts' words arrive with the first screen's views. */
const SCREEN = [serverTextMessages as LocalizedMessages];

/** The app's real catalogue, switched to `locale`. */
async function renderIn(locale: Locale, record: Record<string, unknown>, source = 'description') {
  const i18n = createI18nProvider((l) => buildCatalog(l, SCREEN));
  await i18n.changeLocale(locale);
  return render(
    <I18nContextProvider value={i18n}>
      <RecordContextProvider value={{ id: 1, ...record }}>
        <ServerTextField source={source} emptyText="-" />
      </RecordContextProvider>
    </I18nContextProvider>,
  );
}

describe('ServerTextField', () => {
  it("says a coded text in the screen's language, its day in DD/MM/YYYY", async () => {
    const row = { description: 'Tax on fees of 2026-11-27', descriptionCode: 'TAX_ON_FEES', descriptionParams: { date: '2026-11-27' } };
    await renderIn('es', row);
    expect(screen.getByText('Impuesto sobre las comisiones del 27/11/2026')).toBeInTheDocument();
    await renderIn('en', row);
    expect(screen.getByText('Tax on fees of 27/11/2026')).toBeInTheDocument();
  });

  it('names a claim reason parameter by its code and keeps other parameters as sent', async () => {
    await renderIn('pt', {
      description: 'Won: Fraudulent transaction (ab12cd34)',
      descriptionCode: 'CLAIM_WON',
      descriptionParams: { claimReason: 'FRAUD', transaction: 'ab12cd34' },
    });
    expect(screen.getByText('Ganha: Transação fraudulenta (ab12cd34)')).toBeInTheDocument();
  });

  it('translates a fixed server phrase without a code, from another field too', async () => {
    await renderIn('es', { message: 'Awaiting payment' }, 'message');
    expect(screen.getByText('Esperando el pago')).toBeInTheDocument();
  });

  it('shows what the server wrote for a code or a phrase it does not know, and the empty text for none', async () => {
    await renderIn('pt', { description: 'Something new', descriptionCode: 'NEW_CODE', descriptionParams: {} });
    expect(screen.getByText('Something new')).toBeInTheDocument();
    await renderIn('es', { description: 'Order 1024 for Ana' });
    expect(screen.getByText('Order 1024 for Ana')).toBeInTheDocument();
    await renderIn('es', { description: '' });
    expect(screen.getByText('-')).toBeInTheDocument();
  });
});

describe('the server texts catalog', () => {
  const catalogs = { es: buildCatalog('es', SCREEN), pt: buildCatalog('pt', SCREEN) } as unknown as Record<
    'es' | 'pt',
    { server: { texts: Record<string, string>; words: Record<string, string> } }
  >;

  // The fixed phrases the fake API's seed writes are checked where both sides may be read: tests/contract/fake-api.server-texts.test.ts.
  it('says every code of the contract in Spanish and Portuguese', () => {
    for (const locale of ['es', 'pt'] as const) {
      const { texts } = catalogs[locale].server;
      for (const code of Object.keys(SERVER_TEXTS)) expect(texts[code], `${locale} ${code}`).toBeTruthy();
    }
  });
});
