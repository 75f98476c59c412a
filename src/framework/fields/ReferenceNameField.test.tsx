import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nContextProvider, RecordContextProvider } from 'react-admin';
import { buildCatalog } from '../../i18n/catalog';
import type { Locale } from '../../i18n/defineMessages';
import { createI18nProvider } from '../../providers/i18nProvider';
import { ReferenceNameField, type ReferenceNameFieldProps } from './ReferenceNameField';

/** The app's real catalogue, switched to `locale`. */
async function renderIn(locale: Locale, record: Record<string, unknown>, props: ReferenceNameFieldProps) {
  const i18n = createI18nProvider((l) => buildCatalog(l, []));
  await i18n.changeLocale(locale);
  render(
    <I18nContextProvider value={i18n}>
      <RecordContextProvider value={{ id: 1, ...record }}>
        <ReferenceNameField {...props} />
      </RecordContextProvider>
    </I18nContextProvider>,
  );
}

describe('ReferenceNameField', () => {
  it('names a country in the UI language from its ISO code', async () => {
    await renderIn(
      'es',
      { countryCode: 'ZA', countryName: 'South Africa' },
      { kind: 'country', codeSource: 'countryCode', source: 'countryName' },
    );
    expect(screen.getByText('Sudáfrica')).toBeInTheDocument();
  });

  it('translates a payment channel and a claim reason by code', async () => {
    await renderIn('pt', { code: 'ONLINE', name: 'Online banking' }, { kind: 'channel', codeSource: 'code', source: 'name' });
    expect(screen.getByText('Internet banking')).toBeInTheDocument();
    await renderIn(
      'es',
      { code: 'PAYER_AMOUNT_NOT_EQUAL', name: 'Paid amount does not match' },
      { kind: 'claimReason', codeSource: 'code', source: 'name' },
    );
    expect(screen.getByText('El monto pagado no coincide')).toBeInTheDocument();
  });

  it("falls back to the server's name for a code it does not know", async () => {
    await renderIn(
      'es',
      { code: 'CHARGEBACK_NEW', name: 'A reason added later' },
      { kind: 'claimReason', codeSource: 'code', source: 'name' },
    );
    expect(screen.getByText('A reason added later')).toBeInTheDocument();
  });
});
