import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { fakeDataProvider, pendingRow, roleWith } from './testing';
import { shortId } from '../../src/framework';
import { TransactionIdField } from './TransactionFields';
import { AdminTestContext } from '../../src/framework/testing/adminTestContext';
import { transactionsResource } from './index';

const ID = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b';

describe('TransactionIdField', () => {
  it('shortens a UUID to its first 8 characters and an ellipsis', () => {
    expect(shortId(ID)).toBe('3f2b8c1e…');
    expect(shortId('TRK-1')).toBe('TRK-1');
  });

  it('shows the short id with the full id as its name, and copies the full id', async () => {
    const user = userEvent.setup();
    const { provider } = fakeDataProvider([]);
    render(
      <AdminTestContext resource={transactionsResource} dataProvider={provider} role={roleWith({ TRANSACTION: ['VIEW'] })}>
        <RecordContextProvider value={pendingRow({ id: ID, transactionId: ID })}>
          <TransactionIdField />
        </RecordContextProvider>
      </AdminTestContext>,
    );
    const shown = screen.getByText('3f2b8c1e…');
    expect(shown).toHaveAccessibleName(ID);
    expect(screen.queryByText(ID)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy transaction ID' }));
    expect(await navigator.clipboard.readText()).toBe(ID);
    expect(await screen.findByText(/copied/i)).toBeInTheDocument();
  });
});
