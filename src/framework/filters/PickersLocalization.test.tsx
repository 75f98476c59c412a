import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, useLocaleState } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { buildCatalog } from '../../i18n/catalog';
import { LOCALES, type Locale } from '../../i18n/defineMessages';
import { DateRangeInput } from './DateRangeInput';

afterEach(cleanup);

/** The header's language switch, reduced to buttons. */
const Switch = () => {
  const [, setLocale] = useLocaleState();
  return (
    <>
      {LOCALES.map(({ locale, name }) => (
        <button key={locale} type="button" onClick={() => setLocale(locale)}>
          {name}
        </button>
      ))}
    </>
  );
};

function renderRange(locale: Locale) {
  const i18nProvider = polyglotI18nProvider((l) => buildCatalog(l as Locale, []), locale, LOCALES);
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Switch />
      <Form record={{ createdDateFrom: '21/11/2026 00:00:00.000', createdDateTo: '21/11/2026 23:59:59.999' }}>
        <DateRangeInput source="createdDate" label="Date" />
      </Form>
    </AdminContext>,
  );
}

/** Opens the first end's calendar and answers it. */
async function openCalendar() {
  const [choose] = await screen.findAllByRole('button', { name: /date|data|fecha/i });
  await userEvent.click(choose);
  return screen.findByRole('dialog');
}

/** Issue #30 item 31: the pickers' month and day names follow the screen's language. */
describe('PickersLocalization', () => {
  it.each([
    ['pt', 'novembro 2026', 'segunda-feira'],
    ['es', 'noviembre 2026', 'lunes'],
    ['en', 'November 2026', 'Monday'],
  ] as const)('names months and days in %s', async (locale, month, monday) => {
    renderRange(locale);
    const calendar = await openCalendar();
    expect(within(calendar).getByText(month)).toBeInTheDocument();
    expect(within(calendar).getByRole('columnheader', { name: monday })).toBeInTheDocument();
  });

  it('follows a switch of language made while the screen is open', async () => {
    renderRange('en');
    await screen.findAllByRole('button', { name: /Choose date/ });
    await userEvent.click(screen.getByRole('button', { name: 'Português' }));
    const calendar = await openCalendar();
    expect(within(calendar).getByText('novembro 2026')).toBeInTheDocument();
    expect(within(calendar).getByRole('columnheader', { name: 'segunda-feira' })).toBeInTheDocument();
  });
});
