import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, SaveButton, required } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { buildCatalog } from '../../i18n/catalog';
import { LOCALES, type Locale } from '../../i18n/defineMessages';
import { datePicker, emptyDate, typeIntoDate } from '../testing/datePicker';
import { DateFormInput } from './DateFormInput';

afterEach(cleanup);

function renderDate(locale: Locale, record: Record<string, unknown> = { day: '' }) {
  const onSubmit = vi.fn();
  const i18nProvider = polyglotI18nProvider((l) => buildCatalog(l as Locale, []), locale, LOCALES);
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Form record={record} onSubmit={onSubmit} mode="onTouched">
        <DateFormInput source="day" label="Day of birth" validate={required()} />
        <SaveButton alwaysEnable />
      </Form>
    </AdminContext>,
  );
  return onSubmit;
}

const field = () => datePicker(document.body, /^Day of birth/);
const typeDay = (keys: string) => typeIntoDate(field(), keys);

/** Issue #30 item 31: a form's date box in the screen's language and the app's format, not the browser's. */
describe('DateFormInput', () => {
  it('shows and names the day in Portuguese on a Portuguese screen, dd/mm/aaaa', async () => {
    renderDate('pt', { day: '2026-11-21' });
    expect(field()).toHaveTextContent('21/11/2026');
    await userEvent.click(screen.getByRole('button', { name: /Escolha a data|data/i }));
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByText('novembro 2026')).toBeInTheDocument();
    expect(within(calendar).getByRole('columnheader', { name: 'segunda-feira' })).toBeInTheDocument();
    cleanup();
    renderDate('pt');
    expect(field()).toHaveTextContent('DD/MM/AAAA');
  });

  it('sends the typed day as yyyy-MM-dd, the value react-admin’s DateInput held', async () => {
    const onSubmit = renderDate('en');
    await typeDay('15032021');
    expect(field()).toHaveTextContent('15/03/2021');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ day: '2021-03-15' }, expect.anything()));
  });

  it('says Required as soon as a required day is emptied, still in the box', async () => {
    renderDate('en', { day: '2021-03-15' });
    await emptyDate(field());
    expect(field()).toContainElement(document.activeElement as HTMLElement);
    expect(await screen.findByText('Required')).toBeInTheDocument();
  });

  it('refuses a half-typed day with a message and never sends it', async () => {
    const onSubmit = renderDate('pt');
    await typeDay('1503');
    await userEvent.click(screen.getByRole('button', { name: /Salvar|Save/ }));
    expect(await screen.findByText('Informe uma data completa, como dd/mm/aaaa')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
