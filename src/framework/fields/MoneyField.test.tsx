import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { FormattedDateField } from './FormattedDateField';
import { MoneyField } from './MoneyField';

describe('record fields', () => {
  it('MoneyField formats the amount with the record currency', () => {
    render(
      <RecordContextProvider value={{ id: 1, amount: -1234.5, currency: 'BRL' }}>
        <MoneyField source="amount" currencySource="currency" />
      </RecordContextProvider>,
    );
    expect(screen.getByText('-R$1,234.50')).toBeInTheDocument();
  });
  it('FormattedDateField shows UTC when asked', () => {
    render(
      <RecordContextProvider value={{ id: 1, createdDate: '2026-11-21T23:30:00.000Z' }}>
        <FormattedDateField source="createdDate" format="dateTimeSeconds" utc />
      </RecordContextProvider>,
    );
    expect(screen.getByText('21/11/2026 23:30:00')).toBeInTheDocument();
  });
});
