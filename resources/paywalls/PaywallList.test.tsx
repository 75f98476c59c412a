import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminTestContext, fakeDataProvider, noRetryQueryClient, testI18nProviderFor } from '../../src/framework/testing/adminTestContext';
import { HttpError } from '../../src/providers/httpError';
import { paymentEmailsResource, paymentLinksResource } from './index';
import { PaywallList } from './PaywallList';
import { CURRENCIES, SHOPS, paywallRow } from './testing';
import type { Paywall } from '../../contract/paywalls/types';

const writeText = vi.fn(async (_text: string) => undefined);

beforeAll(async () => {
  // Both lists' catalogs loaded before the first render: a render that suspends on one stays empty.
  await testI18nProviderFor(paymentLinksResource);
  await testI18nProviderFor(paymentEmailsResource);
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
    // Spec 03 §2 gives both lists the same columns: a link's send date is a dash (never sent).
    expect(screen.getByRole('columnheader', { name: 'Send date' })).toBeInTheDocument();
    expect(within(await rowOf('Open order')).getByText('-')).toBeInTheDocument();
  });

  it.each(['link', 'email'] as const)(
    'declares the first page the %s list asks for, so the boot fetches the very request',
    async (kind) => {
      const resource = kind === 'link' ? paymentLinksResource : paymentEmailsResource;
      const declared = await resource.firstPage?.(resource);
      const provider = renderList(kind, [OPEN], [`${resource.access}:VIEW`]);
      await rowOf('Open order');
      const [, params] = provider.getList.mock.calls[0] as unknown as [
        string,
        { filter: unknown; sort: unknown; pagination: { perPage: number } },
      ];
      expect(declared).toEqual({ filter: params.filter, sort: params.sort, perPage: params.pagination.perPage });
    },
  );

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
    // Nothing is sent before the user says so in react-admin's Confirm.
    const question = await screen.findByRole('dialog', { name: 'Resend the e-mail?' });
    expect(question).toHaveTextContent('The payment e-mail goes to ana.souza@example.com again, now.');
    expect(provider.resendPaywallEmail).not.toHaveBeenCalled();
    await userEvent.click(within(question).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your payment email was successfully sent')).toBeInTheDocument();
    expect(provider.resendPaywallEmail).toHaveBeenCalledWith('mail-0000-sent');
    await vi.waitFor(() => expect(provider.getList.mock.calls.length).toBeGreaterThan(calls));
  });

  it('says a failed sending in the spec’s words with the reason, and offers no resend for a paid e-mail', async () => {
    const paid = paywallRow({ ...SENT, paywallId: 'mail-0000-paid', description: 'Invoice 13', transactionID: 'tx-1' });
    const provider = renderList('email', [SENT, paid], EMAIL_RIGHTS);
    provider.resendPaywallEmail.mockRejectedValueOnce(new HttpError('the e-mail to x@y.invalid could not be delivered', 422));
    await userEvent.click(within(await rowOf('Invoice 12')).getByRole('button', { name: 'Resend the e-mail' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Resend the e-mail?' })).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText(/could not be sent/)).toHaveTextContent(
      'Your payment email could not be sent, please check your email configuration settings and try again: the e-mail to x@y.invalid could not be delivered',
    );
    // The grid is hidden from the accessibility tree until the confirm dialog has finished closing.
    expect(await within(await rowOf('Invoice 13')).findByRole('button', { name: 'Resend the e-mail' })).toBeDisabled();
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
    // First and last name each under its own label (the first name used to show the whole name).
    expect(within(drawer).getByText('First name').closest('.ra-field')).toHaveTextContent(/^First nameAna$/);
    expect(within(drawer).getByText('Last name').closest('.ra-field')).toHaveTextContent(/^Last nameSouza$/);
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

  it('derives Expired from the date and Deactivated from the state, and a used status leads to its transaction', async () => {
    const expired = paywallRow({
      paywallId: 'old-0000-link',
      description: 'Old order',
      createdDate: new Date(Date.now() - 90 * 86_400_000).toISOString(),
      expiredDate: new Date(Date.now() - 88 * 86_400_000).toISOString(),
    });
    const cancelled = paywallRow({ paywallId: 'off-0000-link', description: 'Void order', cancelledDate: new Date().toISOString() });
    renderList('link', [USED, expired, cancelled, OPEN], ['PAYWALL_LINK:VIEW', 'PAYWALL_LINK:GOTO', 'TRANSACTION:VIEW']);
    const old = await rowOf('Old order');
    expect(within(old).getByText('Expired')).toBeInTheDocument();
    expect(within(old).queryByText('Pending use')).not.toBeInTheDocument();
    expect(within(await rowOf('Void order')).getByText('Deactivated')).toBeInTheDocument();
    expect(within(await rowOf('Void order')).getByRole('button', { name: 'Open the pay page' })).toBeDisabled();
    const used = within(await rowOf('Paid order')).getByRole('link', { name: 'Used: open its transaction' });
    expect(used).toHaveAttribute('href', `/transactions?show=${USED.transactionID}`);
    expect(used).toHaveTextContent('Used');
  });

  it('shows a used status without a link to a role that may not open the transactions', async () => {
    renderList('link', [USED], ['PAYWALL_LINK:VIEW']);
    expect(within(await rowOf('Paid order')).getByText('Used')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Used: open its transaction' })).not.toBeInTheDocument();
  });

  it('filters by status, paid date and expiry date, and sends them', async () => {
    const applied = {
      status: ['EXPIRED', 'CANCELLED'],
      paidDateFrom: '01/11/2026 00:00:00.000',
      paidDateTo: '30/11/2026 23:59:59.999',
      expiredDateFrom: '01/10/2026 00:00:00.000',
    };
    const provider = fakeDataProvider({}, [OPEN]);
    provider.lookup.mockResolvedValue(SHOPS);
    provider.config.mockResolvedValue(CURRENCIES);
    render(
      <AdminTestContext
        resource={paymentLinksResource}
        dataProvider={provider}
        grants={['PAYWALL_LINK:VIEW']}
        url={`/link?filter=${encodeURIComponent(JSON.stringify(applied))}`}
      >
        <PaywallList />
      </AdminTestContext>,
    );
    await waitFor(() =>
      expect(provider.getList).toHaveBeenCalledWith('link', expect.objectContaining({ filter: expect.objectContaining(applied) })),
    );
    // Each applied filter is on screen in the list's words: the statuses' chips and the two ranges.
    for (const chip of ['Expired', 'Deactivated']) expect(await screen.findByRole('button', { name: chip })).toBeInTheDocument();
    for (const range of ['Paid', 'Valid until']) expect(await screen.findByRole('group', { name: range })).toBeInTheDocument();
  });

  it('exports the list of its kind as a report task with EXPORT, and offers no export without it', async () => {
    const provider = renderList('link', [OPEN], ['PAYWALL_LINK:VIEW', 'PAYWALL_LINK:EXPORT']);
    provider.export.mockResolvedValue({ kind: 'report' });
    await rowOf('Open order');
    // The toolbar's buttons come after the rows (their rights are asked once the list is in): a busy machine needs more than 5 s (the first list of a file loads the toolbar's chunk).
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }, { timeout: 25_000 }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /CSV/ }));
    await waitFor(() =>
      expect(provider.export).toHaveBeenCalledWith(
        'link',
        expect.objectContaining({ filter: expect.objectContaining({ shopPaymentType: 'link' }) }),
      ),
    );
    expect(await screen.findByText(/Report successfully executed!/)).toBeInTheDocument();
    cleanup();
    renderList('email', [SENT], ['PAYWALL_EMAIL:VIEW']);
    await rowOf('Invoice 12');
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('deactivates an unpaid link with CHANGE_STATUS after a confirm, and offers it for no paid link', async () => {
    const provider = renderList('link', [OPEN, USED], ['PAYWALL_LINK:VIEW', 'PAYWALL_LINK:CHANGE_STATUS']);
    expect(within(await rowOf('Paid order')).getByRole('button', { name: 'Deactivate' })).toBeDisabled();
    provider.cancelPaywall.mockResolvedValueOnce({ ...OPEN, cancelledDate: new Date().toISOString() });
    const calls = provider.getList.mock.calls.length;
    await userEvent.click(within(await rowOf('Open order')).getByRole('button', { name: 'Deactivate' }));
    const question = await screen.findByRole('dialog', { name: 'Deactivate this paywall?' });
    expect(provider.cancelPaywall).not.toHaveBeenCalled();
    await userEvent.click(within(question).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The paywall was deactivated')).toBeInTheDocument();
    expect(provider.cancelPaywall).toHaveBeenCalledWith(OPEN.paywallId);
    await vi.waitFor(() => expect(provider.getList.mock.calls.length).toBeGreaterThan(calls));
    cleanup();
    renderList('link', [OPEN], ['PAYWALL_LINK:VIEW']);
    await rowOf('Open order');
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
  });

  it('says why a deactivation was refused', async () => {
    const provider = renderList('link', [OPEN], ['PAYWALL_LINK:VIEW', 'PAYWALL_LINK:CHANGE_STATUS']);
    provider.cancelPaywall.mockRejectedValueOnce(new HttpError('paywallId has already been paid', 400));
    await userEvent.click(within(await rowOf('Open order')).getByRole('button', { name: 'Deactivate' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Deactivate this paywall?' })).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('The paywall could not be deactivated: paywallId has already been paid')).toBeInTheDocument();
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
