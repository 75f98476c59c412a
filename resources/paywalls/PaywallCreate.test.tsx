import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminTestContext,
  currentLocation,
  fakeDataProvider,
  noRetryQueryClient,
  testI18nProviderFor,
} from '../../src/framework/testing/adminTestContext';
import { clearAllDrafts } from '../../src/framework';
import { HttpError } from '../../src/providers/httpError';
import { paywallResource } from './index';
import { PaywallCreate } from './PaywallCreate';
import { CURRENCIES, SHOPS, paywallRow } from './testing';

const writeText = vi.fn(async (_text: string) => undefined);
const LINK_RIGHTS = ['PAYWALL:VIEW', 'PAYWALL:ADD', 'PAYWALL_LINK:COPY', 'PAYWALL_LINK:GOTO'];

beforeAll(async () => {
  await testI18nProviderFor(paywallResource);
});
beforeEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  clearAllDrafts();
});
afterEach(cleanup);

function renderForm(kind: 'link' | 'email', grants: string[], lookupsFail = false) {
  const provider = fakeDataProvider();
  if (lookupsFail) provider.lookup.mockRejectedValue(new HttpError('Service Unavailable', 503));
  else provider.lookup.mockResolvedValue(SHOPS);
  provider.config.mockResolvedValue(CURRENCIES);
  render(
    <AdminTestContext
      resource={paywallResource}
      dataProvider={provider}
      grants={grants}
      url={`/paywall/${kind}/new`}
      path={`/paywall/${kind}/new`}
      queryClient={noRetryQueryClient()}
    >
      <PaywallCreate />
    </AdminTestContext>,
  );
  return provider;
}

