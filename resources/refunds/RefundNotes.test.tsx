import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminTestContext, fakeDataProvider, testI18nProviderFor } from '../../src/framework/testing/adminTestContext';
import { REFUND_LIMITS } from '../../contract/refunds/refundRules';
import { refundsResource } from './index';
import { RefundNotes } from './RefundNotes';

beforeAll(async () => {
  await testI18nProviderFor(refundsResource);
});
afterEach(cleanup);

function renderNotes() {
  const provider = fakeDataProvider({}, []);
  provider.addRefundNote.mockResolvedValue({ noteId: 1 });
  render(
    <AdminTestContext resource={refundsResource} dataProvider={provider} grants={['REFUND:VIEW', 'REFUND:EDIT']}>
      <RefundNotes refundRequestId={61} />
    </AdminTestContext>,
  );
  return provider;
}

describe("a request's notes (POST /notes, contract/writes/refunds.ts)", () => {
  it("says the contract's rules under the note, sends nothing and keeps what was typed", async () => {
    const provider = renderNotes();
    const note = await screen.findByRole('textbox', { name: /^New note/ });
    const add = screen.getByRole('button', { name: 'Add note' });
    await userEvent.type(note, '   ');
    await userEvent.click(add);
    expect(await screen.findByText('Required')).toBeInTheDocument();
    const tooLong = 'x'.repeat(REFUND_LIMITS.note + 1);
    await userEvent.clear(note);
    await userEvent.click(note);
    await userEvent.paste(tooLong);
    await userEvent.click(add);
    expect(await screen.findByText(`Must be at most ${REFUND_LIMITS.note} characters`)).toBeInTheDocument();
    expect(note).toHaveValue(tooLong);
    expect(provider.addRefundNote).not.toHaveBeenCalled();
  });

  it('sends the body the rules checked', async () => {
    const provider = renderNotes();
    await userEvent.type(await screen.findByRole('textbox', { name: /^New note/ }), 'Customer called again.');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(provider.addRefundNote).toHaveBeenCalledWith({ refundRequestId: 61, text: 'Customer called again.' }));
  });
});
