import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { transactionChoices, transactionFilterSpecs, useTransactionFilters } from './filters';
import { fakeDataProvider, roleWith } from './testing';
import { EMPTY_TRANSACTION_CONFIG } from './useTransactionConfig';
import { AdminTestContext } from '../../src/framework/testing/adminTestContext';
import { transactionsResource } from './index';

const key = (k: string) => `resources.transactions.${k}`;
const translate = (k: string) => (k === key('statuses.APPROVED') ? 'Approved' : k);

describe('transaction filter definitions', () => {
  const choices = transactionChoices(
    {
      ...EMPTY_TRANSACTION_CONFIG,
      shops: [{ shopId: 7, shopName: 'Andes Store' }],
      currencies: [{ currencyCode: 'BRL', description: 'Brazilian real' }],
      paymentMethods: [{ paymentMethodId: 12, name: 'PIX', active: true, paymentChannelTypeCode: 'ONLINE' }],
      transactionStatusTypes: [
        { transactionStatusTypeCode: 'APPROVED', status: 'Approved' },
        { transactionStatusTypeCode: 'REVERSED', status: 'Reversed' },
      ],
    },
    translate,
    key,
  );
  const specs = transactionFilterSpecs(choices, key);

  it('uses the wire keys of the contract', () => {
    expect(specs.map((s) => s.source)).toEqual([
      'createdDate',
      'dateType',
      'status',
      'shopId',
      'country',
      'channel',
      'paymentMethodId',
      'currency',
      'email',
      'personalId',
      'origin',
      'showTests',
    ]);
  });

  it('requires the range, the date type and a multi-select status', () => {
    expect(specs.filter((s) => 'required' in s && s.required).map((s) => s.source)).toEqual(['createdDate', 'dateType', 'status']);
    expect(specs.find((s) => s.source === 'status')).toMatchObject({ kind: 'select', multiple: true });
  });

  it('builds options from the config, with the server name when no label is translated', () => {
    expect(choices.shop).toEqual([{ id: '7', name: 'Andes Store' }]);
    expect(choices.paymentMethod).toEqual([{ id: '12', name: 'PIX' }]);
    expect(choices.currency).toEqual([{ id: 'BRL', name: 'BRL - Brazilian real' }]);
    expect(choices.status).toEqual([
      { id: 'APPROVED', name: 'Approved' },
      { id: 'REVERSED', name: 'Reversed' },
    ]);
    expect(choices.dateType.map((c) => c.id)).toEqual(['createdDate', 'paidDate', 'expiredDate', 'operativeDate']);
  });
});

function Probe() {
  const specs = useTransactionFilters();
  return <span>{specs.length} filters</span>;
}

describe('useTransactionFilters', () => {
  it("says 'Error fetching Historicals' with the cause and a Retry when the config call fails", async () => {
    const { provider } = fakeDataProvider([]);
    provider.config = async () => {
      throw new Error('boom');
    };
    render(
      <AdminTestContext resource={transactionsResource} dataProvider={provider} role={roleWith({ TRANSACTION: ['VIEW'] })}>
        <Probe />
      </AdminTestContext>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error fetching Historicals: boom');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('12 filters')).toBeInTheDocument();
  });
});