const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const choose = async (name: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: new RegExp(`^${name}`) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

/**
 * Leaves the field being typed, waits for its check on blur (react-admin's Save is disabled while
 * the form validates), then clicks without a pointer-down that would blur the next field.
 */
async function submit(name: string) {
  await userEvent.tab();
  const button = screen.getByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}

/** Every required field of a Brazilian customer's link. */
async function fillLink() {
  await choose('Shop', 'Pampa Store');
  await choose('Country', 'Brazil');
  await userEvent.type(box('E-mail'), 'ana@example.com');
  await userEvent.type(box('First name'), 'Ana');
  await userEvent.type(box('Last name'), 'Souza');
  await userEvent.type(box('Personal id'), '123.456-78');
  await userEvent.type(box('Phone'), '+55 11 9999');
  await userEvent.type(box('Address'), 'Av Paulista 1000');
  await userEvent.type(box('City'), 'São Paulo');
  await userEvent.type(box('Postal code'), '01310');
  await userEvent.type(box('Description'), 'Pedido 77');
  await userEvent.type(box('Reference number'), 'PED-77');
  await userEvent.type(screen.getByRole('spinbutton', { name: /^Amount/ }), '150.25');
}

describe('PaywallCreate (spec 03 §2, §5)', () => {
  it('fills the read-only currency from the country, keeps digits in a Brazilian id and the phone, and shows the shop’s notification URL', async () => {
    renderForm('link', LINK_RIGHTS);
    await screen.findByRole('combobox', { name: /^Shop/ });
    await choose('Shop', 'Pampa Games');
    expect(box('Notification URL')).toHaveAttribute('placeholder', SHOPS[1]?.defaultNotificationUrl);
    await choose('Country', 'Brazil');
    expect(box('Currency')).toHaveValue('BRL');
    expect(box('Currency')).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: /^Language/ })).toHaveTextContent('Portuguese');
    await userEvent.type(box('Personal id'), '123.456-78');
    expect(box('Personal id')).toHaveValue('12345678');
    await userEvent.type(box('Phone'), '+55 (11) 9');
    expect(box('Phone')).toHaveValue('55119');
    await choose('Country', 'Mexico');
    expect(box('Currency')).toHaveValue('MXN');
    expect(screen.getByRole('combobox', { name: /^Valid for/ })).toHaveTextContent('2');
  });

  it('refuses each empty required field, a bad e-mail, a long name and an amount with three decimals, next to the field', async () => {
    const provider = renderForm('link', LINK_RIGHTS);
    await screen.findByRole('combobox', { name: /^Shop/ });
    await userEvent.type(box('E-mail'), 'ana@');
    await userEvent.type(box('First name'), 'x'.repeat(51));
    await userEvent.type(screen.getByRole('spinbutton', { name: /^Amount/ }), '10.555');
    await submit('Create the link');
    // The contract's words (contract/writes/paywalls.ts), as the API would answer.
    expect(await screen.findByText('Must be an e-mail address')).toBeInTheDocument();
    expect(box('First name')).toHaveAccessibleDescription('Must be at most 50 characters');
    expect(screen.getByText('Must have at most 2 decimals').closest('.Mui-error')).not.toBeNull();
    expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(9);
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('refuses a control character in the e-mail’s recipient, name and description (its headers) next to each field', async () => {
    const provider = renderForm('email', ['PAYWALL:VIEW', 'PAYWALL:ADD', 'PAYWALL_EMAIL:ADD']);
    await screen.findByRole('combobox', { name: /^Shop/ });
    // A text box drops a pasted line break, not a tab or a NEL (U+0085): the rule refuses what stays.
    for (const [name, pasted] of [
      ['First name', 'Ana\tBcc: everyone@evil.example'],
      ['Description', 'Pedido 77\u0085Bcc: everyone@evil.example'],
    ] as const) {
      await userEvent.click(box(name));
      await userEvent.paste(pasted);
    }
    await submit('Send the e-mail');
    await waitFor(() => expect(screen.getAllByText('Must not hold line breaks or other control characters')).toHaveLength(2));
    expect(box('First name')).toHaveAccessibleDescription('Must not hold line breaks or other control characters');
    expect(box('Description')).toHaveValue('Pedido 77\u0085Bcc: everyone@evil.example');
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('says an amount of 0 or less must be at least 0.01, and refuses a notification URL that is no web address, next to each field', async () => {
    const provider = renderForm('link', LINK_RIGHTS);
    await screen.findByRole('combobox', { name: /^Shop/ });
    await userEvent.type(screen.getByRole('spinbutton', { name: /^Amount/ }), '-5');
    await userEvent.type(box('Notification URL'), 'pampa-store/webhooks');
    await submit('Create the link');
    expect((await screen.findByText('Must be at least 0.01')).closest('.Mui-error')).not.toBeNull();
    expect(screen.getByText('Must be an http(s) URL of at most 255 characters').closest('.Mui-error')).not.toBeNull();
    // What was typed stays.
    expect(box('Notification URL')).toHaveValue('pampa-store/webhooks');
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('refuses a notification URL of the local machine or a private network next to the field (issue #31)', async () => {
    const provider = renderForm('link', LINK_RIGHTS);
    await screen.findByRole('combobox', { name: /^Shop/ });
    await fillLink();
    await userEvent.type(box('Notification URL'), 'http://169.254.169.254/latest/meta-data/');
    await submit('Create the link');
    expect(
      (await screen.findByText('Must be a public address: notifications are not sent to local or private networks')).closest('.Mui-error'),
    ).not.toBeNull();
    expect(box('Notification URL')).toHaveValue('http://169.254.169.254/latest/meta-data/');
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('creates the link and shows it to copy from form.action; closing goes back to the links', async () => {
    const provider = renderForm('link', LINK_RIGHTS);
    await screen.findByRole('combobox', { name: /^Shop/ });
    await fillLink();
    const action = 'http://localhost/api/v1/pay/new-link';
    provider.create.mockResolvedValueOnce({ data: { ...paywallRow({ paywallId: 'new-link' }), form: { action } } });
    await submit('Create the link');
    const dialog = await screen.findByRole('dialog', { name: 'Your payment link is ready' });
    expect(provider.create).toHaveBeenCalledWith(
      'paywall',
      expect.objectContaining({
        data: expect.objectContaining({
          shopId: 8,
          amount: 150.25,
          currency: 'BRL',
          language: 'PT',
          expirationDays: 2,
          fromShopAdmin: true,
          shopPaymentType: 'link',
          customer: expect.objectContaining({ country: 'BR', personalId: '12345678', phone: '55119999' }),
        }),
      }),
    );
    expect(within(dialog).getByRole('textbox')).toHaveValue(action);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Copy the link' }));
    expect(writeText).toHaveBeenCalledWith(action);
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to the list' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/link'));
  });

  it('puts the server’s refusal under its field and keeps everything typed', async () => {
    const provider = renderForm('link', LINK_RIGHTS);
    await screen.findByRole('combobox', { name: /^Shop/ });
    await fillLink();
    provider.create.mockRejectedValueOnce(new HttpError('customer.email must be an e-mail address', 400));
    await submit('Create the link');
    expect(await screen.findByText('customer.email must be an e-mail address')).toBeInTheDocument();
    expect(box('E-mail')).toHaveValue('ana@example.com');
    expect(box('Description')).toHaveValue('Pedido 77');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends an e-mail only with PAYWALL_EMAIL ADD', async () => {
    renderForm('email', ['PAYWALL:VIEW', 'PAYWALL:ADD']);
    expect(await screen.findByText('Your profile may not send payment e-mails.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the e-mail' })).toBeDisabled();
  });

  it('says an e-mail was sent, or when it is scheduled', async () => {
    const provider = renderForm('email', ['PAYWALL:VIEW', 'PAYWALL:ADD', 'PAYWALL_EMAIL:ADD']);
    await screen.findByRole('combobox', { name: /^Shop/ });
    await fillLink();
    const at = new Date(Date.now() + 86_400_000);
    const two = (n: number) => String(n).padStart(2, '0');
    const local = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T10:30`;
    // The app's format, not the browser's (issue #30): day first, 24 hours.
    const sendOn = screen.getByRole('group', { name: /^Send on/ });
    await userEvent.click(within(sendOn).getByRole('spinbutton', { name: 'Day' }));
    await userEvent.keyboard(`${two(at.getDate())}${two(at.getMonth() + 1)}${at.getFullYear()}1030`);
    expect(sendOn).toHaveTextContent(`${two(at.getDate())}/${two(at.getMonth() + 1)}/${at.getFullYear()} 10:30`);
    provider.create.mockResolvedValueOnce({
      data: paywallRow({
        shopPaymentType: 'email',
        scheduledSendDate: new Date(local).toISOString(),
        scheduledPaymentEmails: [{ scheduledPaymentEmailId: 9, scheduledDate: new Date(local).toISOString(), status: 'PENDING' }],
      }),
    });
    await submit('Schedule the e-mail');
    const dialog = await screen.findByRole('dialog', { name: 'Payment e-mail' });
    expect(dialog).toHaveTextContent(/Your payment e-mail to ana\.souza@example\.com is scheduled for \d\d\/\d\d\/\d{4} 10:30/);
    expect(provider.create).toHaveBeenCalledWith(
      'paywall',
      expect.objectContaining({
        data: expect.objectContaining({ shopPaymentType: 'email', scheduledSendDate: new Date(local).toISOString() }),
      }),
    );
  });

  it('says “Some services are unavailable, please retry later.” when its lookups fail', async () => {
    renderForm('link', LINK_RIGHTS, true);
    expect(await screen.findByText('Some services are unavailable, please retry later.')).toBeInTheDocument();
  });
});
