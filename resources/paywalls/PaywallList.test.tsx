import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminTestContext, fakeDataProvider, noRetryQueryClient, testI18nProviderFor } from '../../src/framework/testing/adminTestContext';
import { HttpError } from '../../src/providers/httpError';
import { paymentEmailsResource, paymentLinksResource } from './index';
import { PaywallList } from './PaywallList';
import { CURRENCIES, SHOPS, paywallRow } from './testing';
import type { Paywall } from './types';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const writeText = vi.fn(async (_text: string) => undefined);

beforeAll(async () => {
  await testI18nProviderFor(paymentLinksResource);
});
beforeEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  writeText.mockClear();
});
afterEach(cleanup);

const USED = paywallRow({ paywallId: 'used-0000-link', transactionID: '75277d02-7558-4b90-9b0a-9822d09b02b3', description: 'Paid order' });
const OPEN = paywallRow({ paywallId: 'open-0000-link', description: 'Open order' });

function renderList(kind: 'link' | 'email', rows: Paywall[], grants: string[]) {
  const provider = fakeDataProvider({}, rows);
  provider.lookup.mockResolvedValue(SHOPS);
  provider.config.mockResolvedValue(CURRENCIES);
  render(
    <AdminTestContext
      resource={kind === 'link' ? paymentLinksResource : paymentEmailsResource}
      dataProvider={provider}
      grants={grants}
      url={`/${kind}`}
      queryClient={noRetryQueryClient()}
    >
      <PaywallList />
    </AdminTestContext>,
  );
  return provider;
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('PaywallList (spec 03 §2, §4)', () => {
  it('asks for today’s links of its kind, newest first, 30 a page, and shows each with its derived status', async () => {
    const provider = renderList('link', [USED, OPEN], ['PAYWALL_LINK:VIEW']);
    const colour = (chip: HTMLElement) => chip.closest('[data-color]')?.getAttribute('data-color');
    expect(colour(within(await rowOf('Paid order')).getByText('Used'))).toBe('yellow');
    expect(colour(within(await rowOf('Open order')).getByText('Pending use'))).toBe('grey');
    const [resource, params] = provider.getList.mock.calls[0] as unknown as [
      string,
      { filter: Record<string, string>; sort: unknown; pagination: unknown },
    ];
    expect(resource).toBe('link');
    expect(params.filter.shopPaymentType).toBe('link');
    expect(params.filter.createdDateFrom?.slice(0, 10)).toBe(params.filter.createdDateTo?.slice(0, 10));
    expect(params.sort).toEqual({ field: 'createdDate', order: 'DESC' });
    expect(params.pagination).toEqual({ page: 1, perPage: 30 });
    expect(screen.getByRole('columnheader', { name: 'Customer' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Send date' })).not.toBeInTheDocument();
  });

  it('gives copy with COPY (saying “Copied!”), go-to with GOTO, and Add with ADD going to /paywall/link/new', async () => {
    renderList('link', [OPEN], ['PAYWALL_LINK:VIEW', 'PAYWALL_LINK:COPY', 'PAYWALL_LINK:GOTO', 'PAYWALL_LINK:ADD']);
    const row = await rowOf('Open order');
    await userEvent.click(await within(row).findByRole('button', { name: 'Copy the link' }));
    expect(writeText).toHaveBeenCalledWith(OPEN.payUrl);
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Open the pay page' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/paywall/link/new');
  });

  it('hides copy, go-to and Add from a role without them', async () => {
    renderList('link', [OPEN], ['PAYWALL_LINK:VIEW']);
    const row = await rowOf('Open order');
    expect(within(row).getByRole('button', { name: 'Details' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Copy the link' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Open the pay page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add' })).not.toBeInTheDocument();
  });

  const SENT = paywallRow({
    paywallId: 'mail-0000-sent',
    shopPaymentType: 'email',
    description: 'Invoice 12',
    scheduledPaymentEmails: [{ scheduledPaymentEmailId: 1, scheduledDate: '2026-11-26T07:00:00.000Z', status: 'SENT' }],
  });
  const EMAIL_RIGHTS = ['PAYWALL_EMAIL:VIEW', 'PAYWALL_EMAIL:RESEND_EMAIL'];

  it('resends an e-mail with RESEND_EMAIL, says so and reloads the grid', async () => {
    const provider = renderList('email', [SENT], EMAIL_RIGHTS);
    const row = await rowOf('Invoice 12');
    expect(within(row).getByText('Sent at once')).toBeInTheDocument();
    expect(within(row).getByText('Sent')).toBeInTheDocument();
    provider.resendPaywallEmail.mockResolvedValueOnce({ status: 'SENT' });
    const calls = provider.getList.mock.calls.length;
    await userEvent.click(within(row).getByRole('button', { name: 'Resend the e-mail' }));
    expect(await screen.findByText('Your payment email was successfully sent')).toBeInTheDocument();
    expect(provider.resendPaywallEmail).toHaveBeenCalledWith('mail-0000-sent');
    await vi.waitFor(() => expect(provider.getList.mock.calls.length).toBeGreaterThan(calls));
  });

  it('says a failed sending in the spec’s words with the reason, and offers no resend for a paid e-mail', async () => {
    const paid = paywallRow({ ...SENT, paywallId: 'mail-0000-paid', description: 'Invoice 13', transactionID: 'tx-1' });
    const provider = renderList('email', [SENT, paid], EMAIL_RIGHTS);
    provider.resendPaywallEmail.mockRejectedValueOnce(new HttpError('the e-mail to x@y.invalid could not be delivered', 422));
    await userEvent.click(within(await rowOf('Invoice 12')).getByRole('button', { name: 'Resend the e-mail' }));
    expect(await screen.findByText(/could not be sent/)).toHaveTextContent(
      'Your payment email could not be sent, please check your email configuration settings and try again: the e-mail to x@y.invalid could not be delivered',
    );
    expect(within(await rowOf('Invoice 13')).getByRole('button', { name: 'Resend the e-mail' })).toBeDisabled();
  });

  it('opens a used link’s drawer with its transaction from one grid call, and says when it is not found or the call fails', async () => {
    const provider = renderList('link', [USED], ['PAYWALL_LINK:VIEW', 'TRANSACTION:VIEW', 'TRANSACTION:CONVERSION_REPORT']);
    const tx = {
      id: USED.transactionID,
      transactionId: USED.transactionID,
      status: 'APPROVED',
      amount: 150.25,
      currency: 'BRL',
      paidDate: '2026-11-26T07:21:00.000Z',
      paymentMethodName: 'Pix',
      conversionAmount: 150.25,
      conversionCurrency: 'BRL',
      pspAmount: 27.82,
      pspCurrency: 'USD',
    };
    provider.getList.mockImplementation((async (resource: string) =>
      resource === 'transactions' ? { data: [tx], total: 1 } : { data: [USED], total: 1 }) as never);
    await userEvent.click(await screen.findByText('Paid order'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Pix')).toBeInTheDocument();
    expect(within(drawer).getByText('US$27.82')).toBeInTheDocument();
    expect(provider.getList).toHaveBeenCalledWith(
      'transactions',
      expect.objectContaining({ pagination: { page: 1, perPage: 1 }, filter: { transactionId: USED.transactionID } }),
    );
    expect(within(drawer).getByRole('link', { name: 'Open the transaction' })).toHaveAttribute(
      'href',
      `/transactions?show=${USED.transactionID}`,
    );
  });

  it('says “Transaction not found” for an empty grid and “Failed to fetch transaction details” for a failed call', async () => {
    const provider = renderList('link', [USED], ['PAYWALL_LINK:VIEW', 'TRANSACTION:VIEW']);
    provider.getList.mockImplementation((async (resource: string) =>
      resource === 'transactions' ? { data: [], total: 0 } : { data: [USED], total: 1 }) as never);
    await userEvent.click(await screen.findByText('Paid order'));
    expect(await within(await screen.findByRole('dialog')).findByText('Transaction not found')).toBeInTheDocument();
    cleanup();
    const failing = renderList('link', [USED], ['PAYWALL_LINK:VIEW']);
    failing.getList.mockImplementation((async (resource: string) => {
      if (resource === 'transactions') throw new HttpError('Forbidden', 403);
      return { data: [USED], total: 1 };
    }) as never);
    await userEvent.click(await screen.findByText('Paid order'));
    expect(await within(await screen.findByRole('dialog')).findByText('Failed to fetch transaction details')).toBeInTheDocument();
    expect(screen.queryByText('US$27.82')).not.toBeInTheDocument();
  });

  it('leads from the e-mails to their settings with EDIT_EMAIL_SETTINGS only (issue #30 item 30), never from the links', async () => {
    renderList('email', [], ['email:EDIT_EMAIL_SETTINGS']);
    await screen.findByRole('heading', { level: 1 });
    expect(await screen.findByRole('link', { name: 'Edit settings' })).toHaveAttribute('href', '/email-settings');
    cleanup();
    renderList('email', [], ['email:VIEW']);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Edit settings' })).toBeNull();
    cleanup();
    renderList('link', [], ['link:EDIT_EMAIL_SETTINGS']);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Edit settings' })).toBeNull();
  });
});
