import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, SaveButton, TextInput } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { z } from 'zod';
import { amount, oneLine, optional } from '../../../contract/schema/blocks';
import { checkBody } from '../../../contract/schema/checkBody';
import { buildCatalog } from '../../i18n/catalog';
import { ruleMessages } from '../../i18n/ruleMessages';
import { LOCALES, type Locale } from '../../i18n/defineMessages';
import { schemaRules } from './schemaRules';

afterEach(cleanup);

const Body = z.object({ refund: z.object({ reason: oneLine(20), amount: optional(amount()) }) });
/** The form holds a typed amount ('12,50'); the body carries a number. */
const toBody = (values: Record<string, unknown>) => {
  const typed = String(values.amount ?? '').trim();
  return { refund: { reason: values.reason, amount: typed === '' ? undefined : Number(typed.replace(',', '.')) } };
};

function renderForm(locale: Locale) {
  const onSubmit = vi.fn();
  const rules = schemaRules(Body, toBody);
  const i18nProvider = polyglotI18nProvider((l) => buildCatalog(l as Locale, [ruleMessages]), locale, LOCALES);
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Form record={{ reason: '', amount: '' }} onSubmit={onSubmit} mode="onTouched">
        <TextInput source="reason" label="Reason" validate={rules('refund.reason')} />
        <TextInput source="amount" label="Amount" validate={rules('refund.amount')} />
        <SaveButton alwaysEnable />
      </Form>
    </AdminContext>,
  );
  return onSubmit;
}

describe('schemaRules: a write’s contract schema as its form’s validators', () => {
  it('says under each field the rule the API would refuse, and sends nothing', async () => {
    const onSubmit = renderForm('en');
    await userEvent.type(screen.getByLabelText(/Reason/), 'A reason far longer than twenty');
    await userEvent.type(screen.getByLabelText(/Amount/), '12,505');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at most 20 characters')).toBeInTheDocument();
    expect(screen.getByText('Must have at most 2 decimals')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    // The API's 400 for the same body says the same rule, naming the field.
    const sent = toBody({ reason: 'A reason far longer than twenty', amount: '12,505' });
    expect(checkBody(Body, sent)).toMatchObject({ ok: false, message: 'refund.reason must be at most 20 characters' });
  });

  it('marks the fields the schema requires and says so in the user’s language', async () => {
    const onSubmit = renderForm('es');
    expect(screen.getByLabelText(/Reason \*/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Amount$/)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/Reason/));
    await userEvent.paste('Línea\u0085dos');
    await userEvent.type(screen.getByLabelText(/Amount/), '1e3x');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Sin saltos de línea ni otros caracteres de control')).toBeInTheDocument();
    expect(screen.getByText('Debe ser un número')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a body that keeps every rule', async () => {
    const onSubmit = renderForm('en');
    await userEvent.type(screen.getByLabelText(/Reason/), 'Damaged');
    await userEvent.type(screen.getByLabelText(/Amount/), '12,50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ reason: 'Damaged', amount: '12,50' }, expect.anything()));
  });
});
